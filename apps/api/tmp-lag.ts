import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from './src/db/client.ts';
import { SyncedFilterIndex } from './src/modules/ads/filter-index/index-sync.ts';
const handle = await openDatabase({ url: process.env.DATABASE_URL });
const started = performance.now();
const synced = new SyncedFilterIndex(handle.db);
const h = monitorEventLoopDelay({ resolution: 5 });
h.enable();
const big: string[] = [];
let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  if (now - last > 60) big.push(`${(now - started).toFixed(0)}:${(now - last).toFixed(0)}`);
  last = now;
}, 5);
while (!(await synced.current())) await new Promise((r) => setTimeout(r, 100));
clearInterval(timer);
console.log(
  'loaded in',
  (performance.now() - started).toFixed(0),
  'ms; rss',
  (process.memoryUsage().rss / 1e6).toFixed(0),
  'MB; delay p99',
  (h.percentile(99) / 1e6).toFixed(0),
  'max',
  (h.max / 1e6).toFixed(0),
);
console.log('stalls over 60 ms at t:ms', big.join(' '));
await handle.close();
