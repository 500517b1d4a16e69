import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from '../../src/shared/answer-cache.ts';
import { ContentChanges, type ContentTag } from '../../src/shared/content-changes.ts';
import { collectDependencies } from '../../src/shared/content-dependencies.ts';
import { TaggedStorage } from '../../src/shared/tagged-storage.ts';

function setUp(enabled = true) {
  const changes = new ContentChanges(() => undefined);
  return { changes, cache: new AnswerCache(changes, { enabled }) };
}

/** A promise and the function that resolves it. */
function held() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('ContentChanges', () => {
  it("tells its listeners each change, with the family's `any` of a listed ad or a seller, until they stop", () => {
    const changes = new ContentChanges(() => undefined);
    const heard: ContentTag[][] = [];
    const stop = changes.on((change) => heard.push([...change]));
    changes.emit('ad:9', 'counts:9');
    changes.emit('listed:8', 'seller:user:14');
    changes.emit();
    stop();
    changes.emit('catalog');
    expect(heard).toEqual([
      ['ad:9', 'counts:9'],
      ['listed:8', 'seller:user:14', 'listed:any', 'seller:any'],
    ]);
  });

  it('reports a listener that throws and still calls the others', () => {
    const onError = vi.fn();
    const changes = new ContentChanges(onError);
    const failure = new Error('listener failed');
    const after = vi.fn();
    changes.on(() => {
      throw failure;
    });
    changes.on(after);
    changes.emit('sellers');
    expect(onError).toHaveBeenCalledWith(failure);
    expect(after).toHaveBeenCalledOnce();
  });
});

