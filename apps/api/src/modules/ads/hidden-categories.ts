import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { literalIds } from '../../db/literal.ts';
import { adFilterIndex, ads, categories } from '../../db/schema/index.ts';
import { listedTag, type ContentChanges, type ContentTag } from '../../shared/content-changes.ts';
import { textArray } from './ad-filters.ts';

/**
 * The categories an admin hid (issue 47), as the ads name them: the hidden top levels
 * (`ads.category_id`, which is always an ad's top level, so their sub-categories go with them)
 * and the hidden sub-categories of shown top levels (`ads.sub_category_id`), each with the top
 * level whose lists show its ads.
 */
export type HiddenCategories = {
  readonly tops: readonly number[];
  readonly subs: readonly { readonly id: number; readonly parentId: number }[];
};

const NONE: HiddenCategories = { tops: [], subs: [] };

/** The conditions written for the current set (none while nothing is hidden). */
type Conditions = { onAds: SQL; onIndex: SQL; tokens: readonly string[] };

/**
 * This process's set, which every read of "an ad any visitor may find" leaves out (`liveAd`,
 * `liveInIndex`, the memory engine's tests): one process serves one database, and the
 * statements are written when they are sent, so the set is the process's and not passed along.
 * (Tests that open several databases in one process share it: the last read wins.)
 */
let current: { hidden: HiddenCategories; conditions: Conditions | undefined } = {
  hidden: NONE,
  conditions: undefined,
};

/** The set the reads leave out now. */
export function hiddenCategories(): HiddenCategories {
  return current.hidden;
}

/**
 * Its ads' tokens in `ad_filter_index` (`c:<top>`, `s:<sub>`), which the memory engine's copy
 * leaves out; none while nothing is hidden.
 */
export function hiddenTokens(): readonly string[] {
  return current.conditions?.tokens ?? [];
}

/**
 * "Not in a hidden category", as a condition on `ads` and on `ad_filter_index`; undefined
 * while nothing is hidden, so that the statements are then exactly what they were without it.
 * The ids are literals, as `'active'` is (docs/decisions/0099-values-the-planner-sees.md).
 */
export function shownCategoryConditions(): { onAds: SQL; onIndex: SQL } | undefined {
  return current.conditions;
}

function conditionsOf({ tops, subs }: HiddenCategories): Conditions | undefined {
  if (tops.length === 0 && subs.length === 0) return undefined;
  const subIds = subs.map((sub) => sub.id);
  const onAds = [
    ...(tops.length > 0 ? [sql`${ads.categoryId} not in ${literalIds(tops)}`] : []),
    ...(subIds.length > 0
      ? [sql`(${ads.subCategoryId} is null or ${ads.subCategoryId} not in ${literalIds(subIds)})`]
      : []),
  ];
  const tokens = [...tops.map((id) => `c:${String(id)}`), ...subIds.map((id) => `s:${String(id)}`)];
  return {
    onAds: sql.join(onAds, sql` and `),
    onIndex: sql`not (${adFilterIndex.tokens} && ${textArray(tokens)})`,
    tokens,
  };
}

/** Makes `hidden` the set the reads leave out. */
export function useHiddenCategories(hidden: HiddenCategories): void {
  current = { hidden, conditions: conditionsOf(hidden) };
}

/** The hidden categories in the database, in id order. */
export async function readHiddenCategories(db: Database): Promise<HiddenCategories> {
  const parents = alias(categories, 'parents');
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(
      and(eq(categories.hidden, true), or(isNull(categories.parentId), eq(parents.hidden, false))),
    )
    .orderBy(categories.id);
  return {
    tops: rows.flatMap((row) => (row.parentId === null ? [row.id] : [])),
    subs: rows.flatMap((row) =>
      row.parentId === null ? [] : [{ id: row.id, parentId: row.parentId }],
    ),
  };
}

/**
 * The lists that show the ads of each category hidden or shown between the two sets (or moved
 * while hidden): its own, and its top level's.
 */
function changedLists(before: HiddenCategories, after: HiddenCategories): ContentTag[] {
  const listsOf = (set: HiddenCategories) =>
    new Map<number, readonly number[]>([
      ...set.tops.map((id): [number, number[]] => [id, [id]]),
      ...set.subs.map(({ id, parentId }): [number, number[]] => [id, [id, parentId]]),
    ]);
  const [was, is] = [listsOf(before), listsOf(after)];
  const changed = new Set<number>();
  for (const id of new Set([...was.keys(), ...is.keys()])) {
    const [old, now] = [was.get(id) ?? [], is.get(id) ?? []];
    if (old.length === now.length && old.every((list, i) => list === now[i])) continue;
    for (const list of [...old, ...now]) changed.add(list);
  }
  return [...changed].map(listedTag);
}

/** Milliseconds before a failed load is tried again. */
const RETRY_MS = 5_000;

/**
 * Keeps this process's set (`useHiddenCategories`) as the database has it: loaded when the app
 * starts, and again after each `catalog` change, this process's or another's
 * (shared/content-changes.ts). The change drops the cached answers at once, while the set is
 * read after it: a list cached meanwhile may still hold the ads, so once the set has changed
 * this process's caches are dropped again (its listeners alone: every process reads the set
 * itself). A route that changes the set reloads it before it announces its change
 * (`reload`), so that its own process answers from the new set at once.
 */
export class HiddenCategoriesWatch {
  #loading: Promise<void> = Promise.resolve();
  /** The set as this watch last read it. */
  #read: HiddenCategories = NONE;
  #retry: NodeJS.Timeout | undefined;
  #stop: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly changes: ContentChanges,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Loads the set, and listens to the changes. */
  async start(): Promise<void> {
    this.#stop = this.changes.on((change) => {
      if (change.has('catalog')) void this.reload();
    });
    await this.reload();
  }

  /**
   * Reads the set again (after every read asked before), and drops the caches if it changed. A
   * failed read is reported and tried again in RETRY_MS: this never fails.
   */
  reload(): Promise<void> {
    const load = this.#loading.then(() => this.#load()).catch(this.#failed);
    this.#loading = load;
    return load;
  }

  stop(): void {
    this.#stop?.();
    clearTimeout(this.#retry);
  }

  async #load(): Promise<void> {
    const read = await readHiddenCategories(this.db);
    const lists = changedLists(this.#read, read);
    this.#read = read;
    useHiddenCategories(read);
    if (lists.length > 0) this.changes.heard(['catalog', ...lists]);
  }

  readonly #failed = (error: unknown): void => {
    this.onError(error);
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => void this.reload(), RETRY_MS);
    this.#retry.unref();
  };
}
