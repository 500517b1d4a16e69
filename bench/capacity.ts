// Capacity benchmark (issue 14): how much the server serves on this machine, as a new user would
// try it, against a bare Fastify server measured in the same run.
// 1. baseline: a bare Fastify "hello" server (its own process) under autocannon;
// 2. for each database (a fresh seeded PGlite folder, then PostgreSQL), the real server (its own
//    process) under four mixes, each address drawn from a shuffled list of every one the seeded
//    site has:
//    - pages: every ad page, category page and the home, in both languages, as text/html;
//    - api: category listings (every page), ad details and searches (words of the ad titles);
//    - home-uncached: the home rendered without a cache, one request at a time;
//    - overload: the pages mix from 500 connections while GET /api/health is watched.
// Prints requests/s, p50 and p99 (and the share of the baseline) per database, then each target
// with PASS or MISS; exits non-zero when a target is missed or a request failed.
// Usage: npm run build && npm run bench:capacity
//   [-- --duration 15 --connections 50 --only pages --database pglite|postgres|both --port 3281]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { AD_PAGE_SIZE, AD_SORTS, LANGUAGES, adsQueryString } from '@souq/contracts';
import { adsInEveryLanguage, categoriesWithAds } from './support/catalog.ts';
import { watchHealth } from './support/health.ts';
import { ensurePostgresDatabase } from './support/postgres.ts';
import {
  cycle,
  formatStatuses,
  grouped,
  roundRobin,
  runLoad,
  addFailure,
  timeOne,
  type Answer,
  type Failures,
  type LoadResult,
} from './support/load.ts';
import type { Probe } from './support/probe.ts';
import { searchProbes } from './support/queries.ts';
import { seededRandom, type Random } from './support/random.ts';
import {
  startBareServer,
  startServer,
  stopAllServers,
  stopServersOnInterrupt,
  type BenchServer,
} from './support/server.ts';
import { machine, median, percentile } from './support/stats.ts';
import { atLeast, atMost, printTargets, type Target } from './support/targets.ts';

const MIXES = ['pages', 'api', 'home-uncached', 'overload'] as const;
type Mix = (typeof MIXES)[number];
/** The mixes measured on the server as it runs by default (page cache on). */
type LoadMix = Exclude<Mix, 'home-uncached'>;
const API_PARTS = ['listings', 'details', 'searches'] as const;
const DATABASES = ['pglite', 'postgres'] as const;
type DatabaseKind = (typeof DATABASES)[number];

const { values } = parseArgs({
  options: {
    /** Seconds of each autocannon mix. */
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    /** One mix only: pages, api, home-uncached or overload. */
    only: { type: 'string' },
    /** The API mix's requests of one kind only (to profile it): listings, details or searches. */
    'api-part': { type: 'string' },
    database: { type: 'string', default: 'both' },
    /** The bare server's port; the real server takes the next one (PGlite) and the one after. */
    port: { type: 'string', default: '3281' },
    /** Reuse (and seed on first use) this data folder instead of a fresh temporary one. */
    'data-dir': { type: 'string' },
    /** Seed of the random order of the requests. */
    seed: { type: 'string', default: '14' },
    /** The built web app to serve; `WEB_DIST` or apps/web/dist by default. */
    'web-dist': { type: 'string' },
  },
});

const TARGET = {
  pagesShareOfBare: 1.5,
  pagesP99: 300,
  apiShareOfBare: 4,
  apiP99: 200,
  homeRender: 25,
  overloadMax: 3000,
  healthP99: 100,
};
const OVERLOAD_CONNECTIONS = 500;
const HEALTH_INTERVAL_MS = 200;
const HOME_SAMPLES = 20;
/** At most this many ads are visited (a seeded database has 235)… */
const MAX_ADS = 5000;
/** …and this many listing pages of each category. */
const MAX_LISTING_PAGES = 100;
const POSTGRES_URL =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/souq_bench_capacity';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(
  values['web-dist'] ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
);
const duration = Number(values.duration);
const connections = Number(values.connections);
const basePort = Number(values.port);

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return (list as readonly (string | undefined)[]).includes(value);
}

/** The options as the run uses them, or an explanation of what is wrong with them. */
function checkOptions(): string | undefined {
  if (!(duration > 0) || !(connections > 0) || !Number.isInteger(basePort)) {
    return '--duration, --connections and --port must be positive numbers';
  }
  if (values.only !== undefined && !isOneOf(MIXES, values.only)) {
    return `--only takes one of ${MIXES.join(', ')}`;
  }
  if (values['api-part'] !== undefined && !isOneOf(API_PARTS, values['api-part'])) {
    return `--api-part takes one of ${API_PARTS.join(', ')}`;
  }
  if (values.database !== 'both' && !isOneOf(DATABASES, values.database)) {
    return '--database takes pglite, postgres or both';
  }
  for (const file of ['index.html', '.ssr/entry-server.js']) {
    if (!existsSync(path.join(webDist, file))) {
      return `apps/web/dist/${file} is missing: run npm run build first (the server renders pages with it)`;
    }
  }
  return undefined;
}

