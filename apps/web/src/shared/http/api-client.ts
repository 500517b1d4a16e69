import { COOKIES, HTTP_TIMEOUT_MS, resolveLang, type Lang } from '@souq/contracts';
import { i18n } from '../i18n/i18n';
import { readCookie, removeCookie } from '../lib/cookies';
import { toApiError } from './api-error';
import { renderLanguage, takeRenderAnswer } from './render-answers';
import { notifyUnauthorized } from './unauthorized';

const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own type (a picture); instead of `body`. */
  file?: Blob;
  /** The `lang` header; the page's language when omitted. */
  lang?: Lang;
  signal?: AbortSignal;
  /** Extra headers (e.g. the reviews call's `Entity-Type`); they never replace the ones set here. */
  headers?: Record<string, string>;
};

/** `categories`, `/categories` and `/api/categories` all mean `/api/categories`. */
export function apiUrl(path: string): string {
  const relative = path.replace(/^\/+/, '').replace(/^api(?:\/+|$)/, '');
  return `${API_BASE}/${relative}`;
}

function buildHeaders(
  lang: Lang,
  contentType: string | undefined,
  extra: Record<string, string> = {},
): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json', lang });
  if (contentType !== undefined) headers.set('Content-Type', contentType);
  // The server sets auth_token HttpOnly, so the cookie itself carries the session; a token
  // readable here (another client's setup) is also sent as a bearer header, as the spec asks.
  const token = readCookie(COOKIES.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function handleUnauthorized(): void {
  removeCookie(COOKIES.token);
  removeCookie(COOKIES.user);
  console.warn('Unauthorized');
  notifyUnauthorized();
}

/**
 * Calls the API: base `/api`, JSON, cookies included, 20 s timeout (rejects with a
 * `TimeoutError` DOMException). A non-2xx answer rejects with an `ApiError`; a 401 first clears
 * the session cookies and tells the registered unauthorized handler. The answer is typed by
 * the caller from the contracts, not parsed again: the server validates every answer it sends
 * against the same schemas, and zod stays off the first load
 * (docs/decisions/0020-lean-first-load.md). A plain
 * GET the server already answered for the page it is rendering (render-answers.ts) is not sent.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, file, signal } = options;
  const lang = options.lang ?? renderLanguage() ?? resolveLang(i18n.language);
  if (method === 'GET' && options.headers === undefined) {
    const answer = takeRenderAnswer(apiUrl(path), lang);
    if (answer !== undefined) return answer as T;
  }
  // One controller for the caller's signal and the timeout (AbortSignal.any is too recent).
  const controller = new AbortController();
  const forwardAbort = () => {
    controller.abort(signal?.reason);
  };
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort);
  const timer = setTimeout(() => {
    controller.abort(
      new DOMException(`Request timed out after ${HTTP_TIMEOUT_MS} ms`, 'TimeoutError'),
    );
  }, HTTP_TIMEOUT_MS);
  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers: buildHeaders(
        lang,
        file
          ? file.type || 'application/octet-stream'
          : body === undefined
            ? undefined
            : 'application/json',
        options.headers,
      ),
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'include',
      signal: controller.signal,
    });
    const payload = await readBody(response);
    if (!response.ok) {
      if (response.status === 401) handleUnauthorized();
      throw toApiError(response.status, response.statusText, payload);
    }
    return payload as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export function apiGet<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, options);
}
