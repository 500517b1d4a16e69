// Ad page benchmark (issue 19): pages a second at 50 connections for one ad's page rendered by
// the server, against the bare JSON of the same ad (`GET /api/ads/{id}`) in the same run, on the
// real server (its own process, a fresh seeded PGlite folder, the built web app):
// - json: the ad's API answer;
// - page, shared: its Arabic and English pages as visitors get them (page cache on, the default:
//   a burst costs one render per language and cache period);
// - page, rendered: the same with the page cache off (PAGE_CACHE_SECONDS=0: every request renders
//   the page, its calls answered inside the server), a second server on the same data.
// Prints requests/s (2xx), p50, p99, each page's share of the JSON figure and the requests the
// server shed (503 with Retry-After, past its event-loop delay or requests-in-flight limit: the
// rendered mix only); exits non-zero when a request failed (any other non-2xx, or an empty answer).
// Usage: npm run build && npm run bench:ad-page [-- --duration 15 --connections 50 --port 3285]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Ad, Envelope, Paginated } from '@souq/contracts';
import { cycle, runLoad, type LoadResult } from './support/load.ts';
import { seededRandom } from './support/random.ts';
import { startServer, stopAllServers, stopServersOnInterrupt } from './support/server.ts';
import { machine } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3285' },
    /** Reuse (and seed on first use) this data folder instead of a fresh temporary one. */
    'data-dir': { type: 'string' },
    /** The built web app; `WEB_DIST` or apps/web/dist by default. */
    'web-dist': { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const webDist = path.resolve(values['web-dist'] ?? process.env.WEB_DIST ?? 'apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  throw new Error(`no web build in ${webDist}: run npm run build first`);
}
const ownDataDir = values['data-dir'] === undefined;
const dataDir = values['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'souq-ad-page-'));
stopServersOnInterrupt(() => {
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Row = { name: string; result: LoadResult };
const rows: Row[] = [];
const random = seededRandom(19);

function print({ name, result }: Row, json: number | undefined) {
  const share =
    json === undefined ? '' : `${((100 * result.requestsPerSecond) / json).toFixed(1)} %`;
  const shed = result.statuses.get(503) ?? 0;
  console.log(
    `${name.padEnd(16)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${result.p50.toFixed(0).padStart(7)} ${result.p99.toFixed(0).padStart(7)} ${share.padStart(9)} ${String(shed).padStart(6)}` +
      (result.failures.count > 0 ? `  FAILURES ${result.failures.examples.join('; ')}` : ''),
  );
}

/** The first ad of the cars category: a page with pictures, attributes and reviews. */
async function anAd(base: string): Promise<number> {
  const res = await fetch(`${base}/api/ads?category_id=8&per_page=1`);
  const ad = ((await res.json()) as Envelope<Paginated<Ad>>).data.data[0];
  if (!ad) throw new Error('no ad in category 8');
  return ad.id;
}

async function measure(
  name: string,
  base: string,
  paths: string[],
  accept: string,
  tolerated: readonly number[] = [],
) {
  const source = cycle(
    paths.map((p) => ({ path: p })),
    random,
  );
  const result = await runLoad({ base, source, connections, duration, accept, tolerated });
  const row = { name, result };
  rows.push(row);
  print(row, rows[0]?.result.requestsPerSecond);
}

console.log(
  `Ad page: ${String(connections)} connections, ${String(duration)} s each; ${machine()}`,
);
console.log('mix                   req/s  p50 ms  p99 ms   of json   shed');
try {
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: webDist };
  let server = await startServer(values.port, env);
  const id = await anAd(server.base);
  const pages = [`/ar/ad/${String(id)}`, `/en/ad/${String(id)}`];
  await measure('json', server.base, [`/api/ads/${String(id)}`], 'application/json');
  await measure('page, shared', server.base, pages, 'text/html');
  await server.stop();
  server = await startServer(values.port, { ...env, PAGE_CACHE_SECONDS: '0' });
  await measure('page, rendered', server.base, pages, 'text/html', [503]);
  await server.stop();
} finally {
  await stopAllServers();
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
}
console.log(`now ${machine()}`);
if (rows.some((row) => row.result.failures.count > 0)) process.exitCode = 1;
