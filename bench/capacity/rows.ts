// The lines of bench:capacity's tables, and what they are checked against.
import type { Failures, LoadResult } from '../support/load.ts';
import { atMost, type Target } from '../support/targets.ts';
import type { Topology } from './options.ts';

/** One line of a table. */
export type Row = {
  mix: string;
  requestsPerSecond?: number;
  p50: number;
  p99?: number;
  max?: number;
  requests: string;
  failures: Failures;
  notes: string;
};

/** What a mix measured: its rows and the targets they meet or miss. */
export type Measured = { rows: Row[]; targets: Target[] };

export function loadRow(
  mix: string,
  result: LoadResult,
  distinct: number,
  notes: string[] = [],
): Row {
  return {
    mix,
    requestsPerSecond: result.requestsPerSecond,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    requests: `${result.sent.toLocaleString('en-US')} (${distinct.toLocaleString('en-US')} distinct)`,
    failures: result.failures,
    notes: notes.join('; '),
  };
}

export function printRow(row: Row, bare: number | undefined): void {
  const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(0));
  const rps = row.requestsPerSecond;
  const share = rps !== undefined && bare ? `${((rps / bare) * 100).toFixed(2)} %` : '';
  console.log(
    `${row.mix.padEnd(22)} ${(rps === undefined ? '' : rps.toFixed(0)).padStart(7)} ${share.padStart(9)}` +
      ` ${ms(row.p50).padStart(7)} ${ms(row.p99).padStart(7)} ${ms(row.max).padStart(7)}` +
      `  ${row.requests.padEnd(22)} ${String(row.failures.count).padStart(8)}  ${row.notes}`,
  );
  for (const example of row.failures.examples) console.log(`${''.padEnd(23)}failed: ${example}`);
}

export function printTable(title: string, rows: readonly Row[], bare: number | undefined): void {
  console.log(`\n${title}`);
  console.log(
    `${'mix'.padEnd(22)}   req/s % of bare  p50 ms  p99 ms  max ms  requests               failures  notes`,
  );
  for (const row of rows) printRow(row, bare);
}

/** `row` had no failure. */
export function noFailures(label: string, row: Row): Target {
  return atMost(`${label} ${row.mix.trim()}: failures`, row.failures.count, 0, '');
}

/**
 * The targets a mix checks on a topology: its goals are one process's (issue 14, 46); two
 * behind nginx are only checked for failures.
 */
export function checked(topology: Topology, goals: Target[], failures: Target[]): Target[] {
  return topology === 'one' ? [...goals, ...failures] : failures;
}
