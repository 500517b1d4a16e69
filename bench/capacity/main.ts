// Capacity benchmark (issues 14 and 46): how much the server serves on this machine against a
// bare Fastify server measured in the same run.
// 1. baseline: a bare Fastify "hello" server (its own process) under autocannon;
// 2. for each database (a fresh seeded PGlite folder, then PostgreSQL) and each topology (one
//    process on its port; two processes on one PostgreSQL with Redis behind nginx, its page cache
//    off), the real server under the selected mixes:
//    - pages: every ad page, category page and the home, in both languages, as text/html;
//    - api: category listings (every page), ad details and searches (words of the ad titles);
//    - home-uncached: the home rendered without a cache, one request at a time (one process);
//    - overload: the pages mix from 500 connections while GET /api/health is watched;
//    - long-tail (PostgreSQL, a database of many ads): ad pages drawn by Zipf popularity, with
//      home, category and search pages and the API calls an ad's page makes in the browser.
//    Behind nginx, pages and long-tail are measured a second time with nginx's page cache on.
// Prints requests/s, p50 and p99 (and the share of the baseline) per setup, then each target
// with PASS or MISS; exits non-zero when a target is missed or a request failed.
// Usage: npm run build && npm run bench:capacity [-- --duration 15 --connections 50
//   --only pages,long-tail --database pglite|postgres|both --topology one|nginx-two|both
//   --database-url postgres://… --redis-url redis://127.0.0.1:6379/14 --port 3281]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cycle, runLoad } from '../support/load.ts';
import { seededRandom, type Random } from '../support/random.ts';
import { startBareServer, stopAllServers, stopServersOnInterrupt } from '../support/server.ts';
import { machine } from '../support/stats.ts';
import { atMost, printTargets, type Target } from '../support/targets.ts';
import { measureHomeUncached } from './home-uncached.ts';
import { discoverLongTail, type LongTailSite } from './long-tail-source.ts';
import { measureLongTail } from './long-tail.ts';
import {
  readOptions,
  type DatabaseKind,
  type Mix,
  type Options,
  type Topology,
} from './options.ts';
import { measureOverload } from './overload.ts';
import { loadRow, printRow, printTable, type Measured, type Row } from './rows.ts';
import type { Run } from './run.ts';
import { settle } from './settle.ts';
import { measureApi, measurePages } from './site-mixes.ts';
import { discoverSite, type Site } from './site.ts';
import { startOne, startSetup, stopAllNginx, type Setup } from './setups.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = readOptions(root);
if (typeof read === 'string') {
  console.error(read);
  process.exit(2);
}
const options: Options = read;

function title(kind: DatabaseKind, topology: Topology): string {
  const database = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
  return topology === 'one'
    ? `${database}, one process`
    : `${database}, two processes with Redis behind nginx (its page cache off but in the nginx-cached rows)`;
}

/** What a setup's mixes request, learnt once it answers. */
type Known = { site?: Site; longTail?: LongTailSite };

async function learn(
  base: string,
  kind: DatabaseKind,
  mixes: readonly Mix[],
  random: Random,
): Promise<Known> {
  const known: Known = {};
  if (mixes.some((mix) => mix === 'pages' || mix === 'api' || mix === 'overload')) {
    known.site = await discoverSite(base, random);
  }
  if (kind === 'postgres' && mixes.includes('long-tail')) {
    known.longTail = await discoverLongTail(base, options.postgresUrl, random);
  }
  return known;
}

async function measureMix(mix: Mix, run: Run, known: Known): Promise<Measured> {
  const { site, longTail } = known;
  switch (mix) {
    case 'pages':
      return site ? measurePages(run, site) : { rows: [], targets: [] };
    case 'api':
      return site ? measureApi(run, site) : { rows: [], targets: [] };
    case 'overload':
      return site ? measureOverload(run, site) : { rows: [], targets: [] };
    case 'long-tail':
      return longTail ? measureLongTail(run, longTail) : { rows: [], targets: [] };
    case 'home-uncached':
      return { rows: [], targets: [] };
  }
}

