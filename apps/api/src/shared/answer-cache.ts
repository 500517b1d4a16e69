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
}
