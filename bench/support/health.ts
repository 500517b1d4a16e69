// Watches GET /api/health while a benchmark loads the server: a process of its own (so that the
// load generator's busy event loop does not delay it) requests it every `interval` ms and, when
// stopped, reports the latency of each answer and each failure.
import { fork } from 'node:child_process';
import path from 'node:path';

export type HealthReport = {
  /** Milliseconds of each request, until its answer or its failure. */
  latencies: number[];
  /** A status other than 200, an error or no answer within 10 s. */
  failures: string[];
};

export type HealthWatch = { stop: () => Promise<HealthReport> };

/** Starts watching; resolves once the probe has made its first request (not counted). */
export async function watchHealth(base: string, interval: number): Promise<HealthWatch> {
  const child = fork(path.join(import.meta.dirname, 'health-probe.ts'), [base, String(interval)], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`the health probe stopped without a report (exit code ${String(code)})`));
    });
  });
  const nextMessage = () =>
    Promise.race([new Promise<unknown>((resolve) => child.once('message', resolve)), exited]);
  await nextMessage();
  const report = nextMessage() as Promise<HealthReport>;
  return {
    stop() {
      child.send('stop');
      return report;
    },
  };
}
