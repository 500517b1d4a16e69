// Saved searches' matching benchmark (issue 48): one new ad against --searches saved searches,
// as the `saved-searches.match-ad` task matches it
// (docs/decisions/0111-saved-searches-matched-by-index.md). On a PostgreSQL database (migrated
// and seeded here when new) it keeps --searches searches of bench users, spread as real ones
// would be: most in one category (cars), most with a choice filter,
// some with a range or words, some site-wide; each made by the route's own checks
// (`storedSearch`) from the seed's filters and its titles' words. Then it matches --ads of the
// seed's live ads, one at a time (reading the ad, the candidate searches by their indexes and
// their tests: not the matches' rows nor the notifications), and prints p50, p95 and the
// slowest, with the candidates' and matches' counts; the target is p95 <= 50 ms. Last, 1,000
// new ads a minute: --burst matches back to back, and their total time.
// Usage: npm run bench:saved-search-match [-- --database-url postgres://… --searches 100000]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CATEGORY_IDS,
  SAVED_SEARCHES_MAX,
  type FilterAttribute,
  type Lang,
  type SavedSearchQuery,
} from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { categories, savedSearches, users } from '../apps/api/src/db/schema/index.ts';
import { isSeeded, seedDatabase } from '../apps/api/src/db/seed/index.ts';
import {
  findCategoryScope,
  isOptionList,
  listFilterDefinitions,
  type CategoryScope,
  type FilterDefinitionRow,
} from '../apps/api/src/modules/ads/filters.repository.ts';
import { termWords, wordsOfTerm } from '../apps/api/src/modules/ads/text-match.ts';
import {
  loadIndexedAd,
  matchingSearches,
} from '../apps/api/src/modules/saved-searches/search-matching.ts';
import {
  storedSearch,
  type SearchReads,
  type StoredSearch,
} from '../apps/api/src/modules/saved-searches/stored-search.ts';
import { ensurePostgresDatabase } from './support/postgres.ts';
import { seededRandom, type Random } from './support/random.ts';
import { machine, percentile } from './support/stats.ts';
import { atMost, printTargets } from './support/targets.ts';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default:
        process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/souq_bench_saved_searches',
    },
    searches: { type: 'string', default: '100000' },
    ads: { type: 'string', default: '300' },
    burst: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '48' },
  },
});
const url = values['database-url'];
const wanted = {
  searches: Number(values.searches),
  ads: Number(values.ads),
  burst: Number(values.burst),
};
const P95_TARGET_MS = 50;
/**
 * 1,000 new ads a minute: their matching must take well under the minute, half of it at most
 * (the other half keeps the matches and sends the notifications).
 */
const BURST_TARGET_S = 30;
const BENCH_USER = 'bench-saved-search-';
const INSERT_BATCH = 1000;

/** How the searches spread: share of the whole, and what each kind holds. */
const SHARES = { siteWide: 0.05, cars: 0.6 } as const;
const KINDS = { choice: 0.75, range: 0.1, words: 0.1 } as const;

await ensurePostgresDatabase(url);
const database = await openDatabase({ url });
const { db } = database;
await runMigrations(database);
if (!(await isSeeded(db))) {
  console.log('empty database: seeding it first');
  await seedDatabase(db, {
    mediaDir: path.join(os.tmpdir(), 'souq-bench-media'),
    images: false,
    demo: true,
  });
}

/** The seed's categories, their filters and words, read once (the route reads them cached). */
const memo = <K, V>(read: (key: K) => Promise<V>) => {
  const kept = new Map<K, Promise<V>>();
  return (key: K) => {
    const known = kept.get(key) ?? read(key);
    kept.set(key, known);
    return known;
  };
};
const reads: SearchReads = {
  scope: memo((id: number) => findCategoryScope(db, id)),
  filters: memo((topId: number) => listFilterDefinitions(db, topId)),
  search: { termWords: memo((term: string) => wordsOfTerm(db, term)) },
};

/** The bench users' ids, as a subquery. */
const benchUserIds = sql`select id from ${users} where user_name like ${`${BENCH_USER}%`}`;

/** Users enough to keep the searches, at most SAVED_SEARCHES_MAX each. */
async function benchUsers(count: number): Promise<number[]> {
  await db.execute(sql`
    insert into ${users} (name, user_name, phone_number, password_hash)
    select 'Bench saver ' || g, ${BENCH_USER} || g, '+9639' || lpad(g::text, 8, '0'), 'bench'
    from generate_series(1, ${count}) g
    on conflict do nothing`);
  const { rows } = await db.execute<{ id: number }>(sql`${benchUserIds} order by id`);
  return rows.map((row) => row.id);
}

