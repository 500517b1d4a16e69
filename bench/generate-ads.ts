// Bulk ads for search and listing benchmarks: clones the seeded ads (title, category, seller,
// place, attributes, first picture) with varied prices, view counts and dates, entirely in SQL
// (`INSERT … SELECT generate_series`), one chunk per statement.
// Two ways (--path):
// - `triggers` (PGlite's, and the reference): a transaction a chunk, the tables' triggers
//   writing the filter index, its change log, the title vocabulary and the attribute words, and
//   every index updated row by row: 364–409 ads/s on PostgreSQL (7.6 hours for 10,000,000).
// - `bulk` (PostgreSQL's default): --sessions sessions at once (2), the written tables' triggers
//   off and their secondary indexes dropped, the clones inserted with what the triggers would
//   have written, then the indexes built again and the triggers turned back on as they were
//   (generate/bulk-path.ts): 6,500–7,100 ads/s at 200,000 and 1,000,000 ads on 2 busy cores.
//   Stop the server first: meanwhile its writes would not reach the filter index. Ctrl-C stops
//   after the chunks under way and restores the tables; a run that is killed leaves whole
//   chunks and the tables' saved state, and the next run (`--count 0` for nothing more)
//   restores them before anything else. It rebuilds every index of the written tables: to add
//   a few thousand ads to a big database, the triggers are quicker.
// Usage: npm run bench:generate [-- --count 1000000 --chunk 50000 --path bulk|triggers --sessions 2]
// Uses DATABASE_URL, or PGlite in DATA_DIR/pglite; migrates and seeds first when needed.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { isSeeded, seedDatabase } from '../apps/api/src/db/seed/index.ts';
import { generateInBulk } from './generate/bulk-path.ts';
import { createSources, readClonePlan, type Chunk } from './generate/clone-rows.ts';
import { restoreTables, savedTableState } from './generate/table-state.ts';
import { generateWithTriggers } from './generate/trigger-path.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    chunk: { type: 'string', default: '50000' },
    path: { type: 'string' },
    sessions: { type: 'string', default: '2' },
  },
});
const count = Number(values.count);
const chunkSize = Number(values.chunk);
const sessionCount = Number(values.sessions);
for (const [name, value, least] of [
  ['count', count, 0],
  ['chunk', chunkSize, 1],
  ['sessions', sessionCount, 1],
] as const) {
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`--${name} must be a whole number, at least ${least}`);
  }
}

const env = loadEnv();
const onPostgres = env.DATABASE_URL !== undefined;
const way = values.path ?? (onPostgres ? 'bulk' : 'triggers');
if (way !== 'bulk' && way !== 'triggers') throw new Error('--path is bulk or triggers');
if (way === 'bulk' && !onPostgres) throw new Error('--path bulk needs PostgreSQL (DATABASE_URL)');

await mkdir(env.DATA_DIR, { recursive: true });
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
});
// Sessions of their own: the clones' sources are temporary tables.
const clients = Array.from({ length: way === 'bulk' ? sessionCount : 1 }, () =>
  database.newConnection(),
);
for (const client of clients) await client.connect();
const sessions = clients.map((client) => drizzle(client));
const sessionsText = `${sessionCount} session${sessionCount === 1 ? '' : 's'}`;
const [db] = sessions;
if (!db) throw new Error('no session');

// Before the migrations, which may count on those indexes and triggers.
const saved = await savedTableState(db);
if (saved) {
  console.log('an earlier bulk run stopped before its end: restoring its triggers and indexes');
  await restoreTables(sessions, saved);
}
await runMigrations(database);
if (!(await isSeeded(database.db))) {
  console.log('empty database: seeding it first');
  await seedDatabase(database.db, {
    mediaDir: path.join(env.DATA_DIR, 'media'),
    images: true,
    demo: true,
  });
}

const plan = await readClonePlan(db);
const chunks: Chunk[] = [];
for (let from = 0; from < count; from += chunkSize) {
  chunks.push({ from, to: Math.min(count, from + chunkSize) - 1 });
}
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const perSecond = (ads: number) => Math.round(ads / elapsed()).toLocaleString('en-US');
let done = 0;
const onChunk = ({ from, to }: Chunk) => {
  done += to - from + 1;
  console.log(`${done.toLocaleString('en-US')} ads, ${perSecond(done)} ads/s`);
};
if (count > 0 && way === 'bulk') {
  console.log(
    `${sessionsText}; the tables are without their triggers and secondary indexes ` +
      'until the end. Ctrl-C stops after the chunks under way and restores them; if this run ' +
      'is killed, `npm run bench:generate -- --count 0` restores them.',
  );
  const stop = new AbortController();
  const onInterrupt = () => {
    console.log('stopping after the chunks under way, then restoring the tables');
    stop.abort();
  };
  process.once('SIGINT', onInterrupt);
  await generateInBulk(sessions, plan, chunks, {
    chunk: onChunk,
    indexes: (seconds) => {
      console.log(`indexes built again in ${seconds.toFixed(1)} s`);
    },
    stop: stop.signal,
  });
  process.off('SIGINT', onInterrupt);
} else if (count > 0) {
  await createSources(db);
  await generateWithTriggers(db, plan, chunks, onChunk);
}

for (const table of ['ads', 'ad_images', 'ad_attributes']) {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    ),
  );
}
// What autovacuum would have done to a database that grew this big: statistics, and the pages
// marked all-visible, which index-only scans need to stay in the index. Autovacuum itself may
// be off (it was, on the machine of 2 December 2026).
await db.execute(
  sql`vacuum (analyze) ads, ad_images, ad_attributes, ad_filter_index, ad_filter_index_changes, title_words`,
);
if (done > 0) {
  console.log(
    (done < count ? `stopped: ` : '') +
      `inserted ${done.toLocaleString('en-US')} ads (ids ${plan.first}–${plan.first + done - 1}) ` +
      `with their attributes and pictures in ${elapsed().toFixed(1)} s: ${perSecond(done)} ads/s ` +
      `on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ` +
      (way === 'bulk' ? `in bulk (${sessionsText})` : 'through the triggers') +
      (plan.skipForeignKeyChecks ? ', foreign-key checks skipped' : ''),
  );
}
for (const client of clients) await client.end();
await database.close();
