// The process support/health.ts forks: once warmed up (it says 'ready'), `GET <base>/api/health`
// every <interval> ms, whether or not the previous answer came (as a load balancer checks), until
// the parent sends 'stop'; then waits for the requests still under way (10 s at most each) and
// sends the parent its report.
import type { HealthReport } from './health.ts';

const [base, interval] = process.argv.slice(2);
const report: HealthReport = { latencies: [], failures: [] };
const underWay = new Set<Promise<void>>();

async function probe(): Promise<void> {
  const started = performance.now();
  try {
    const res = await fetch(`${String(base)}/api/health`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    if (res.status !== 200) report.failures.push(`status ${String(res.status)}`);
  } catch (error) {
    report.failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    report.latencies.push(performance.now() - started);
  }
}

// One request first, not counted, before telling the parent it may start the load: the probe's
// own start (loading fetch) must not count as the server's wait.
await fetch(`${String(base)}/api/health`).then((res) => res.arrayBuffer());
process.send?.('ready');

const timer = setInterval(() => {
  const request = probe();
  underWay.add(request);
  void request.finally(() => underWay.delete(request));
}, Number(interval));

async function stop(): Promise<void> {
  clearInterval(timer);
  await Promise.all(underWay);
  if (process.send && process.connected) process.send(report, () => process.exit(0));
  else process.exit(0);
}

process.once('message', () => void stop());
// The parent is gone (killed): nobody to report to.
process.once('disconnect', () => process.exit(0));