const problem = checkOptions();
if (problem) {
  console.error(problem);
  process.exit(2);
}
const mixes: Mix[] = isOneOf(MIXES, values.only) ? [values.only] : [...MIXES];
const databases: DatabaseKind[] = isOneOf(DATABASES, values.database)
  ? [values.database]
  : [...DATABASES];

/** Every address a visitor and the web app request, by mix. */
type Site = { pages: Probe[]; listings: Probe[]; details: Probe[]; searches: Probe[] };

/** The seeded site as the API lists it: its categories with ads, its ads in both languages. */
async function discoverSite(base: string, random: Random): Promise<Site> {
  const categories = await categoriesWithAds(base);
  const ads = await adsInEveryLanguage(base, '/api/ads/most-viewed', MAX_ADS);
  const adIds = [...new Set(ads.map(({ ad }) => ad.id))].sort((a, b) => a - b);
  const sorts = [undefined, ...AD_SORTS.filter((sort) => sort !== 'newest')];
  return {
    pages: LANGUAGES.flatMap((lang) => [
      { path: `/${lang}` },
      ...categories.map((c) => ({ path: `/${lang}/category/${String(c.id)}` })),
      ...adIds.map((id) => ({ path: `/${lang}/ad/${String(id)}` })),
    ]),
    listings: LANGUAGES.flatMap((lang) =>
      categories.flatMap((c) =>
        Array.from(
          { length: Math.min(MAX_LISTING_PAGES, Math.ceil(c.adCount / AD_PAGE_SIZE)) },
          (_, i) =>
            sorts.map((sort) => ({
              path: `/api/ads?${adsQueryString({ category_id: c.id, page: i + 1, sort })}`,
              lang,
            })),
        ).flat(),
      ),
    ),
    details: LANGUAGES.flatMap((lang) =>
      adIds.map((id) => ({ path: `/api/ads/${String(id)}`, lang })),
    ),
    searches: searchProbes(ads, random),
  };
}

/** When the first answer of the last of `distinct` addresses came (ms from the start), if it did. */
function firstPassEnd(answers: readonly Answer[], distinct: number): number | undefined {
  const answered = new Set<string>();
  for (const answer of answers) {
    answered.add(answer.path);
    if (answered.size === distinct) return answer.sentAt + answer.ms;
  }
  return undefined;
}

/**
 * Where the pages' slow answers were: before or after every address had been answered once. The
 * mix starts with an empty page cache, so until then most answers wait for a first render.
 */
function firstRendersNote(answers: readonly Answer[], distinct: number, overMs: number): string {
  const end = firstPassEnd(answers, distinct);
  const slow = answers.filter((answer) => answer.ms > overMs);
  const over = `${String(slow.length)} answers over ${String(overMs)} ms`;
  if (end === undefined) return `not every address was answered; ${over}`;
  const before = slow.filter((answer) => answer.sentAt < end).length;
  return `every address answered once by ${(end / 1000).toFixed(1)} s; ${String(before)} of the ${over} were sent before then`;
}

/** One line of a database's table. */
type Row = {
  mix: string;
  requestsPerSecond?: number;
  p50: number;
  p99?: number;
  max?: number;
  requests: string;
  failures: Failures;
  notes: string;
};

function loadRow(mix: string, result: LoadResult, distinct: number, notes: string[] = []): Row {
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

function printRow(row: Row, bare: number | undefined): void {
  const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(0));
  const rps = row.requestsPerSecond;
  const share = rps !== undefined && bare ? `${((rps / bare) * 100).toFixed(2)} %` : '';
  console.log(
    `${row.mix.padEnd(14)} ${(rps === undefined ? '' : rps.toFixed(0)).padStart(7)} ${share.padStart(9)}` +
      ` ${ms(row.p50).padStart(7)} ${ms(row.p99).padStart(7)} ${ms(row.max).padStart(7)}` +
      `  ${row.requests.padEnd(22)} ${String(row.failures.count).padStart(8)}  ${row.notes}`,
  );
  for (const example of row.failures.examples) console.log(`${''.padEnd(15)}failed: ${example}`);
}

