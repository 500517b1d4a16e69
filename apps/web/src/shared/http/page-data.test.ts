import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID, readPageData } from './page-data';

function setPageData(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('readPageData', () => {
  it('reads the language and the answers by URL', () => {
    setPageData('{"lang":"ar","answers":{"/api/banner":{"data":[]}}}');
    const data = readPageData(document);
    expect(data?.lang).toBe('ar');
    expect(data?.answers.get('/api/banner')).toEqual({ data: [] });
  });

  it('reads the addresses the server answered 404, once each', async () => {
    setPageData('{"lang":"en","answers":{},"missing":["/api/ads/7"]}');
    expect(readPageData(document)?.missing).toEqual(new Set(['/api/ads/7']));
    const { takePageMissing } = await import('./page-data');
    expect(takePageMissing('/api/ads/7', 'ar')).toBeUndefined();
    expect(takePageMissing('/api/ads/8', 'en')).toBeUndefined();
    expect(takePageMissing('/api/ads/7', 'en')).toBe(404);
    expect(takePageMissing('/api/ads/7', 'en')).toBeUndefined();
  });

  it('tells an address that answered 410 (gone) from one that answered 404', async () => {
    setPageData(
      '{"lang":"en","answers":{},"missing":["/api/ads/7","/api/ads/8"],"gone":["/api/ads/8"]}',
    );
    const { takePageMissing } = await import('./page-data');
    expect(takePageMissing('/api/ads/8', 'en')).toBe(410);
    expect(takePageMissing('/api/ads/7', 'en')).toBe(404);
    expect(takePageMissing('/api/ads/8', 'en')).toBeUndefined();
  });

  it('ignores a missing, malformed or foreign script', () => {
    expect(readPageData(document)).toBeNull();
    setPageData('{"lang":"ar","answers":');
    expect(readPageData(document)).toBeNull();
    document.getElementById(PAGE_DATA_ID)?.remove();
    setPageData('{"lang":"fr","answers":{}}');
    expect(readPageData(document)).toBeNull();
  });
});

describe('apiGet with the answers of the page', () => {
  it('uses an answer once, in its language only, then asks the network', async () => {
    setPageData('{"lang":"en","answers":{"/api/categories":{"data":[{"id":1}]}}}');
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"data":[{"id":2}]}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { apiGet } = await import('./api-client');

    expect(await apiGet('categories', { lang: 'ar' })).toEqual({ data: [{ id: 2 }] });
    expect(await apiGet('categories', { lang: 'en' })).toEqual({ data: [{ id: 1 }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiGet('categories', { lang: 'en' })).toEqual({ data: [{ id: 2 }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