describe('AnswerCache', () => {
  it('loads once for concurrent and later calls with the same argument', async () => {
    const { cache } = setUp();
    const load = vi.fn((args: { id: number; lang: string }) => Promise.resolve({ ...args }));
    const get = cache.define({ ttl: 30, topics: ['ads'] }, load);
    const [a, b] = await Promise.all([get({ id: 1, lang: 'en' }), get({ lang: 'en', id: 1 })]);
    expect(a).toBe(b);
    expect(await get({ id: 1, lang: 'en' })).toBe(a);
    expect(load).toHaveBeenCalledOnce();
    await get({ id: 1, lang: 'ar' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after a change of one of its topics, not of another', async () => {
    const { cache, changes } = setUp();
    const load = vi.fn(() => Promise.resolve('answer'));
    const get = cache.define({ ttl: 30, topics: ['ads', 'catalog'] }, load);
    await get(null);
    changes.emit('jobs');
    await get(null);
    expect(load).toHaveBeenCalledOnce();
    changes.emit('catalog');
    await get(null);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops by a change of a thing only the answers that show it', async () => {
    const { cache, changes } = setUp();
    const loads: number[] = [];
    const get = cache.define(
      { ttl: 30, topics: ['ads'], tags: (id: number) => [`ad:${id}` as const] },
      (id: number) => {
        loads.push(id);
        return Promise.resolve(id * 10);
      },
    );
    await Promise.all([get(1), get(2)]);
    changes.emit('ad:2', 'card:1');
    expect([await get(1), await get(2)]).toEqual([10, 20]);
    expect(loads).toEqual([1, 2, 2]);
    changes.emit('ads');
    await Promise.all([get(1), get(2)]);
    expect(loads).toEqual([1, 2, 2, 1, 2]);
  });

  it('drops an answer by a tag it has now, after it was kept with others', async () => {
    const { cache, changes } = setUp();
    let shown: ContentTag[] = ['card:1'];
    const load = vi.fn(() => Promise.resolve(shown));
    const get = cache.define({ ttl: 30, topics: ['ads'], tags: (_: null, tags) => tags }, load);
    await get(null);
    shown = ['card:1', 'card:2'];
    changes.emit('card:1');
    expect(await get(null)).toEqual(['card:1', 'card:2']);
    changes.emit('card:2');
    await get(null);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never answers after a change what a load begun before it read', async () => {
    const { cache, changes } = setUp();
    const first = held();
    const began = held();
    let loads = 0;
    const get = cache.define(
      { ttl: 30, topics: ['ads'], tags: () => ['ad:1' as const] },
      async () => {
        loads += 1;
        const mine = loads;
        if (mine === 1) {
          began.release();
          await first.promise;
        }
        return mine;
      },
    );
    const before = get(null);
    await began.promise;
    changes.emit('ad:1');
    const after = get(null);
    first.release();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await get(null)).toBe(2);
  });

  it('keeps what a load read when the change named another thing', async () => {
    const { cache, changes } = setUp();
    const first = held();
    const began = held();
    const load = vi.fn(async () => {
      began.release();
      await first.promise;
      return 'answer';
    });
    const get = cache.define({ ttl: 30, topics: ['ads'], tags: () => ['ad:1' as const] }, load);
    const before = get(null);
    await began.promise;
    changes.emit('ad:2');
    first.release();
    expect(await before).toBe('answer');
    expect(await get(null)).toBe('answer');
    expect(load).toHaveBeenCalledOnce();
  });

  it('notes for what is made from it what each answer shows, kept or not', async () => {
    for (const enabled of [true, false]) {
      const { cache } = setUp(enabled);
      const get = cache.define(
        { ttl: 30, topics: ['catalog'], tags: (id: number) => [`listed:${id}` as const] },
        (id: number) => Promise.resolve(id),
      );
      await get(3);
      const { tags } = await collectDependencies(() => get(3));
      expect([...tags], String(enabled)).toEqual(['catalog', 'listed:3']);
    }
  });

  it('loads every time when disabled', async () => {
    const { cache } = setUp(false);
    const load = vi.fn(() => Promise.resolve('answer'));
    const get = cache.define({ ttl: 30, topics: ['ads'] }, load);
    await get(null);
    await get(null);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('AnswerCache, an answer per key', () => {
  /** Answers `key × 10` for each key, noting each call's keys. */
  function tenfold() {
    const calls: number[][] = [];
    const load = (keys: number[]) => {
      calls.push(keys);
      return Promise.resolve(new Map(keys.map((key) => [key, key * 10])));
    };
    return { calls, load };
  }

  const cards = {
    ttl: 30,
    topics: ['ads'],
    tags: (id: number) => [`card:${id}` as const],
  } as const;

  it('loads only the keys it has not kept, together in one call', async () => {
    const { cache } = setUp();
    const { calls, load } = tenfold();
    const get = cache.defineMany(cards, load);
    expect([...(await get([1, 2]))]).toEqual([
      [1, 10],
      [2, 20],
    ]);
    expect([...(await get([2, 3, 1, 4]))].sort()).toEqual([
      [1, 10],
      [2, 20],
      [3, 30],
      [4, 40],
    ]);
    expect(calls).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("loads again a key after a change of its topics or tags, and keeps nothing a load read before one of the key's", async () => {
    const { cache, changes } = setUp();
    const { calls, load } = tenfold();
    const nine = held();
    const get = cache.defineMany(cards, async (keys: number[]) => {
      if (keys.includes(9)) await nine.promise;
      return load(keys);
    });
    await get([1, 2]);
    changes.emit('catalog', 'card:3');
    await get([1, 2]);
    expect(calls).toEqual([[1, 2]]);
    changes.emit('card:2');
    await get([1, 2]);
    changes.emit('ads');
    await get([1, 2]);
    expect(calls).toEqual([[1, 2], [2], [1, 2]]);
    // A load under way when one of its keys changes answers its caller, and keeps the others.
    const before = get([8, 9]);
    changes.emit('card:9');
    nine.release();
    expect((await before).get(9)).toBe(90);
    await get([8, 9]);
    expect(calls.slice(3)).toEqual([[8, 9], [9]]);
  });

  it('keeps at most `size` keys, and nothing when off', async () => {
    const { cache } = setUp();
    const { calls, load } = tenfold();
    const get = cache.defineMany({ ...cards, size: 2 }, load);
    await get([1, 2, 3]);
    await get([2, 3]);
    await get([1]);
    expect(calls).toEqual([[1, 2, 3], [1]]);

    const off = setUp(false).cache.defineMany(cards, load);
    await off([7]);
    await off([7]);
    expect(calls.slice(2)).toEqual([[7], [7]]);
  });
});

describe('TaggedStorage', () => {
  it('drops a value set again with other tags by any of its new tags (async-cache-dedupe 3.4.0 kept it)', () => {
    const storage = new TaggedStorage(10);
    storage.keep('k', 'first', 60, ['r1']);
    storage.keep('k', 'second', 60, ['r0', 'r1']);
    expect(storage.read('k')).toBe('second');
    storage.drop(['r1']);
    expect(storage.read('k')).toBeUndefined();
  });

  it('keeps what no dropped tag names, and least recently used values go first past its size', () => {
    const storage = new TaggedStorage(2);
    storage.keep('a', 1, 60, ['x']);
    storage.keep('b', 2, 60, ['y']);
    storage.drop(['z']);
    expect([storage.read('a'), storage.read('b')]).toEqual([1, 2]);
    storage.keep('c', 3, 60, ['x']);
    expect([storage.read('a'), storage.read('b'), storage.read('c')]).toEqual([undefined, 2, 3]);
    storage.drop(['x']);
    expect([storage.read('b'), storage.read('c')]).toEqual([2, undefined]);
  });
});
