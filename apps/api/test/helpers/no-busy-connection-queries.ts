import { afterAll, expect } from 'vitest';

/**
 * node-postgres warns when a statement is sent on a connection that is still running another
 * (two statements of one transaction sent side by side), and pg@9 refuses it. Node prints such a
 * warning once a process, so it is heard from the first file of a worker that makes it, and
 * fails that file: each of those places was a bug to fix, not a warning to live with.
 */
const BUSY_CONNECTION = /already executing a query/;

type Heard = { warnings: string[] };
const state = globalThis as typeof globalThis & { busyConnectionQueries?: Heard };
if (state.busyConnectionQueries === undefined) {
  const heard: Heard = { warnings: [] };
  state.busyConnectionQueries = heard;
  process.on('warning', (warning) => {
    if (BUSY_CONNECTION.test(warning.message))
      heard.warnings.push(warning.stack ?? warning.message);
  });
}
const heard = state.busyConnectionQueries;

afterAll(() => {
  const warnings = heard.warnings.splice(0);
  expect(warnings, 'a statement sent on a connection still running another').toEqual([]);
});