type Place = { scope: CategoryScope; filters: FilterDefinitionRow[]; words: string[] };

/** The categories searches are saved in (not the jobs'), with their filters and titles' words. */
async function places(): Promise<{ cars: Place[]; others: Place[]; words: string[] }> {
  const rows = await db.select({ id: categories.id }).from(categories);
  const found: Place[] = [];
  for (const { id } of rows) {
    const scope = await reads.scope(id);
    if (!scope || scope.topId === CATEGORY_IDS.jobs) continue;
    const { rows: titles } = await db.execute<{ title: string }>(sql`
      select title_en as title from ads where status = 'active'
        and ${scope.isTopLevel ? sql`category_id = ${id}` : sql`sub_category_id = ${id}`}
      union all select title_ar from ads where status = 'active'
        and ${scope.isTopLevel ? sql`category_id = ${id}` : sql`sub_category_id = ${id}`}`);
    const words = [
      ...new Set(titles.flatMap(({ title }) => termWords(title)).filter((w) => w.length >= 3)),
    ];
    found.push({ scope, filters: await reads.filters(scope.topId), words });
  }
  const isCars = (place: Place) => place.scope.topId === CATEGORY_IDS.carsAndVehicles;
  return {
    cars: found.filter(isCars),
    others: found.filter((place) => !isCars(place)),
    words: [...new Set(found.flatMap((place) => place.words))],
  };
}

const lang = (random: Random): Lang => (random.next() < 0.7 ? 'en' : 'ar');

/** One or two of a choice filter's options, in the language of the search. */
function choiceFilter(random: Random, filter: FilterDefinitionRow, at: Lang): FilterAttribute {
  const options = isOptionList(filter.values) ? filter.values : [];
  const chosen = random.shuffle(options).slice(0, random.int(1, Math.min(2, options.length)));
  return { attribute_id: filter.id, value: chosen.map((option) => option[at]) };
}

/** Bounds within the range's own, one side open at times. */
function rangeFilter(random: Random, filter: FilterDefinitionRow): FilterAttribute {
  const [low = 0, high = 100] = isOptionList(filter.values) ? [] : filter.values;
  const from = low + Math.floor(random.next() * (high - low) * 0.6);
  const to = from + Math.ceil(random.next() * (high - from));
  return {
    attribute_id: filter.id,
    value: [random.next() < 0.2 ? '' : String(from), random.next() < 0.3 ? '' : String(to)],
  };
}

function words(random: Random, from: string[]): string {
  return random.shuffle(from).slice(0, random.int(1, 2)).join(' ');
}

/** A search of one category, of one of KINDS' kinds (or none: the whole category). */
function categorySearch(random: Random, place: Place, at: Lang): SavedSearchQuery {
  const choices = place.filters.filter(
    (f) => (f.type === 'dropdown' || f.type === 'multiselect') && isOptionList(f.values),
  );
  const ranges = place.filters.filter((f) => f.type === 'range');
  const roll = random.next();
  const filters: FilterAttribute[] = [];
  let q: string | undefined;
  if (roll < KINDS.choice && choices.length > 0) {
    // Most narrow by the longest list first (a car's make), as buyers do.
    const longest = [...choices].sort((a, b) => b.values.length - a.values.length)[0];
    const first = longest && random.next() < 0.7 ? longest : random.pick(choices);
    filters.push(choiceFilter(random, first, at));
    if (random.next() < 0.2 && choices.length > 1) {
      filters.push(choiceFilter(random, random.pick(choices), at));
    }
    if (random.next() < 0.35 && ranges.length > 0)
      filters.push(rangeFilter(random, random.pick(ranges)));
    if (random.next() < 0.15 && place.words.length > 0) q = words(random, place.words);
  } else if (roll < KINDS.choice + KINDS.range && ranges.length > 0) {
    filters.push(rangeFilter(random, random.pick(ranges)));
    if (random.next() < 0.2 && place.words.length > 0) q = words(random, place.words);
  } else if (roll < KINDS.choice + KINDS.range + KINDS.words && place.words.length > 0) {
    q = words(random, place.words);
  }
  const unique = filters.filter(
    (filter, i) => filters.findIndex((f) => f.attribute_id === filter.attribute_id) === i,
  );
  return { category_id: place.scope.id, filtersAttributes: unique, ...(q && { q }) };
}

