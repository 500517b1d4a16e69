// The overload mix: the pages mix from 500 connections while GET /api/health is watched.
import { watchHealth } from '../support/health.ts';
import { cycle, formatStatuses, grouped, runLoad } from '../support/load.ts';
import { percentile } from '../support/stats.ts';
import { atMost } from '../support/targets.ts';
import { TARGET } from './options.ts';
import { checked, loadRow, type Measured, type Row } from './rows.ts';
import type { Run } from './run.ts';
import type { Site } from './site.ts';

const OVERLOAD_CONNECTIONS = 500;
const HEALTH_INTERVAL_MS = 200;

/** The pages mix from 500 connections; 503 is an accepted answer; /api/health is watched. */
export async function measureOverload(run: Run, site: Site): Promise<Measured> {
  const { base, label } = run;
  const health = await watchHealth(base, HEALTH_INTERVAL_MS);
  const result = await runLoad({
    base,
    source: cycle(site.pages, run.random),
    connections: OVERLOAD_CONNECTIONS,
    duration: run.options.duration,
    accept: 'text/html',
    tolerated: [503],
    timeout: 10,
  });
  const report = await health.stop();
  const latencies = [...report.latencies].sort((a, b) => a - b);
  const healthP99 = percentile(latencies, 99);
  const row = loadRow('overload', result, site.pages.length, [
    `${String(OVERLOAD_CONNECTIONS)} connections`,
    formatStatuses(result.statuses),
    `${String(result.timeouts)} timeouts`,
  ]);
  const healthRow: Row = {
    mix: '  /api/health',
    p50: percentile(latencies, 50),
    p99: healthP99,
    max: latencies.at(-1),
    requests: `${String(latencies.length)} every ${String(HEALTH_INTERVAL_MS)} ms`,
    failures: grouped(report.failures),
    notes: 'during the overload',
  };
  const goals = [
    atMost(`${label} overload: max latency`, result.max, TARGET.overloadMax, 'ms'),
    atMost(`${label} overload: /api/health p99`, healthP99, TARGET.healthP99, 'ms'),
  ];
  const failures = [
    atMost(`${label} overload: failures other than 503`, result.failures.count, 0, ''),
    atMost(`${label} overload: /api/health failures`, report.failures.length, 0, ''),
  ];
  return { rows: [row, healthRow], targets: checked(run.topology, goals, failures) };
}
