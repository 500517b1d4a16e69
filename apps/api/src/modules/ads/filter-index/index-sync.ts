import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { MemoryFilterIndex, type IndexRow, type IndexTuning } from './memory-index.ts';

/** Rows read per statement while loading the whole index (a batch holds the thread briefly). */
const LOAD_BATCH = 2_000;
/** Past this many changed ads, the index is loaded again whole rather than row by row. */
const MOST_CHANGES = 20_000;

type RowFields = {
  ad_id: number;
  created_us: number | string;
  expires_us: number | string;
  price: number | string;
  view_count: number;
  tokens: string[];
  numbers: Record<string, number>;
  title_words: string[];
  description_words: string[];
};

/**
 * The columns of `ad_filter_index` as `IndexRow` wants them (times as microseconds). The
 * arrays come as JSON: the driver's parser of arrays was a large part of the load
 * (docs/decisions/0061-filter-index-and-search-in-memory.md).
 */
const ROW_COLUMNS = sql.raw(`f.ad_id, extract(epoch from f.created_at) * 1000000 as created_us,
  extract(epoch from f.expires_at) * 1000000 as expires_us, f.price, f.view_count,
  to_json(f.tokens) as tokens, f.numbers, to_json(f.title_words) as title_words,
  to_json(f.description_words) as description_words`);

const toRow = (fields: RowFields): IndexRow => ({
  adId: fields.ad_id,
  createdUs: Number(fields.created_us),
  expiresUs: Number(fields.expires_us),
  price: Number(fields.price),
  viewCount: fields.view_count,
  tokens: fields.tokens,
  numbers: fields.numbers,
  titleWords: fields.title_words,
  descriptionWords: fields.description_words,
});

type Loaded = { index: MemoryFilterIndex; snapshot: string; generation: number };

/**
 * The whole index, read in batches of their own (no transaction: the embedded database's one
 * session would wait for all of them), in date order as the index lays out its slots. Its
 * snapshot is the one taken before the first batch, so the first `sync` reads again every row
 * changed meanwhile. (`nulls first`, which changes nothing on these columns, lets the date index
 * be read backwards from the last row of the previous batch.)
 */
async function loadWhole(db: Database, tuning?: IndexTuning): Promise<Loaded> {
  const { rows } = await db.execute<{ snapshot: string; generation: number }>(
    sql`select pg_current_snapshot()::text as snapshot, generation from ad_filter_index_generation`,
  );
  const [state] = rows;
  if (!state) throw new Error('ad_filter_index_generation has no row');
  const index = new MemoryFilterIndex(tuning);
  let after: { created: string; adId: number } | undefined;
  for (;;) {
    const batch = await db.execute<RowFields & { created_text: string }>(sql`
      select ${ROW_COLUMNS}, f.created_at::text as created_text from ad_filter_index f
      ${after ? sql`where (f.created_at, f.ad_id) > (${after.created}::timestamptz, ${after.adId})` : sql``}
      order by f.created_at nulls first, f.ad_id nulls first limit ${LOAD_BATCH}`);
    for (const fields of batch.rows) index.put(toRow(fields));
    const last = batch.rows.at(-1);
    if (!last || batch.rows.length < LOAD_BATCH) break;
    after = { created: last.created_text, adId: last.ad_id };
  }
  // The requests waiting run between two filters' sorts.
  await index.sortNumbers(() => setImmediate());
  return { index, snapshot: state.snapshot, generation: state.generation };
}

/** The snapshot, and an ad changed since the last one (or none): its row, unless deleted. */
type Delta = { snapshot: string; generation: number; changed: number | null } & (
  RowFields | { ad_id: null }
);

/**
 * `ad_filter_index` kept in memory and brought up to date before each use: one statement reads
 * the rows of the transactions its last snapshot did not see (`ad_filter_index_changes`), so a
 * page reflects every write committed before it was asked for, whichever process wrote it.
 */
export class SyncedFilterIndex {
  private loaded?: Loaded;
  private loading?: Promise<void>;
  private syncing?: Promise<void>;
  private next?: Promise<void>;
  private relaying?: Promise<void>;
  private sorting?: Promise<void>;

