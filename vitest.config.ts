import { defineConfig } from 'vitest/config';
import { AdWritersLast } from './apps/api/test/helpers/ad-writers-last.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/web',
      // The lint config's own tests (test/): the web app's boundaries.
      { test: { name: 'lint', environment: 'node', include: ['test/**/*.test.ts'] } },
    ],
    sequence: { sequencer: AdWritersLast },
  },
});
