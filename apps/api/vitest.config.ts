import { defineProject } from 'vitest/config';

/**
 * Two server processes share what they can only share through PostgreSQL and Redis: without both
 * (a run of `npm test` on the embedded database) that file has nothing to test.
 */
const sharedServices = process.env.DATABASE_URL && process.env.REDIS_URL;

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: sharedServices ? [] : ['test/serving/two-processes.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/no-busy-connection-queries.ts'],
    // A worker runs its files on one module graph: importing the server's modules again for each
    // file took about 2 s of the file's time. Each file still has a database of its own
    // (helpers/file-database.ts keys it by the file), and a file leaves no state behind.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
