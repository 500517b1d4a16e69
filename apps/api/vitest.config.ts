import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Files share one PostgreSQL database when DATABASE_URL is set: run them one after another so
    // a file that adds rows (an offer of its own) never shifts another file's pages mid-test.
    fileParallelism: !process.env.DATABASE_URL,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
