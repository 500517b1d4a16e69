import type { ContentChanges, ContentTag, ContentTopic } from './content-changes.ts';
import { dependsOn } from './content-dependencies.ts';
import { taggedCache } from './tagged-cache.ts';
import { TaggedStorage } from './tagged-storage.ts';

export type CachedOptions = {
  /** Seconds an answer is kept (a whole number). */
  ttl: number;
  /** The topics its answers show: a change of one drops them all. */
  topics: readonly [ContentTopic, ...ContentTopic[]];
  /** How many answers are kept (least recently used go first); 1024 by default. */
  size?: number;
};

/** The things an answer shows beyond its topics (content-changes.ts): a change of one drops it. */
export type AnswerTags<A, R> = (args: A, answer: R) => Iterable<ContentTag>;

const DEFAULT_SIZE = 1024;

/**
 * Answers every visitor gets alike (never a viewer's likes or favourites), kept in memory for a
 * few seconds and shared by concurrent requests (`async-cache-dedupe`: one load per key at a
 * time). An answer is dropped at once by a change of one of its topics or of a thing it shows
 * (its tags), in this process or another (shared/change-bus); a load under way when such a
 * change comes keeps nothing (shared/tagged-cache.ts).
 *
 * Whether kept or not, each answer notes its topics and tags for the page being made from it
 * (`dependsOn`), so that a cached page is dropped by the same changes.
 */
export class AnswerCache {
  readonly #changes: ContentChanges;
  readonly #enabled: boolean;

  constructor(changes: ContentChanges, options: { enabled: boolean }) {
    this.#changes = changes;
    this.#enabled = options.enabled;
  }

  /**
   * `load` behind the cache, keyed by its argument (any JSON-like value, keys in any order),
   * each answer dropped by a change of its topics or its `tags`. Its answers are shared: never
   * change one (copy it instead).
   */
  define<A, R>(
    options: CachedOptions & {
      tags?: AnswerTags<A, R>;
      /**
       * Whole seconds this answer may be kept, when fewer than `ttl`: an answer true until a
       * known instant (a banner's start or end) is kept no longer; 0, not kept.
       */
      ttlOf?: (answer: R) => number;
    },
    load: (args: A) => Promise<R>,
  ): (args: A) => Promise<R> {
    const tagged = async (args: A) => {
      const answer = await load(args);
      return { answer, tags: tagsOf(options, args, answer) };
    };
    if (!this.#enabled) {
      return async (args) => {
        const { answer, tags } = await tagged(args);
        dependsOn(tags);
        return answer;
      };
    }
    return taggedCache(
      this.#changes,
      {
        ttl: (answer) => Math.min(options.ttl, options.ttlOf?.(answer) ?? options.ttl),
        size: options.size ?? DEFAULT_SIZE,
      },
      tagged,
    );
  }

  /**
   * `loadMany` behind the cache, an answer per key: of the keys asked together, those not kept
   * are loaded together in one call (a page of ad cards is one query however many it lacks), and
   * kept `ttl` seconds unless a change of one of the topics or of the key's `tags` comes first.
   * A key `loadMany` leaves out is not kept. Its answers are shared: never change one.
   */
  defineMany<K extends string | number, R>(
    options: CachedOptions & { tags?: AnswerTags<K, R> },
    loadMany: (keys: K[]) => Promise<Map<K, R>>,
  ): (keys: readonly K[]) => Promise<Map<K, R>> {
    if (!this.#enabled) {
      return async (keys) => {
        const loaded = await loadMany([...keys]);
        for (const [key, answer] of loaded) dependsOn(tagsOf(options, key, answer));
        return loaded;
      };
    }
    const storage = new TaggedStorage(options.size ?? DEFAULT_SIZE);
    // The loads under way, each with the tags changed since it began.
    const underWay = new Set<Set<ContentTag>>();
    this.#changes.on((change) => {
      storage.drop(change);
      for (const changed of underWay) for (const tag of change) changed.add(tag);
    });
    return async (keys) => {
      const answers = new Map<K, R>();
      const missing: K[] = [];
      for (const key of keys) {
        const entry = storage.read(String(key)) as { answer: R; tags: ContentTag[] } | undefined;
        if (entry) {
          answers.set(key, entry.answer);
          dependsOn(entry.tags);
        } else missing.push(key);
      }
      if (missing.length === 0) return answers;
      const changed = new Set<ContentTag>();
      underWay.add(changed);
      let loaded: Map<K, R>;
      try {
        loaded = await loadMany(missing);
      } finally {
        underWay.delete(changed);
      }
      for (const [key, answer] of loaded) {
        const tags = tagsOf(options, key, answer);
        answers.set(key, answer);
        dependsOn(tags);
        // What a load read before a change of it may be what was changed: not kept.
        if (tags.some((tag) => changed.has(tag))) continue;
        storage.keep(String(key), { answer, tags }, options.ttl, tags);
      }
      return answers;
    };
  }
}

function tagsOf<A, R>(
  options: CachedOptions & { tags?: AnswerTags<A, R> },
  args: A,
  answer: R,
): ContentTag[] {
  return [...options.topics, ...(options.tags?.(args, answer) ?? [])];
}
