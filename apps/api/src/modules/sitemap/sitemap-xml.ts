import { LANGUAGES, type Lang } from '@souq/contracts';

/**
 * What one entry of a sitemap names: a page in both languages, when it last changed, and
 * whether the two are translations of each other (hreflang alternates; true when unsaid).
 */
export type SitemapPage = {
  path: (lang: Lang) => string;
  lastmod?: Date | undefined;
  bilingual?: boolean;
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** W3C date-time, as sitemaps take it (seconds are enough). */
function lastmodOf(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * One `<url>` per language, each listing both languages' addresses and the English one as
 * `x-default` (Google asks every version to list all of them, itself included) when the two
 * are translations of each other.
 */
export function urlEntries(origin: string, page: SitemapPage): string {
  const alternates = (
    page.bilingual === false
      ? []
      : [
          ...LANGUAGES.map((lang) => ({ hreflang: lang, href: origin + page.path(lang) })),
          { hreflang: 'x-default', href: origin + page.path('en') },
        ]
  )
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  const lastmod = page.lastmod ? `<lastmod>${lastmodOf(page.lastmod)}</lastmod>` : '';
  return LANGUAGES.map(
    (lang) =>
      `<url><loc>${escapeXml(origin + page.path(lang))}</loc>${lastmod}${alternates}</url>\n`,
  ).join('');
}

/** A sitemap index: one `<sitemap>` per paged sitemap. */
export function sitemapIndex(sitemaps: { loc: string; lastmod?: Date | undefined }[]): string {
  const entries = sitemaps
    .map(
      ({ loc, lastmod }) =>
        `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmodOf(lastmod)}</lastmod>` : ''}</sitemap>\n`,
    )
    .join('');
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
