/**
 * What changed, as coarse topics:
 * - `catalog`: categories, filter definitions, banners, countries, tags;
 * - `ads`: an ad, or its likes, favourites, ratings or reviews (not its views: they are counted
 *   apart, see `ads/view-counter.ts`);
 * - `jobs`: a job offer, its applications or favourites;
 * - `sellers`: a store or a user as others see them (profile, follows, ratings, reviews);
 * - `content`: site settings, legal sections, content pages.
 */
export const CONTENT_TOPICS = ['catalog', 'ads', 'jobs', 'sellers', 'content'] as const;
export type ContentTopic = (typeof CONTENT_TOPICS)[number];

export type ContentListener = (topic: ContentTopic) => void;

/**
 * Announces writes to whoever keeps copies of answers (the API's answer cache, cached pages):
 * every write route emits its topics once its transaction has committed, so a listener that
 * drops its copies makes the next read see the write. Listeners run synchronously, in the order
 * they were added; one that throws is reported to `onError` and the others still run.
 *
 * In one process only: with several processes, each one's copies also expire by their TTL.
 * `app.contentChanges` is the app's instance.
 */
export class ContentChanges {
  readonly #listeners = new Map<ContentTopic, Set<ContentListener>>();
  readonly #onError: (error: unknown) => void;

  constructor(onError: (error: unknown) => void) {
    this.#onError = onError;
  }

  /** Calls `listener` after each change of `topic`; the returned function stops it. */
  on(topic: ContentTopic, listener: ContentListener): () => void {
    let listeners = this.#listeners.get(topic);
    if (!listeners) this.#listeners.set(topic, (listeners = new Set()));
    const added = listeners;
    added.add(listener);
    return () => {
      added.delete(listener);
    };
  }

  /** Tells the listeners of each topic that its data changed (call it after the commit). */
  emit(...topics: ContentTopic[]): void {
    for (const topic of topics) {
      for (const listener of this.#listeners.get(topic) ?? []) {
        try {
          listener(topic);
        } catch (error) {
          this.#onError(error);
        }
      }
    }
  }
}
