import { isLang, type Lang } from '@souq/contracts';

/** The id of the `<script type="application/json">` the server writes into a page. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The answers of the API GETs the server made for a page, by URL, the URLs it answered 404 or
 * 410 (the page's subject, an ad, a job…, does not exist), and those of them that answered 410
 * (it existed and is gone).
 */
export type PageData = {
  lang: Lang;
  answers: Map<string, unknown>;
  missing: Set<string>;
  gone?: Set<string>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Reads the API answers the server put into the page it sent (anonymous visitors of the pages
 * it plans, apps/api page-plans.ts): `{ lang, answers: { "/api/…": body }, missing?: [url],
 * gone?: [url] }`.
 * Anything malformed is ignored, and the calls simply go to the network.
 */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isLang(parsed.lang) || !isRecord(parsed.answers)) return null;
    const missing = isStringList(parsed.missing) ? parsed.missing : [];
    const gone = isStringList(parsed.gone) ? parsed.gone : [];
    return {
      lang: parsed.lang,
      answers: new Map(Object.entries(parsed.answers)),
      missing: new Set(missing),
      gone: new Set(gone),
    };
  } catch {
    return null;
  }
}

let pageData: PageData | null | undefined;

let serverPageData: (() => PageData | undefined) | undefined;

/**
 * On the server there is no document to read: entry-server.tsx gives the answers of the page
 * being rendered (each render has its own, as pages render at the same time).
 */
export function setServerPageData(source: () => PageData | undefined): void {
  serverPageData = source;
}

function currentPageData(): PageData | null | undefined {
  if (typeof document === 'undefined') return serverPageData?.();
  pageData ??= readPageData(document);
  return pageData;
}

/** The language of the page the server is rendering; undefined in the browser. */
export function serverPageLanguage(): Lang | undefined {
  return typeof document === 'undefined' ? serverPageData?.()?.lang : undefined;
}

/**
 * The server's answer to `GET url` in `lang`, once: the first render uses it instead of a
 * request; every later call (a refetch, another language) goes to the network.
 */
export function takePageAnswer(url: string, lang: Lang): unknown {
  const data = currentPageData();
  if (data?.lang !== lang) return undefined;
  const answer = data.answers.get(url);
  data.answers.delete(url);
  return answer;
}

/**
 * What the server answered at `GET url` in `lang` for this page when it found nothing there, once:
 * 404, or 410 for a thing that is gone. The route's loader then shows the not-found page without
 * asking again.
 */
export function takePageMissing(url: string, lang: Lang): 404 | 410 | undefined {
  const data = currentPageData();
  if (data?.lang !== lang || !data.missing.delete(url)) return undefined;
  return data.gone?.has(url) ? 410 : 404;
}
