import { HTTP_TIMEOUT_MS } from '@souq/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { apiGet, apiRequest, apiUrl } from './api-client';
import { ApiError } from './api-error';
import { setUnauthorizedHandler } from './unauthorized';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: typeof url === 'string' ? url : '', init, headers: new Headers(init.headers) };
}

function clearCookies() {
  for (const name of ['auth_token', 'userData']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { data: [] })));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  clearCookies();
  await i18n.changeLanguage('en');
});

describe('apiUrl', () => {
  it('treats every spelling as relative to /api', () => {
    expect(apiUrl('categories')).toBe('/api/categories');
    expect(apiUrl('/categories')).toBe('/api/categories');
    expect(apiUrl('/api/categories?categoryId=5')).toBe('/api/categories?categoryId=5');
    expect(apiUrl('api/ads/3')).toBe('/api/ads/3');
    expect(apiUrl('apiary')).toBe('/api/apiary');
  });
});

describe('apiRequest', () => {
  it('sends JSON headers, cookies and the current language', async () => {
    await i18n.changeLanguage('ar');
    await apiGet('/categories');
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/categories');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('lang')).toBe('ar');
  });

  it('lets the caller choose the language', async () => {
    await apiGet('categories', { lang: 'ar' });
    expect(sentRequest().headers.get('lang')).toBe('ar');
  });

  it("adds the caller's extra headers without letting them replace its own", async () => {
    await apiGet('reviews/3', { lang: 'ar', headers: { 'Entity-Type': 'ad', lang: 'en' } });
    const { headers } = sentRequest();
    expect(headers.get('Entity-Type')).toBe('ad');
    expect(headers.get('lang')).toBe('ar');
  });

  it('adds a bearer header only when auth_token is readable', async () => {
    await apiGet('categories');
    expect(sentRequest().headers.has('Authorization')).toBe(false);

    fetchMock.mockClear();
    document.cookie = 'auth_token=tok123; Path=/';
    await apiGet('categories');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer tok123');
  });

  it('sends a body as JSON', async () => {
    await apiRequest('reviews', { method: 'POST', body: { review: 'ok' } });
    const { init, headers } = sentRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"review":"ok"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('resolves with the JSON answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [{ id: 1 }] }));
    await expect(apiGet('ads')).resolves.toEqual({ data: [{ id: 1 }] });
  });

  it('aborts after the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(init.signal?.reason as Error);
          });
        }),
    );
    const pending = apiGet('slow');
    const outcome = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("forwards the caller's abort", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(init.signal?.reason as Error);
          });
        }),
    );
    const caller = new AbortController();
    const pending = apiGet('slow', { signal: caller.signal });
    caller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('parses 422 field errors', async () => {
    const body = { message: 'The given data was invalid.', errors: { name: ['Required.'] } };
    fetchMock.mockResolvedValue(jsonResponse(422, body));
    const error = await apiGet('register').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { name: ['Required.'] },
      body,
    });
  });

  it('passes other errors through with the server message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Already applied' }));
    await expect(apiGet('job-applications')).rejects.toMatchObject({
      status: 409,
      message: 'Already applied',
      errors: {},
    });
  });

  it('on 401 clears the session cookies, warns, notifies and rethrows', async () => {
    document.cookie = 'auth_token=tok; Path=/';
    document.cookie = 'userData=%7B%7D; Path=/';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthenticated.' }));

    await expect(apiGet('profile')).rejects.toMatchObject({ status: 401 });
    expect(document.cookie).not.toContain('auth_token');
    expect(document.cookie).not.toContain('userData');
    expect(warn).toHaveBeenCalledWith('Unauthorized');
    expect(onUnauthorized).toHaveBeenCalledOnce();

    unregister();
    warn.mockRestore();
  });
});
