import type { ContentPageSlug } from '@souq/contracts';

/**
 * Whole kinds of content. A write that may change any of a kind emits its topic; every kept
 * answer shows at least one topic, so the topics together drop everything.
 * - `catalog`: categories, filter definitions, banners, countries, tags;
 * - `ads`: the ads (their views are counted apart, see `ads/view-counter.ts`);
 * - `jobs`: job offers (not their applications nor favourites, which only their user sees);
 * - `sellers`: stores and users as others see them (a name on every card of their ads);
 * - `content`: site settings, legal sections, content pages.
 */
export const CONTENT_TOPICS = ['catalog', 'ads', 'jobs', 'sellers', 'content'] as const;
export type ContentTopic = (typeof CONTENT_TOPICS)[number];

export type SellerKind = 'store' | 'user';

/**
 * What a write changed, or what an answer shows: a topic, or one thing.
 * - `ad:<id>`: an ad as its own page shows it beyond its card (its text, likes and reviews);
 * - `card:<id>`: an ad as its card shows it in lists (title, price, pictures, place, stars);
 *   its page shows its card too;
 * - `counts:<id>`: its like and review counts, which its card carries in the API's answers but
 *   no page shows on a card (apps/web ad-card.tsx): cached pages leave them out;
 * - `listed:<categoryId>`: which ads the lists of a category show, and in which order (a new,
 *   edited, sold or removed ad); `listed:any`, which ads any list shows (lists of every
 *   category: the search, the most viewed);
 * - `seller:<kind>:<id>`: a store or user as their page shows them (counts, rating, reviews,
 *   follows, their ads); `seller:any`, any of them (lists of sellers);
 * - `job:<id>`: a job offer as its page and its card in lists show it;
 * - `jobs:listed`: which offers the lists of offers show, in which order, and how many (an offer
 *   added or removed);
 * - `page:<slug>`: a content page (about, terms, the safety pages, …).
 */
export type ContentTag =
  | ContentTopic
  | `ad:${number}`
  | `card:${number}`
  | `counts:${number}`
  | `listed:${number | 'any'}`
  | `seller:${SellerKind}:${number}`
  | 'seller:any'
  | `job:${number}`
  | 'jobs:listed'
  | `page:${ContentPageSlug}`;

export const adTag = (id: number) => `ad:${id}` as const;
export const cardTag = (id: number) => `card:${id}` as const;
export const countsTag = (id: number) => `counts:${id}` as const;
export const listedTag = (categoryId: number) => `listed:${categoryId}` as const;
export const sellerTag = (kind: SellerKind, id: number) => `seller:${kind}:${id}` as const;
export const jobTag = (id: number) => `job:${id}` as const;
export const pageTag = (slug: ContentPageSlug) => `page:${slug}` as const;

/** The topic a tag is part of. */
export function topicOf(tag: ContentTag): ContentTopic {
  if (tag.startsWith('seller:')) return 'sellers';
  if (tag.startsWith('job:') || tag === 'jobs:listed') return 'jobs';
  if (tag.startsWith('page:')) return 'content';
  if (tag.includes(':')) return 'ads';
  return tag as ContentTopic;
}

/** A change: its tags, with `listed:any` or `seller:any` for a thing of their family. */
function changeOf(tags: readonly ContentTag[]): ReadonlySet<ContentTag> {
  const change = new Set(tags);
  for (const tag of tags) {
    if (tag.startsWith('listed:')) change.add('listed:any');
    else if (tag.startsWith('seller:')) change.add('seller:any');
  }
  return change;
}

export type ContentListener = (change: ReadonlySet<ContentTag>) => void;

/**
 * Carries changes between the processes serving the site (shared/change-bus): each process
 * drops its own copies of what another changed.
 */
export type ChangeBus = {
  /** Tells the other processes; not waited for (a failure is logged). */
  publish: (tags: readonly ContentTag[]) => void;
  /**
   * Starts listening to the others' changes, and keeps at it after a failure or a drop: done
   * once listening, or once its first attempt failed (it tries again meanwhile).
   */
  start: () => Promise<void>;
  /** Resolves once the changes others publish from now on reach this process. */
  listening: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Announces writes to whoever keeps copies of answers (the API's answer cache, cached pages):
 * every write route emits what it changed once its transaction has committed, so a listener
 * that drops its copies makes the next read see the write. Listeners run synchronously, in the
 * order they were added; one that throws is reported to `onError` and the others still run.
 *
 * The bus (`connect`) carries each change to the other processes, whose listeners hear it
 * within a second; `app.contentChanges` is the app's instance.
 */
export class ContentChanges {
  readonly #listeners = new Set<ContentListener>();
  readonly #onError: (error: unknown) => void;
  #bus: ChangeBus | undefined;

  constructor(onError: (error: unknown) => void) {
    this.#onError = onError;
  }

  /** Calls `listener` after each change, this process's or another's; the returned function stops it. */
  on(listener: ContentListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Sends this process's changes to the others, and theirs here (`heard`). */
  connect(bus: ChangeBus): void {
    this.#bus = bus;
  }

  /** Resolves once the others' changes reach this process (at once without a bus). */
  listening(): Promise<void> {
    return this.#bus?.listening() ?? Promise.resolve();
  }

  /** Tells every process that these changed (call it after the commit); nothing for none. */
  emit(...tags: ContentTag[]): void {
    if (tags.length === 0) return;
    this.heard(tags);
    this.#bus?.publish(tags);
  }

  /** A change another process made: this process's listeners alone. */
  heard(tags: readonly ContentTag[]): void {
    const change = changeOf(tags);
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch (error) {
        this.#onError(error);
      }
    }
  }

  /** What another process changed may have been missed (the bus was away): everything. */
  missed(): void {
    this.heard(CONTENT_TOPICS);
  }
}
