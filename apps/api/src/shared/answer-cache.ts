import { createCache } from 'async-cache-dedupe';
import { CONTENT_TOPICS, type ContentChanges, type ContentTopic } from './content-changes.ts';

export type CachedOptions = {
  /** Seconds an answer is kept (a whole number). */
  ttl: number;
  /** The topics whose changes drop the answers at once. */
  topics: readonly ContentTopic[];
  /** How many answers are kept (least recently used go first); 1024 by default. */
  size?: number;
};

/**
 * Answers every visitor gets alike (never a viewer's likes or favourites), kept in memory for a
 * few seconds and shared by concurrent requests (`async-cache-dedupe`: one load per key at a
 * time). A change of one of its topics drops a function's answers at once; the key of each
 * answer also holds its topics' change counts, so a load that began before a write stores its
 * answer under a key no later request asks for.
 */
export class AnswerCache {
  readonly #changes: ContentChanges;
  readonly #enabled: boolean;
  readonly #changeCounts = new Map<ContentTopic, number>();

  constructor(changes: ContentChanges, options: { enabled: boolean }) {
    this.#changes = changes;
    this.#enabled = options.enabled;
    for (const topic of CONTENT_TOPICS) {
      changes.on(topic, () => {
        this.#changeCounts.set(topic, (this.#changeCounts.get(topic) ?? 0) + 1);
      });
    }
  }

  /**
   * `load` behind the cache, keyed by its argument (any JSON-like value, keys in any order).
   * Its answers are shared: never change one (copy it instead).
   */
  define<A, R>(options: CachedOptions, load: (args: A) => Promise<R>): (args: A) => Promise<R> {
    if (!this.#enabled) return load;
    const counts = () => options.topics.map((topic) => this.#changeCounts.get(topic) ?? 0);
    const cache = createCache({
      ttl: options.ttl,
      storage: { type: 'memory', options: { size: options.size ?? 1024 } },
    }).define('answer', { serialize: (args: A) => ({ changes: counts(), args }) }, load);
    for (const topic of options.topics) {
      this.#changes.on(topic, () => void cache.clear('answer'));
    }
    return (args) => cache.answer(args);
  }

  /**
   * `loadMany` behind the cache, an answer per key: of the keys asked together, those not kept
   * are loaded together in one call (a page of ad cards is one query however many it lacks), and
   * kept `ttl` seconds unless a change of one of the topics comes first. A key `loadMany` leaves
   * out is not kept. Its answers are shared: never change one.
   */
  defineMany<K, R>(
    options: CachedOptions,
    loadMany: (keys: K[]) => Promise<Map<K, R>>,
  ): (keys: readonly K[]) => Promise<Map<K, R>> {
    if (!this.#enabled) return (keys) => loadMany([...keys]);
    const kept = new Map<K, { answer: R; until: number }>();
    const size = options.size ?? 1024;
    // A load that began before a change keeps nothing: it may have read what was changed.
    let generation = 0;
    for (const topic of options.topics) {
      this.#changes.on(topic, () => {
        kept.clear();
        generation += 1;
      });
    }
    return async (keys) => {
      const answers = new Map<K, R>();
      const missing: K[] = [];
      const now = performance.now();
      for (const key of keys) {
        const entry = kept.get(key);
        if (entry && entry.until > now) answers.set(key, entry.answer);
        else missing.push(key);
      }
      if (missing.length === 0) return answers;
      const started = generation;
      const loaded = await loadMany(missing);
      const until = performance.now() + options.ttl * 1000;
      for (const [key, answer] of loaded) {
        answers.set(key, answer);
        if (generation !== started) continue;
        // Kept in the order of their last load: the oldest go first.
        kept.delete(key);
        kept.set(key, { answer, until });
        if (kept.size > size) kept.delete(kept.keys().next().value as K);
      }
      return answers;
    };
  }
}
