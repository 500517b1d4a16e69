import { createCache } from 'async-cache-dedupe';
import type { ContentChanges, ContentTag } from './content-changes.ts';
import { dependsOn } from './content-dependencies.ts';
import { TaggedStorage } from './tagged-storage.ts';

/** An answer, and what it shows: a change of one of its tags drops it. */
export type Tagged<R> = { answer: R; tags: readonly ContentTag[] };

export type TaggedCacheOptions<A, R> = {
  /**
   * The answer's key, the same for arguments that ask for the same answer: by default, its
   * argument as JSON whatever the order of its objects' keys (safe-stable-stringify).
   */
  key?: (args: A) => string;
  /** Whole seconds an answer is kept; 0: not kept. */
  ttl: (answer: R) => number;
  /**
   * Whole seconds past `ttl` an answer is still given while it is loaded again in the background
   * (stale-while-revalidate); none by default.
   */
  stale?: (answer: R) => number;
  /** How many answers are kept (the least recently used go first). */
  size: number;
};

type Boxed<A> = { args: A };

/** A load under way: its arguments, and the tags changed since it began. */
type Load<A> = { boxed: Boxed<A>; changed: Set<ContentTag> };

type Loaded<R> = Tagged<R> & { kept: boolean };

/**
 * `load` behind async-cache-dedupe (concurrent calls with the same key share one load), each
 * answer kept with its tags until its time is up or a change names one of them. A load under
 * way when a change comes is no longer shared with later calls, which load again, and its answer
 * is not kept if the change named one of its tags: it may have read what was changed.
 *
 * Each answer given (loaded or kept) is noted with its tags for what is being made from it
 * (`dependsOn`: a cached page).
 */
export function taggedCache<A, R>(
  changes: ContentChanges,
  options: TaggedCacheOptions<A, R>,
  load: (args: A) => Promise<Tagged<R>>,
): (args: A) => Promise<R> {
  const storage = new TaggedStorage(options.size);
  const underWay = new Set<Load<A>>();
  const keptFor = (seconds: ((answer: R) => number) | undefined) => (loaded: Loaded<R>) =>
    loaded.kept && seconds ? seconds(loaded.answer) : 0;
  // Its argument in a box: the library clears one key only for an argument that is not falsy.
  const cache = createCache({ storage: { type: 'custom', options: { storage } } }).define(
    'answer',
    {
      serialize: ({ args }: Boxed<A>) => (options.key ? options.key(args) : args),
      ttl: keptFor(options.ttl),
      stale: keptFor(options.stale),
      references: (_boxed: Boxed<A>, _key: string, loaded: Loaded<R>) => [...loaded.tags],
    },
    async (boxed: Boxed<A>): Promise<Loaded<R>> => {
      const under = { boxed, changed: new Set<ContentTag>() };
      underWay.add(under);
      try {
        const { answer, tags } = await load(boxed.args);
        return { answer, tags, kept: !tags.some((tag) => under.changed.has(tag)) };
      } finally {
        underWay.delete(under);
      }
    },
  );
  changes.on((change) => {
    storage.drop(change);
    for (const under of underWay) {
      for (const tag of change) under.changed.add(tag);
      // Its key's shared load, and the answer kept under it, if any, are forgotten at once.
      void cache.clear('answer', under.boxed);
    }
  });
  return async (args) => {
    const loaded = await cache.answer({ args });
    dependsOn(loaded.tags);
    return loaded.answer;
  };
}
