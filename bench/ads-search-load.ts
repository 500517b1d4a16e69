// Search and filtered-listing benchmark: starts the real server (its own process) on the
// configured database (meant for PostgreSQL filled by `npm run bench:generate`) with the search
// engine `--engine` names (SEARCH_ENGINE by default, else the server's), waits until that engine
// is ready (`/api/health`: the memory engine once its copy of the filters and words is loaded),
// learns from its API the words of the ads' titles (both languages) and the filters of every
// category, then
// 1. latency: one request at a time, each a different search (whole words, 3–5 letter
//    beginnings, pairs of words, some narrowed to a category) or filtered category page (one to
//    three filters of any type, labels in the page's language), none sent before: p50/p95/max;
// 2. load: autocannon with 50 connections on other searches and listings, requests/s.
// Prints each target with PASS or MISS and exits non-zero when one is missed, a request failed
// (a status other than 2xx, an empty answer, a connection error or a timeout) or the load phase
// ran out of distinct requests and sent one twice.
// Usage: npm run bench:search [-- --engine memory|postgres --samples 300 --duration 10
//   --connections 50 --detail]
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Ad, Paginated } from '@souq/contracts';
import {
  SEARCH_ENGINE_NAMES,
  type SearchEngineName,
} from '../apps/api/src/modules/ads/search-engine/search-engine.ts';
import {
  adsInEveryLanguage,
  allCategories,
  filtersInEveryLanguage,
  getJson,
  type CategoryRef,
  type LocalAd,
} from './support/catalog.ts';
import { cycle, runLoad, timeOne, type Failures } from './support/load.ts';
import type { Probe } from './support/probe.ts';
import { listingProbes, searchProbes, textValues } from './support/queries.ts';
import { seededRandom } from './support/random.ts';
import { startServer, stopServersOnInterrupt } from './support/server.ts';
import { machine, percentile } from './support/stats.ts';
import { atLeast, atMost, printTargets, type Target } from './support/targets.ts';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '300' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3270' },
    /** The server's SEARCH_ENGINE; unset, the environment's passes through. */
    engine: { type: 'string' },
    /** Seed of the random draw of the requests. */
    seed: { type: 'string', default: '14' },
    /** Also print the slowest requests of the latency phase. */
    detail: { type: 'boolean', default: false },
  },
});
const samples = Number(values.samples);
const duration = Number(values.duration);
const connections = Number(values.connections);
const engine = values.engine ?? process.env.SEARCH_ENGINE;
if (engine !== undefined && !SEARCH_ENGINE_NAMES.some((name) => name === engine)) {
  throw new Error(`--engine must be one of ${SEARCH_ENGINE_NAMES.join(', ')}`);
}
/**
 * The memory engine's targets (issue 14); the postgres engine's, for a site of many processes
 * and 10,000,000 ads (issue 46), also bound each process's memory and its start.
 */
const TARGET: {
  p95: number;
  requestsPerSecond: number;
  residentMb?: number;
  readySeconds?: number;
} =
  engine === 'postgres'
    ? { p95: 100, requestsPerSecond: 200, residentMb: 300, readySeconds: 5 }
    : { p95: 50, requestsPerSecond: 300 };
/** Ads read per top-level category and language for their words and texts. */
const ADS_PER_CATEGORY = 480;
/** Distinct requests ready for the load phase per second it lasts. */
const LOAD_REQUESTS_PER_SECOND = 1000;

/**
 * The ads a visitor sees first in each top-level category, in both languages (generated ads
 * copy the seeded titles, so these hold their words).
 */
async function sampleAds(base: string, categories: readonly CategoryRef[]): Promise<LocalAd[]> {
  const perCategory = await Promise.all(
    categories
      .filter((c) => c.parentId === null)
      .map((c) =>
        adsInEveryLanguage(base, `/api/ads?category_id=${String(c.id)}`, ADS_PER_CATEGORY),
      ),
  );
  return perCategory.flat();
}

/**
 * Waits until the server's search engine answers as it is meant to (the memory engine once its
 * copy of the filters and words is loaded, the database answering meanwhile; the postgres engine
 * at once), as a load balancer's readiness check would, and prints which engine and how long.
 */
