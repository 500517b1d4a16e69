// Moderation console benchmark (issue 42): the queue and the dashboard on a big site, one request
// at a time, as a moderator works. On a PostgreSQL database it brings to --ads ads (through
// `bench:generate`) and --reports open reports (generated here in SQL: three reporters per ad,
// every reason, a tenth about users, created over the last 60 days) and holds --held ads for
// review; then starts the real server on it and asks each console answer --requests times.
// Prints p50, p95 and the slowest of each; the target is p95 <= 100 ms for every one.
// Usage: npm run bench:moderation [-- --database-url postgres://… --ads 1000000 --reports 100000]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashToken, newToken } from '../apps/api/src/shared/auth/tokens.ts';
import { ensurePostgresDatabase } from './support/postgres.ts';
import { startServer, stopAllServers, stopServersOnInterrupt } from './support/server.ts';
import { machine, percentile } from './support/stats.ts';
import { atMost, printTargets, type Target } from './support/targets.ts';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/souq_bench_moderation',
    },
    ads: { type: 'string', default: '1000000' },
    reports: { type: 'string', default: '100000' },
    held: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '200' },
    port: { type: 'string', default: '3287' },
  },
});
const url = values['database-url'];
const wanted = {
  ads: Number(values.ads),
  reports: Number(values.reports),
  held: Number(values.held),
  requests: Number(values.requests),
};
const P95_TARGET_MS = 100;
const root = path.resolve(import.meta.dirname, '..');

stopServersOnInterrupt();

async function count(client: pg.Client, query: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(query);
  return Number(rows[0]?.n ?? 0);
}

/** Ads up to the wanted number, cloned from the seed by `bench:generate` (which seeds first). */
function generateAds(missing: number): void {
  console.log(`adding ${missing.toLocaleString('en-US')} ads with bench:generate`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/generate-ads.ts', '--count', String(missing)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  if (result.status !== 0) throw new Error('bench:generate failed');
}

/** Reports written by one statement: the queue's triggers lock each report's target (migration
 * 0023) until the statement's transaction ends, and one lock per target of 100,000 reports at once
 * overflows PostgreSQL's lock table (`max_locks_per_transaction`). */
const REPORTS_PER_STATEMENT = 2000;

/**
 * Open reports up to the wanted number: report g is about ad (first + g / 3) by the (g mod 3)-th
 * reporter, every tenth about that ad's seller. One open report per reporter and target holds,
 * so most reports of sellers are skipped: g goes on until enough are written. They are written
 * as the site writes them, through the triggers that mark each group's first.
 */
async function generateReports(client: pg.Client, missing: number): Promise<void> {
  console.log(`adding ${missing.toLocaleString('en-US')} open reports`);
  const reporters = await client.query<{ id: number }>('select id from users order by id limit 3');
  const ids = reporters.rows.map((row) => row.id);
  if (ids.length < 3) throw new Error('the database needs 3 users to report');
  const offset = await count(client, 'select count(*) as n from reports');
  const end = 3 * (await count(client, 'select count(*) as n from ads'));
  let written = 0;
  for (let from = offset, to = from; written < missing; from = to + 1) {
    if (from >= end) throw new Error('too few ads for the reports wanted: add --ads');
    to = from + Math.min(REPORTS_PER_STATEMENT, missing - written) - 1;
    const result = await client.query(
      `insert into reports (target, target_id, subject_user_id, reporter_id, reason, note, evidence, created_at)
       select case when g % 10 = 0 then 'user' else 'ad' end::report_target,
         case when g % 10 = 0 then a.user_id else a.id end, a.user_id,
         ($1::int[])[1 + g % 3],
         (enum_range(null::report_reason))[1 + g % 8], 'Seen on the site: ' || a.title_en,
         jsonb_build_object('kind', 'ad', 'title', a.title_en, 'description', a.description_en,
           'price', a.price, 'pictures', jsonb_build_array()),
         now() - make_interval(mins => ((g * 7919) % 86400)::int)
       from generate_series($2::bigint, $3::bigint) g
       join ads a on a.id = (select min(id) from ads) + g / 3
       on conflict do nothing`,
      [ids, from, to],
    );
    written += result.rowCount ?? 0;
  }
}

/** The newest ads wait for review, as a new seller's would. */
async function holdAds(client: pg.Client, missing: number): Promise<void> {
  console.log(`holding ${missing.toLocaleString('en-US')} ads for review`);
  await client.query(
    `update ads set status = 'pending', hold_reason = 'new_seller', updated_at = now()
     where id in (select id from ads where status = 'active' order by id desc limit $1)`,
    [missing],
  );
}

/** A session of an admin made for the benchmark (a moderator signs in with a code). */
async function adminToken(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ id: number }>(
    `update users set staff_role = 'admin'
     where id = (select id from users where user_name = 'demo') returning id`,
  );
  const userId = rows[0]?.id;
  if (userId === undefined) throw new Error('the demo user is missing: seed the demo first');
  const token = newToken();
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [userId, hashToken(token)],
  );
  return token;
}