/** Behind nginx: pages and long-tail again with nginx's page cache on. */
async function measureCached(setup: Setup, run: Run, known: Known): Promise<Measured> {
  const measured: Measured = { rows: [], targets: [] };
  const { site, longTail } = known;
  const measures = [
    ...(site && options.mixes.includes('pages')
      ? [(cached: Run) => measurePages(cached, site, 'pages nginx-cached')]
      : []),
    ...(longTail
      ? [(cached: Run) => measureLongTail(cached, longTail, 'long-tail nginx-cached')]
      : []),
  ];
  if (!setup.withNginxCache || measures.length === 0) return measured;
  const nginx = await setup.withNginxCache();
  try {
    for (const measure of measures) {
      await settle(nginx.base);
      const { rows, targets } = await measure({ ...run, base: nginx.base });
      print(rows);
      measured.rows.push(...rows);
      measured.targets.push(...targets);
    }
    return measured;
  } finally {
    await nginx.stop();
  }
}

let bare: number | undefined;
const print = (rows: readonly Row[]) => {
  for (const row of rows) printRow(row, bare);
};

/** Every selected mix on one setup, each once the server has settled from the one before. */
async function measureSetup(
  kind: DatabaseKind,
  topology: Topology,
  dataRoot: string,
): Promise<Measured> {
  const label = topology === 'one' ? kind : `${kind} ${topology}`;
  const measured: Measured = { rows: [], targets: [] };
  const add = ({ rows, targets }: Measured) => {
    measured.rows.push(...rows);
    measured.targets.push(...targets);
  };
  if (topology === 'one' && options.mixes.includes('home-uncached')) {
    const server = await startOne(options, kind, dataRoot, { PAGE_CACHE_SECONDS: '0' });
    try {
      add(await measureHomeUncached(server.base, kind));
    } finally {
      await server.stop();
    }
  }
  const loadMixes = options.mixes.filter(
    (mix) => mix !== 'home-uncached' && (mix !== 'long-tail' || kind === 'postgres'),
  );
  if (loadMixes.length === 0) return measured;
  const setup = await startSetup(options, kind, topology, dataRoot);
  try {
    const random = seededRandom(options.seed);
    const known = await learn(setup.base, kind, loadMixes, random);
    const run: Run = { options, base: setup.base, label, topology, bare, random };
    for (const mix of loadMixes) {
      await settle(setup.base);
      const result = await measureMix(mix, run, known);
      print(result.rows);
      add(result);
    }
    add(await measureCached(setup, run, known));
    return measured;
  } finally {
    await setup.stop();
  }
}

async function measureBare(): Promise<Row> {
  const server = await startBareServer(String(options.basePort));
  try {
    const result = await runLoad({
      base: server.base,
      source: cycle([{ path: '/' }], seededRandom(1)),
      connections: options.connections,
      duration: options.duration,
      accept: 'application/json',
    });
    return loadRow('bare Fastify', result, 1, ['GET / {"hello":"world"}, its own process']);
  } finally {
    await server.stop();
  }
}

const ownDataDir = options.dataDir === undefined;
const dataRoot = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'souq-capacity-'));
const removeDataDir = () => {
  if (ownDataDir) rmSync(dataRoot, { recursive: true, force: true });
};
stopServersOnInterrupt(async () => {
  await stopAllNginx();
  removeDataDir();
});

console.log(
  `Capacity: ${String(options.connections)} connections, ${String(options.duration)} s per mix; ${machine()}`,
);
const tables: { title: string; rows: Row[] }[] = [];
const targets: Target[] = [];
try {
  if (options.mixes.some((mix) => mix === 'pages' || mix === 'api' || mix === 'long-tail')) {
    const bareRow = await measureBare();
    bare = bareRow.requestsPerSecond;
    printRow(bareRow, undefined);
    tables.push({ title: 'baseline', rows: [bareRow] });
    targets.push(atMost('bare Fastify: failures', bareRow.failures.count, 0, ''));
  }
  for (const kind of options.databases) {
    // Only PostgreSQL serves several processes: PGlite runs as one.
    const topologies =
      kind === 'pglite' ? options.topologies.filter((t) => t === 'one') : options.topologies;
    for (const topology of topologies) {
      const measured = await measureSetup(kind, topology, dataRoot);
      tables.push({ title: title(kind, topology), rows: measured.rows });
      targets.push(...measured.targets);
    }
  }
} finally {
  await stopAllServers();
  await stopAllNginx();
  removeDataDir();
}

for (const table of tables) printTable(table.title, table.rows, bare);
console.log('\ntargets');
const passed = printTargets(targets);
console.log(`\n${machine()} at the end`);
if (!passed) process.exitCode = 1;
