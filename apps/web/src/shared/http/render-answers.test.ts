import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { setRenderAnswers, takeRenderMissing, type RenderAnswers } from './render-answers';

/** The answers of one render, as entry-server.tsx gives them. */
function render(page: Partial<RenderAnswers> & Pick<RenderAnswers, 'lang'>): void {
  const answers: RenderAnswers = {
    answers: new Map(),
    missing: new Set(),
    gone: new Set(),
    ...page,
  };
  setRenderAnswers(() => answers);
}

afterEach(() => {
  setRenderAnswers(() => undefined);
  vi.unstubAllGlobals();
});

describe('the answers of a server render', () => {
  it('answer a GET once, in their language only; then the network answers', async () => {
    render({ lang: 'en', answers: new Map([['/api/categories', { data: [{ id: 1 }] }]]) });
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"data":[{"id":2}]}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);

    expect(await apiGet('categories', { lang: 'ar' })).toEqual({ data: [{ id: 2 }] });
    expect(await apiGet('categories', { lang: 'en' })).toEqual({ data: [{ id: 1 }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiGet('categories', { lang: 'en' })).toEqual({ data: [{ id: 2 }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tell what was not found (404) from what is gone (410), once each', () => {
    render({
      lang: 'en',
      missing: new Set(['/api/ads/7', '/api/ads/8']),
      gone: new Set(['/api/ads/8']),
    });
    expect(takeRenderMissing('/api/ads/8', 'ar')).toBeUndefined();
    expect(takeRenderMissing('/api/ads/8', 'en')).toBe(410);
    expect(takeRenderMissing('/api/ads/7', 'en')).toBe(404);
    expect(takeRenderMissing('/api/ads/7', 'en')).toBeUndefined();
    expect(takeRenderMissing('/api/ads/9', 'en')).toBeUndefined();
  });

  it('are none outside a render (the browser)', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"data":[]}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(takeRenderMissing('/api/ads/7', 'en')).toBeUndefined();
    expect(await apiGet('categories', { lang: 'en' })).toEqual({ data: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