/** The searches, made as `POST /saved-searches` makes them, written a batch at a time. */
async function generateSearches(count: number): Promise<void> {
  const random = seededRandom(Number(values.seed));
  const owners = await benchUsers(Math.ceil(count / SAVED_SEARCHES_MAX));
  await db.execute(sql`delete from ${savedSearches} where user_id in (${benchUserIds})`);
  const { cars, others, words: allWords } = await places();
  let batch: (StoredSearch & { userId: number })[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insert(savedSearches).values(
      batch.map(({ userId, ...search }, i) => ({
        userId,
        name: `Bench search ${String(i)}`,
        alerts: 'instant',
        ...search,
      })),
    );
    batch = [];
  };
  for (let i = 0; i < count; i += 1) {
    const at = lang(random);
    const roll = random.next();
    const query: SavedSearchQuery =
      roll < SHARES.siteWide
        ? { q: words(random, allWords) }
        : categorySearch(
            random,
            random.pick(roll < SHARES.siteWide + SHARES.cars ? cars : others),
            at,
          );
    batch.push({
      ...(await storedSearch(reads, query, at)),
      userId: owners[Math.floor(i / SAVED_SEARCHES_MAX)] ?? 0,
    });
    if (batch.length >= INSERT_BATCH) await flush();
    if ((i + 1) % 20_000 === 0) console.log(`${(i + 1).toLocaleString('en-US')} searches`);
  }
  await flush();
}

const { rows: kept } = await db.execute<{ n: number }>(
  sql`select count(*)::int as n from ${savedSearches} where user_id in (${benchUserIds})`,
);
if (kept[0]?.n === wanted.searches) {
  console.log(`${wanted.searches.toLocaleString('en-US')} saved searches kept from an earlier run`);
} else {
  console.log(`making ${wanted.searches.toLocaleString('en-US')} saved searches`);
  await generateSearches(wanted.searches);
}
// As autovacuum would after such a load: the GIN index's pending list merged in (a search
// reads that list whole), and the planner's figures.
await db.execute(sql`vacuum analyze ${savedSearches}`);

const { rows: liveAds } = await db.execute<{ id: number }>(
  sql`select ad_id as id from ad_filter_index where expires_at > now() order by ad_id`,
);
if (liveAds.length === 0) throw new Error('the database has no live ad');
const sample = seededRandom(Number(values.seed) + 1);
const adIds = Array.from({ length: wanted.ads }, () => sample.pick(liveAds).id);

/** One ad matched: read, candidates by the indexes, tested. */
async function matchOne(adId: number) {
  const started = performance.now();
  const ad = await loadIndexedAd(db, adId);
  if (!ad) throw new Error(`ad ${String(adId)} is not live`);
  const { ids, candidates } = await matchingSearches(db, ad);
  return { ms: performance.now() - started, candidates, matches: ids.length };
}

for (const adId of adIds.slice(0, 20)) await matchOne(adId);
const runs = [];
for (const adId of adIds) runs.push(await matchOne(adId));
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const times = sorted(runs.map((run) => run.ms));
const candidates = sorted(runs.map((run) => run.candidates));
const matches = sorted(runs.map((run) => run.matches));
/** p50, p95 and the largest of a sorted list (times with a decimal and their unit). */
function line(name: string, list: number[], unit = ''): void {
  const shown = (value: number) => `${value.toFixed(unit ? 1 : 0)}${unit}`;
  const [p50, p95, max] = [percentile(list, 50), percentile(list, 95), list.at(-1) ?? NaN];
  console.log(`${name.padEnd(12)} p50 ${shown(p50)}  p95 ${shown(p95)}  max ${shown(max)}`);
}
console.log(
  `\n${wanted.searches.toLocaleString('en-US')} saved searches, ` +
    `${String(runs.length)} ads matched one at a time (${machine()})`,
);
line('time', times, ' ms');
line('candidates', candidates);
line('matches', matches);

const burstIds = Array.from({ length: wanted.burst }, () => sample.pick(liveAds).id);
const burstStarted = performance.now();
for (const adId of burstIds) await matchOne(adId);
const burstSeconds = (performance.now() - burstStarted) / 1000;
console.log(
  `\n${wanted.burst.toLocaleString('en-US')} ads back to back: ${burstSeconds.toFixed(1)} s ` +
    "(a minute's new ads at 1,000 a minute)\n",
);

await database.close();
const passed = printTargets([
  atMost('one ad, p95', percentile(times, 95), P95_TARGET_MS, 'ms'),
  atMost(`${wanted.burst.toLocaleString('en-US')} ads`, burstSeconds, BURST_TARGET_S, 's'),
]);
if (!passed) process.exitCode = 1;
