import { openDatabase } from './src/db/client.ts';
import { SyncedFilterIndex } from './src/modules/ads/filter-index/index-sync.ts';
const handle = await openDatabase({ url: process.env.DATABASE_URL });
const started = performance.now();
const synced = new SyncedFilterIndex(handle.db);
let lagMax = 0;
let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  lagMax = Math.max(lagMax, now - last - 10);
  last = now;
}, 10);
while (!(await synced.current())) await new Promise((r) => setTimeout(r, 100));
clearInterval(timer);
console.log(
  'loaded in',
  (performance.now() - started).toFixed(0),
  'ms; heap',
  (process.memoryUsage().heapUsed / 1e6).toFixed(0),
  'MB; rss',
  (process.memoryUsage().rss / 1e6).toFixed(0),
  'MB; max loop delay',
  lagMax.toFixed(0),
);
const index = await synced.current();
for (const words of [[['nine']], [['for']], [['الش']], [['clean']], [['toyota']], [['t']]]) {
  const t0 = performance.now();
  const r = index!.search({
    words,
    offset: 0,
    limit: 20,
    countUpTo: 1000,
    nowUs: Date.now() * 1000,
  });
  console.log(JSON.stringify(words), r.total, (performance.now() - t0).toFixed(2), 'ms');
}
await handle.close();