async function prepare(): Promise<string> {
  await ensurePostgresDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const hasAds = await count(
      client,
      "select count(*) as n from information_schema.tables where table_name = 'ads'",
    );
    const ads = hasAds > 0 ? await count(client, 'select count(*) as n from ads') : 0;
    if (ads < wanted.ads) {
      await client.end();
      generateAds(wanted.ads - ads);
      return await prepare();
    }
    const reports = await count(client, "select count(*) as n from reports where state = 'open'");
    if (reports < wanted.reports) await generateReports(client, wanted.reports - reports);
    const held = await count(client, "select count(*) as n from ads where status = 'pending'");
    if (held < wanted.held) await holdAds(client, wanted.held - held);
    await client.query('vacuum analyze');
    const figures = await client.query<{ ads: string; reports: string; held: string }>(
      `select (select count(*) from ads) as ads,
         (select count(*) from reports where state = 'open') as reports,
         (select count(*) from ads where status = 'pending') as held`,
    );
    const row = figures.rows[0];
    console.log(
      `database: ${row?.ads ?? '?'} ads, ${row?.reports ?? '?'} open reports, ${row?.held ?? '?'} held ads`,
    );
    return await adminToken(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Milliseconds of each of `times` requests made one after another (after 5 not counted). */
async function timeRequests(base: string, token: string, pathname: string): Promise<number[]> {
  const ask = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${pathname}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${pathname} answered ${String(res.status)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i += 1) await ask();
  const times: number[] = [];
  for (let i = 0; i < wanted.requests; i += 1) times.push(await ask());
  return times.sort((a, b) => a - b);
}

const ANSWERS = [
  '/api/admin/dashboard',
  '/api/admin/queue?kind=reports',
  '/api/admin/queue?kind=reports&page=200',
  '/api/admin/queue?kind=reports&reason=scam',
  '/api/admin/queue?kind=reports&target=user',
  '/api/admin/queue?kind=reports&min_age_days=30',
  '/api/admin/queue?kind=held',
];

console.log(`Moderation console; ${machine()}`);
try {
  const token = await prepare();
  const server = await startServer(values.port, { DATABASE_URL: url });
  const targets: Target[] = [];
  console.log(
    `${'answer'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (const answer of ANSWERS) {
    const times = await timeRequests(server.base, token, answer);
    const p95 = percentile(times, 95);
    console.log(
      `${answer.padEnd(48)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${(times.at(-1) ?? NaN).toFixed(1).padStart(8)}`,
    );
    targets.push(atMost(`p95 ${answer}`, p95, P95_TARGET_MS, 'ms'));
  }
  const pass = printTargets(targets);
  process.exitCode = pass ? 0 : 1;
} finally {
  await stopAllServers();
}