async function searchEngineReady(base: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const health = await getJson<{ search_index: string; search_engine: SearchEngineName }>(
      base,
      '/api/health',
      'en',
    );
    if (health.search_index === 'ready') {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `search engine ${health.search_engine} ready ${seconds.toFixed(1)} s after the server answered`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Each probe once, one at a time: p50/p95/max and the targets of the phase. */
async function latency(name: string, base: string, probes: readonly Probe[]): Promise<Target[]> {
  const failures: Failures = { count: 0, examples: [] };
  const timed: { probe: Probe; ms: number }[] = [];
  for (const probe of probes) {
    timed.push({ probe, ms: (await timeOne(base, probe, 'application/json', failures)).ms });
  }
  const times = timed.map((t) => t.ms).sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${name}: ${String(probes.length)} distinct requests one at a time: p50 ${percentile(times, 50).toFixed(1)} ms` +
      `  p95 ${p95.toFixed(1)} ms  max ${(times.at(-1) ?? NaN).toFixed(1)} ms  failures ${String(failures.count)}`,
  );
  for (const example of failures.examples) console.log(`  failed: ${example}`);
  if (values.detail) {
    for (const { probe, ms } of [...timed].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      console.log(`  ${ms.toFixed(1)} ms  ${probe.lang ?? ''}  ${decodeURIComponent(probe.path)}`);
    }
  }
  return [
    atMost(`${name}: p95 one at a time`, p95, TARGET.p95, 'ms'),
    atMost(`${name}: failures one at a time`, failures.count, 0, ''),
  ];
}

/** autocannon on the probes (reshuffled if the run needs more): requests/s and its targets. */
async function load(name: string, base: string, probes: readonly Probe[]): Promise<Target[]> {
  const result = await runLoad({
    base,
    source: cycle(probes, seededRandom(Number(values.seed))),
    connections,
    duration,
    accept: 'application/json',
  });
  const repeated = Math.max(0, result.sent - probes.length);
  console.log(
    `${name}: ${String(connections)} connections, ${String(duration)} s: ${result.requestsPerSecond.toFixed(0)} requests/s` +
      `  p50 ${String(result.p50)} ms  p99 ${String(result.p99)} ms  ${String(result.sent)} requests over` +
      ` ${String(probes.length)} distinct (${String(repeated)} repeated)  failures ${String(result.failures.count)}`,
  );
  for (const example of result.failures.examples) console.log(`  failed: ${example}`);
  return [
    atLeast(
      `${name}: requests/s at ${String(connections)} connections`,
      result.requestsPerSecond,
      TARGET.requestsPerSecond,
      'req/s',
    ),
    atMost(`${name}: failures under load`, result.failures.count, 0, ''),
    // A repeated request may be answered from a cache: the figure would not be the search's.
    atMost(`${name}: requests repeated under load`, repeated, 0, ''),
  ];
}

/** The first `samples` for the latency phase, the others for the load phase. */
function split(name: string, probes: readonly Probe[]): [Probe[], Probe[]] {
  if (probes.length <= samples) {
    throw new Error(`${name}: only ${String(probes.length)} distinct requests: lower --samples`);
  }
  return [probes.slice(0, samples), probes.slice(samples)];
}

/** The server process's resident memory now and at its peak, in MB (Linux's /proc). */
async function residentMemory(pid: number | undefined): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}

stopServersOnInterrupt();
const spawned = performance.now();
// One process, whatever the machine's cores: the figures are a process's.
const server = await startServer(values.port, {
  WEB_CONCURRENCY: '1',
  ...(engine === undefined ? {} : { SEARCH_ENGINE: engine }),
});
const targets: Target[] = [];
try {
  const base = server.base;
  await searchEngineReady(base);
  const readySeconds = (performance.now() - spawned) / 1000;
  console.log(`ready ${readySeconds.toFixed(1)} s after the process started`);
  if (TARGET.readySeconds !== undefined) {
    targets.push(atMost('ready after the start', readySeconds, TARGET.readySeconds, 's'));
  }
  const all = await getJson<Paginated<Ad>>(base, '/api/ads/most-viewed?per_page=1', 'en');
  console.log(
    `${all.total.toLocaleString('en-US')} ads on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${machine()}`,
  );
  const random = seededRandom(Number(values.seed));
  const categories = await allCategories(base);
  const ads = await sampleAds(base, categories);
  const pages = (
    await Promise.all(categories.map((c) => filtersInEveryLanguage(base, c.id)))
  ).flat();
  const searches = split('searches', searchProbes(ads, random));
  const listings = split(
    'filtered listings',
    listingProbes(pages, textValues(ads), samples + LOAD_REQUESTS_PER_SECOND * duration, random),
  );
  console.log(
    `${String(searches[0].length + searches[1].length)} distinct searches and ` +
      `${String(listings[0].length + listings[1].length)} distinct filtered listings drawn`,
  );
  targets.push(
    ...(await latency('GET /api/search', base, searches[0])),
    ...(await latency('GET /api/ads (filtered)', base, listings[0])),
    ...(await load('GET /api/search', base, searches[1])),
    ...(await load('GET /api/ads (filtered)', base, listings[1])),
  );
  const memory = await residentMemory(server.pid);
  console.log(
    `server process resident memory: ${memory.now.toFixed(0)} MB at the end, ${memory.peak.toFixed(0)} MB at its peak`,
  );
  if (TARGET.residentMb !== undefined) {
    targets.push(atMost('resident memory at its peak', memory.peak, TARGET.residentMb, 'MB'));
  }
} finally {
  await server.stop();
}
console.log('\ntargets');
const passed = printTargets(targets);
console.log(`${machine()} at the end`);
if (!passed) process.exitCode = 1;
