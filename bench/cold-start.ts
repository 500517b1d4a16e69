// Cold start and memory of the server (issue 43): the compiled server (`node
// apps/api/dist/server/server.mjs`, what `npm start` and the container run) against the sources
// run by tsx as before (`tsx apps/api/src/server.ts`, the former `npm start`: tsx's command, a
// process that starts the server in a second one) and `node --import tsx` (tsx's loader in the
// server's own process, as the tests and the other benchmarks start it), in the same run.
// For each database (an embedded one seeded beforehand in a temporary folder, then PostgreSQL,
// `souq_bench_cold_start`, made and seeded on first use), `--runs` rounds each start every way
// once, in turn (the order rotating from round to round), and measure:
// - the cold start: from starting the process until `GET /api/health` answers 200;
// - the resident memory (RSS) of the processes started (the server and, for tsx's command, its
//   parent) once it answers, and after every public page type in both languages (16 pages).
// Prints the median of each, with the lowest and highest. Linux only (it reads /proc).
// Usage: npm run build && npm run bench:cold-start [-- --runs 5 --database pglite|postgres|both]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORY_IDS, LANGUAGES } from '@souq/contracts';
import { ensurePostgresDatabase } from './support/postgres.ts';
import { publicPages } from './support/public-pages.ts';
import { answers, stopProcess } from './support/server.ts';
import { machine, median } from './support/stats.ts';

const root = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    database: { type: 'string', default: 'both' },
    port: { type: 'string', default: '3291' },
  },
});
const RUNS = Number(values.runs);
const PORT = values.port;
const BASE = `http://127.0.0.1:${PORT}`;

const WAYS = {
  compiled: {
    label: 'node, compiled (npm start now)',
    args: ['apps/api/dist/server/server.mjs'],
  },
  tsxCommand: {
    label: 'tsx command (npm start before)',
    args: [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/src/server.ts'],
  },
  tsxImport: {
    label: 'node --import tsx',
    args: ['--import', 'tsx', 'apps/api/src/server.ts'],
  },
} as const;
type Way = keyof typeof WAYS;
const WAY_NAMES = Object.keys(WAYS) as Way[];

type Sample = { startMs: number; rssStartMb: number; rssPagesMb: number };

for (const built of ['apps/api/dist/server/server.mjs', 'apps/web/dist/.ssr/entry-server.js']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run npm run build first`);
    process.exit(1);
  }
}
if (process.platform !== 'linux') {
  console.error('bench:cold-start reads the processes’ memory from /proc: Linux only');
  process.exit(1);
}

/** The process `pid` and its descendants (tsx's command starts the server in a child). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid …: the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // Ended meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** Resident memory of `pid` and its descendants, in MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${String(member)}/status`, 'utf8');
      kb += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    } catch {
      // Ended meanwhile.
    }
  }
  return kb / 1024;
}

const healthy = () => answers(`${BASE}/api/health`, true);

/** Starts the server `way`, waits for its health (polled every 10 ms); answers the time taken. */
async function start(
  way: Way,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; ms: number }> {
  if (await healthy()) throw new Error(`port ${PORT} is in use: pass --port`);
  const started = performance.now();
  const child = spawn(process.execPath, WAYS[way].args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      WEB_CONCURRENCY: '1',
      // Right after a start on a busy machine the event loop may lag: pages are not shed here.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      OTP_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${WAYS[way].label} stopped (exit code ${String(child.exitCode)})`);
    }
    if (await healthy()) return { child, ms: performance.now() - started };
    if (performance.now() - started > 600_000) {
      await stopProcess(child);
      throw new Error(`${WAYS[way].label} did not answer within 10 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function measure(way: Way, env: Record<string, string>, pages: string[]): Promise<Sample> {
  const { child, ms } = await start(way, env);
  try {
    const pid = child.pid ?? 0;
    const rssStartMb = treeRssMb(pid);
    for (const page of pages) {
      const res = await fetch(`${BASE}${page}`, { headers: { accept: 'text/html' } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${page}: ${String(res.status)}`);
    }
    return { startMs: ms, rssStartMb, rssPagesMb: treeRssMb(pid) };
  } finally {
    await stopProcess(child);
  }
}

function summary(list: number[], digits: number): string {
  const sorted = [...list].sort((a, b) => a - b);
  const fixed = (value: number | undefined) => (value ?? NaN).toFixed(digits);
  return `${fixed(median(sorted))} (${fixed(sorted[0])}–${fixed(sorted.at(-1))})`;
}

async function benchDatabase(name: string, env: Record<string, string>): Promise<void> {
  // The first start seeds an empty database (not measured), and tells the pages to request.
  console.log(`\n${name}: seeding, then ${String(RUNS)} rounds`);
  const first = await start('compiled', env);
  let pages: string[];
  try {
    const types = await publicPages(BASE, String(CATEGORY_IDS.carsAndVehicles));
    pages = LANGUAGES.flatMap((lang) => types.map((type) => type.path(lang)));
  } finally {
    await stopProcess(first.child);
  }
  // One start each way, not measured: the file system's cache and tsx's own are warm for all.
  for (const way of WAY_NAMES) await measure(way, env, pages);

  const samples = new Map<Way, Sample[]>(WAY_NAMES.map((way) => [way, []]));
  for (let round = 0; round < RUNS; round += 1) {
    const order = WAY_NAMES.map((_, i) => WAY_NAMES[(i + round) % WAY_NAMES.length] as Way);
    for (const way of order) samples.get(way)?.push(await measure(way, env, pages));
    process.stdout.write('.');
  }
  console.log(`\n${name} (${machine()}), median (lowest–highest) of ${String(RUNS)}:`);
  console.log(
    `  ${'way'.padEnd(32)}${'start to health (ms)'.padEnd(24)}${'RSS started (MB)'.padEnd(22)}RSS after ${String(pages.length)} pages (MB)`,
  );
  for (const way of WAY_NAMES) {
    const list = samples.get(way) ?? [];
    console.log(
      `  ${WAYS[way].label.padEnd(32)}${summary(
        list.map((s) => s.startMs),
        0,
      ).padEnd(24)}${summary(
        list.map((s) => s.rssStartMb),
        0,
      ).padEnd(22)}${summary(
        list.map((s) => s.rssPagesMb),
        0,
      )}`,
    );
  }
}

console.log(`Node ${process.version}`);
if (values.database !== 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souq-bench-cold-start-'));
  try {
    await benchDatabase('Embedded database (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (values.database !== 'pglite') {
  const url =
    process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/souq_bench_cold_start';
  await ensurePostgresDatabase(url);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souq-bench-cold-start-'));
  try {
    await benchDatabase(`PostgreSQL (${new URL(url).pathname.slice(1)})`, {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
