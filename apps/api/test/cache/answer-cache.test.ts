import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from '../../src/shared/answer-cache.ts';
import { ContentChanges, type ContentTopic } from '../../src/shared/content-changes.ts';

function setUp(enabled = true) {
  const changes = new ContentChanges(() => undefined);
  return { changes, cache: new AnswerCache(changes, { enabled }) };
}

describe('ContentChanges', () => {
  it('calls the listeners of each topic emitted, until they stop', () => {
    const changes = new ContentChanges(() => undefined);
    const heard: ContentTopic[] = [];
    const stop = changes.on('ads', (topic) => heard.push(topic));
    changes.on('jobs', (topic) => heard.push(topic));
    changes.emit('ads', 'catalog');
    changes.emit('jobs');
    stop();
    changes.emit('ads');
    expect(heard).toEqual(['ads', 'jobs']);
  });

  it('reports a listener that throws and still calls the others', () => {
    const onError = vi.fn();
    const changes = new ContentChanges(onError);
    const failure = new Error('listener failed');
    const after = vi.fn();
    changes.on('sellers', () => {
      throw failure;
    });
    changes.on('sellers', after);
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

  it('never answers after a change what a load begun before it read', async () => {
    const { cache, changes } = setUp();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loads = 0;
    const get = cache.define({ ttl: 30, topics: ['ads'] }, async () => {
      loads += 1;
      const mine = loads;
      if (mine === 1) await held;
      return mine;
    });
    const before = get(null);
    changes.emit('ads');
    const after = get(null);
    release();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await get(null)).toBe(2);
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

  it('loads only the keys it has not kept, together in one call', async () => {
    const { cache } = setUp();
    const { calls, load } = tenfold();
    const get = cache.defineMany({ ttl: 30, topics: ['ads'] }, load);
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

  it('loads again after a change of its topics, and keeps nothing a load read before one', async () => {
    const { cache, changes } = setUp();
    const { calls, load } = tenfold();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const get = cache.defineMany({ ttl: 30, topics: ['ads'] }, async (keys: number[]) => {
      if (keys.includes(9)) await held;
      return load(keys);
    });
    await get([1]);
    changes.emit('catalog');
    await get([1]);
    expect(calls).toEqual([[1]]);
    changes.emit('ads');
    await get([1]);
    expect(calls).toEqual([[1], [1]]);
    // A load under way when a write happens answers its caller but is not kept.
    const before = get([9]);
    changes.emit('ads');
    release();
    expect((await before).get(9)).toBe(90);
    await get([9]);
    expect(calls).toEqual([[1], [1], [9], [9]]);
  });

  it('keeps at most `size` keys, and nothing once its time is up or when off', async () => {
    const { cache } = setUp();
    const { calls, load } = tenfold();
    const get = cache.defineMany({ ttl: 30, topics: ['ads'], size: 2 }, load);
    await get([1, 2, 3]);
    await get([2, 3]);
    await get([1]);
    expect(calls).toEqual([[1, 2, 3], [1]]);

    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const short = setUp().cache.defineMany({ ttl: 1, topics: ['ads'] }, load);
      await short([5]);
      vi.advanceTimersByTime(1500);
      await short([5]);
      expect(calls.slice(2)).toEqual([[5], [5]]);
    } finally {
      vi.useRealTimers();
    }

    const off = setUp(false).cache.defineMany({ ttl: 30, topics: ['ads'] }, load);
    await off([7]);
    await off([7]);
    expect(calls.slice(4)).toEqual([[7], [7]]);
  });
});
