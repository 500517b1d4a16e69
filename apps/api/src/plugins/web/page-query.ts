/**
 * Query parameters that only say where a visitor came from (campaigns, ad clicks, shares): no
 * page reads them, so a page is rendered, kept and named without them.
 */
const TRACKING = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|igshid|mc_cid|mc_eid)$/i;

/** A page address without its tracking parameters (`/en/ad/9?utm_source=x` → `/en/ad/9`). */
export function withoutTracking(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  for (const key of [...searchParams.keys()]) if (TRACKING.test(key)) searchParams.delete(key);
  const search = searchParams.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}