function printTable(title: string, rows: readonly Row[], bare: number | undefined): void {
  console.log(`\n${title}`);
  console.log(
    'mix              req/s % of bare  p50 ms  p99 ms  max ms  requests               failures  notes',
  );
  for (const row of rows) printRow(row, bare);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (a minute at most) until the server has worked off what the previous mix left queued:
 * `GET /api/health` answers in under 50 ms.
 */
async function settle(base: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (performance.now() - started < 50) return;
    } catch {
      // still busy
    }
    await sleep(500);
  }
}

/** The server's time for a page: `data` plus `render` of its Server-Timing header. */
function serverTime(headers: Headers): number | undefined {
  const timing = headers.get('server-timing') ?? '';
  const durations = ['data', 'render'].map((name) =>
    new RegExp(`(?:^|,)\\s*${name}\\s*;(?:[^,]*;)?\\s*dur=([\\d.]+)`).exec(timing),
  );
  if (durations.some((match) => !match)) return undefined;
  return durations.reduce((sum, match) => sum + Number(match?.[1]), 0);
}

/**
 * The home page rendered without a cache (every visit a first visit: the server runs with
 * PAGE_CACHE_SECONDS=0), one request at a time, alternately in each language: the server time
 * its Server-Timing gives (answering the page's calls, then rendering).
 */
async function homeUncached(base: string): Promise<Row> {
  const failures: Failures = { count: 0, examples: [] };
  const times: number[] = [];
  for (let i = 0; i < HOME_SAMPLES; i += 1) {
    const lang = LANGUAGES[i % LANGUAGES.length] ?? 'en';
    const timed = await timeOne(base, { path: `/${lang}` }, 'text/html', failures);
    const time = serverTime(timed.headers);
    if (time === undefined) addFailure(failures, `/${lang}: no Server-Timing data and render`);
    else times.push(time);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    mix: 'home-uncached',
    p50: median(times),
    max: sorted.at(-1),
    requests: `${String(HOME_SAMPLES)} one at a time`,
    failures,
    notes: 'server time (Server-Timing data + render), page cache off',
  };
}

type Measured = { rows: Row[]; targets: Target[] };

async function measureMix(
  mix: LoadMix,
  base: string,
  site: Site,
  random: Random,
  bare: number | undefined,
  label: string,
): Promise<Measured> {
  const share = (rps: number) => (bare ? (rps / bare) * 100 : NaN);
  const failed = (row: Row) => atMost(`${label} ${row.mix}: failures`, row.failures.count, 0, '');
  switch (mix) {
    case 'pages': {
      const result = await runLoad({
        base,
        source: cycle(site.pages, random),
        connections,
        duration,
        accept: 'text/html',
      });
      const row = loadRow('pages', result, site.pages.length, [
        firstRendersNote(result.answers, site.pages.length, TARGET.pagesP99),
      ]);
      return {
        rows: [row],
        targets: [
          atLeast(
            `${label} pages: % of bare`,
            share(result.requestsPerSecond),
            TARGET.pagesShareOfBare,
            '%',
          ),
          atMost(`${label} pages: p99`, result.p99, TARGET.pagesP99, 'ms'),
          failed(row),
        ],
      };
    }
    case 'api': {
      const part = values['api-part'];
      const lists = isOneOf(API_PARTS, part)
        ? [site[part]]
        : [site.listings, site.details, site.searches];
      const source = roundRobin(lists.map((list) => cycle(list, random)));
      const result = await runLoad({
        base,
        source,
        connections,
        duration,
        accept: 'application/json',
      });
      const row = loadRow('api', result, source.distinct, [
        part === undefined
          ? `a third each of ${String(site.listings.length)} listings, ${String(site.details.length)} ads, ${String(site.searches.length)} searches`
          : `${part} only`,
      ]);
      return {
        rows: [row],
        targets: [
          atLeast(
            `${label} api: % of bare`,
            share(result.requestsPerSecond),
            TARGET.apiShareOfBare,
            '%',
          ),
          atMost(`${label} api: p99`, result.p99, TARGET.apiP99, 'ms'),
          failed(row),
        ],
      };
    }
    case 'overload':
      return overload(base, site, random, label);
  }
}