  /** Told when a load or a read of the changes fails (the database then answers). */
  onError: (err: unknown) => void = () => undefined;
  /** Told when the first load is done: how many ads, in how many milliseconds. */
  onLoaded: (ads: number, ms: number) => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly tuning?: IndexTuning,
  ) {}

  /** Whether the first load is done (until then the database answers every page). */
  get isLoaded(): boolean {
    return this.loaded !== undefined;
  }

  /** The ads it holds (0 until loaded). */
  get adCount(): number {
    return this.loaded?.index.size ?? 0;
  }

  /** Starts loading the whole index (once; a failed load is tried again on the next call). */
  start(): void {
    if (this.loading) return;
    const started = performance.now();
    this.loading = loadWhole(this.db, this.tuning).then(
      (loaded) => {
        this.loaded = loaded;
        this.onLoaded(loaded.index.size, performance.now() - started);
      },
      (err: unknown) => {
        this.loading = undefined;
        this.onError(err);
      },
    );
  }

  /**
   * The index with every write committed before the call, or undefined while it is loading
   * (or when the database could not be read): the database then answers.
   */
  async current(): Promise<MemoryFilterIndex | undefined> {
    this.start();
    if (!this.loaded) return undefined;
    try {
      await this.fresh();
    } catch (err) {
      this.onError(err);
      return undefined;
    }
    return this.loaded.index;
  }

  /**
   * A read that started after this call. Calls made while one runs share the one after it, so
   * that a burst of pages costs two reads, not one each.
   */
  private fresh(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.sync().finally(() => {
        this.syncing = undefined;
      });
      return this.syncing;
    }
    this.next ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.fresh();
      });
    return this.next;
  }

  private async sync(): Promise<void> {
    const loaded = this.loaded;
    if (!loaded) return;
    const { rows } = await this.db.execute<Delta>(sql`
      select pg_current_snapshot()::text as snapshot, g.generation, c.ad_id as changed,
        ${ROW_COLUMNS}
      from ad_filter_index_generation g
      left join lateral (
        select c.ad_id from ad_filter_index_changes c
        where c.xid >= pg_snapshot_xmin(${loaded.snapshot}::pg_snapshot)
          and not pg_visible_in_snapshot(c.xid, ${loaded.snapshot}::pg_snapshot)
        limit ${MOST_CHANGES + 1}
      ) c on true
      left join ad_filter_index f on f.ad_id = c.ad_id`);
    const [first] = rows;
    if (!first) throw new Error('ad_filter_index_generation has no row');
    if (first.generation !== loaded.generation || rows.length > MOST_CHANGES) {
      this.loaded = await loadWhole(this.db, this.tuning);
      return;
    }
    for (const row of rows) {
      if (row.ad_id !== null) loaded.index.put(toRow(row));
      else if (row.changed !== null) loaded.index.remove(row.changed);
    }
    loaded.snapshot = first.snapshot;
    if (loaded.index.wantsRelayout) this.relayout();
    else if (loaded.index.wantsSort) this.sortAgain(loaded.index);
  }

  /** Sorts the index's range numbers again in the background (pages meanwhile use the old). */
  private sortAgain(index: MemoryFilterIndex): void {
    this.sorting ??= index
      .sortNumbers(() => setImmediate())
      .catch((err: unknown) => {
        this.onError(err);
      })
      .finally(() => {
        this.sorting = undefined;
      });
  }

  /**
   * Loads the index again in the background, laid out afresh; this one answers meanwhile (and
   * the next read after the swap brings the new one up to date from its own snapshot).
   */
  private relayout(): void {
    this.relaying ??= loadWhole(this.db, this.tuning)
      .then(
        (loaded) => {
          this.loaded = loaded;
        },
        (err: unknown) => {
          this.onError(err);
        },
      )
      .finally(() => {
        this.relaying = undefined;
      });
  }
}

const indexes = new WeakMap<Database, SyncedFilterIndex>();

/** The memory index of a database (one per process). */
export function filterIndexOf(db: Database): SyncedFilterIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new SyncedFilterIndex(db)));
  return index;
}
