import os from 'node:os';
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
    // One test file per core: vitest's default (one fewer than the cores) ran the API tests one
    // file at a time on CI's 2 cores, while most of a file's time is waiting on its database.
    // Each API test file has a database of its own, so files never share state.
    maxWorkers: os.availableParallelism(),
  },
});