/** The pages mix from 500 connections; 503 is an accepted answer; /api/health is watched. */
async function overload(
  base: string,
  site: Site,
  random: Random,
  label: string,
): Promise<Measured> {
  const health = await watchHealth(base, HEALTH_INTERVAL_MS);
  const result = await runLoad({
    base,
    source: cycle(site.pages, random),
    connections: OVERLOAD_CONNECTIONS,
    duration,
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
  return {
    rows: [row, healthRow],
    targets: [
      atMost(`${label} overload: max latency`, result.max, TARGET.overloadMax, 'ms'),
      atMost(`${label} overload: failures other than 503`, result.failures.count, 0, ''),
      atMost(`${label} overload: /api/health p99`, healthP99, TARGET.healthP99, 'ms'),
      atMost(`${label} overload: /api/health failures`, report.failures.length, 0, ''),
    ],
  };
}

async function startRealServer(
  kind: DatabaseKind,
  dataRoot: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = String(basePort + 1 + DATABASES.indexOf(kind));
  const dataDir = path.join(dataRoot, kind);
  if (kind === 'postgres') await ensurePostgresDatabase(POSTGRES_URL);
  console.log(`starting the server on ${kind} (port ${port}; a first start seeds the database)`);
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? POSTGRES_URL : '',
    WEB_DIST: webDist,
    ...env,
  });
  if (kind === 'postgres') await vacuum(POSTGRES_URL);
  return server;
}

/**
 * Clears what earlier runs left (the row versions of the view counts they wrote), as
 * autovacuum does on a PostgreSQL server as it comes; this machine's runs without it.
 */
async function vacuum(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** The home page's server time on a server that keeps no page (its own start, same database). */
async function measureHomeUncached(kind: DatabaseKind, dataRoot: string): Promise<Measured> {
  const server = await startRealServer(kind, dataRoot, { PAGE_CACHE_SECONDS: '0' });
  try {
    await settle(server.base);
    const row = await homeUncached(server.base);
    printRow(row, undefined);
    return {
      rows: [row],
      targets: [
        atMost(`${kind} home-uncached: median`, row.p50, TARGET.homeRender, 'ms'),
        atMost(`${kind} home-uncached: failures`, row.failures.count, 0, ''),
      ],
    };
  } finally {
    await server.stop();
  }
}

/** Every selected mix on one database, each once the server has settled from the one before. */
async function measureDatabase(
  kind: DatabaseKind,
  dataRoot: string,
  bare: number | undefined,
): Promise<Measured> {
  const measured: Measured = mixes.includes('home-uncached')
    ? await measureHomeUncached(kind, dataRoot)
    : { rows: [], targets: [] };
  const loadMixes = mixes.filter((mix): mix is LoadMix => mix !== 'home-uncached');
  if (loadMixes.length === 0) return measured;
  const server = await startRealServer(kind, dataRoot);
  try {
    const random = seededRandom(Number(values.seed));
    const site = await discoverSite(server.base, random);
    for (const mix of loadMixes) {
      await settle(server.base);
      const { rows, targets } = await measureMix(mix, server.base, site, random, bare, kind);
      rows.forEach((row) => {
        printRow(row, bare);
      });
      measured.rows.push(...rows);
      measured.targets.push(...targets);
    }
    return measured;
  } finally {
    await server.stop();
  }
}

async function measureBare(): Promise<Row> {
  const server = await startBareServer(String(basePort));
  try {
    const result = await runLoad({
      base: server.base,
      source: cycle([{ path: '/' }], seededRandom(1)),
      connections,
      duration,
      accept: 'application/json',
    });
    return loadRow('bare Fastify', result, 1, ['GET / {"hello":"world"}, its own process']);
  } finally {
    await server.stop();
  }
}

const ownDataDir = values['data-dir'] === undefined;
const dataRoot = values['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'souq-capacity-'));
const removeDataDir = () => {
  if (ownDataDir) rmSync(dataRoot, { recursive: true, force: true });
};
stopServersOnInterrupt(removeDataDir);

console.log(
  `Capacity: ${String(connections)} connections, ${String(duration)} s per mix; ${machine()}`,
);
const tables: { title: string; rows: Row[] }[] = [];
const targets: Target[] = [];
let bare: number | undefined;
try {
  if (mixes.includes('pages') || mixes.includes('api')) {
    const bareRow = await measureBare();
    bare = bareRow.requestsPerSecond;
    printRow(bareRow, undefined);
    tables.push({ title: 'baseline', rows: [bareRow] });
    targets.push(atMost('bare Fastify: failures', bareRow.failures.count, 0, ''));
  }
  for (const kind of databases) {
    const measured = await measureDatabase(kind, dataRoot, bare);
    tables.push({
      title: kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL',
      rows: measured.rows,
    });
    targets.push(...measured.targets);
  }
} finally {
  await stopAllServers();
  removeDataDir();
}

for (const table of tables) printTable(table.title, table.rows, bare);
console.log('\ntargets');
const passed = printTargets(targets);
console.log(`\n${machine()} at the end`);
if (!passed) process.exitCode = 1;
