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
