// Sitemap benchmark (issue 19): how long the sitemap index and each paged sitemap take, and how
// much memory the server holds while it sends them, on the real server (its own process). By
// default on a fresh seeded PGlite folder; with `--database-url` on a PostgreSQL database, such
// as the 1,000,000 ads `npm run bench:generate` writes.
// Prints, for the index (first and kept) and each sitemap: the time to its first byte and to its
// end, its size and its number of addresses; then the server's memory (resident) before and at
// its peak (`VmHWM` in /proc). Exits non-zero when an answer is not 200 or a sitemap holds more
// than 50,000 addresses.
// Usage: npm run build && npm run bench:sitemap [-- --database-url postgres://… --port 3286]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer, stopAllServers, stopServersOnInterrupt } from './support/server.ts';
import { machine } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3286' },
    'database-url': { type: 'string' },
    /** Measure only the first N sitemaps the index names (all by default). */
    limit: { type: 'string' },
  },
});
const MAX_ADDRESSES = 50_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souq-sitemap-'));
stopServersOnInterrupt(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A figure of the process's status in /proc (`VmRSS`, `VmHWM`), in MB. */
function memoryOf(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (pid === undefined) return NaN;
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kb / 1024;
}

type Timing = { status: number; firstByte: number; total: number; bytes: number; body: string };

/** One GET, timed to its first byte and to its end (uncompressed, as crawlers mostly ask). */
async function timed(url: string): Promise<Timing> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  let firstByte = NaN;
  const chunks: Uint8Array[] = [];
  for await (const chunk of (res.body ?? []) as AsyncIterable<Uint8Array>) {
    if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  return {
    status: res.status,
    firstByte,
    total: performance.now() - started,
    bytes: Buffer.byteLength(body),
    body,
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

const failures = { count: 0 };
function print(name: string, timing: Timing, addresses: number) {
  const ok = timing.status === 200 && addresses <= MAX_ADDRESSES;
  if (!ok) failures.count += 1;
  console.log(
    `${name.padEnd(22)} ${timing.firstByte.toFixed(0).padStart(8)} ${timing.total.toFixed(0).padStart(8)}` +
      ` ${(timing.bytes / 1024 / 1024).toFixed(2).padStart(8)} ${String(addresses).padStart(9)}` +
      (ok ? '' : `  FAILED (status ${String(timing.status)})`),
  );
}

console.log(`Sitemap; ${machine()}`);
try {
  const databaseUrl = values['database-url'] ?? '';
  console.log(`starting the server on ${databaseUrl === '' ? 'a fresh PGlite' : databaseUrl}`);
  const server = await startServer(values.port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const before = memoryOf(server.pid, 'VmRSS');
  console.log('answer                 first ms   end ms       MB  addresses');
  const index = await timed(`${server.base}/sitemap.xml`);
  print('index (first)', index, locs(index.body).length);
  print('index (kept)', await timed(`${server.base}/sitemap.xml`), locs(index.body).length);
  const sitemaps = locs(index.body).slice(0, values.limit ? Number(values.limit) : undefined);
  for (const loc of sitemaps) {
    const sitemap = await timed(`${server.base}${new URL(loc).pathname}`);
    print(new URL(loc).pathname.replace('/sitemaps/', ''), sitemap, locs(sitemap.body).length);
  }
  console.log(
    `server memory (resident): ${before.toFixed(0)} MB before, ` +
      `${memoryOf(server.pid, 'VmHWM').toFixed(0)} MB at its peak; now ${machine()}`,
  );
  await server.stop();
} finally {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.count > 0) process.exitCode = 1;
