import { defineConfig } from 'vitest/config';
import { AdWritersLast } from './apps/api/test/helpers/ad-writers-last.ts';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
    sequence: { sequencer: AdWritersLast },
  },
});
