import {
  addressIn,
  LANGUAGES,
  META_TEXTS,
  type Lang,
  type PageAddress,
  type PageMeta,
  type StructuredData,
} from '@souq/contracts';
import { attribute } from '../html-attribute.ts';

/**
 * `/ar/ad/7?x=1` → the language and `/ad/7`: a query string is not part of a page's name, but
 * for the `query` that names it (a search's words).
 */
export function pageAddress(url: string, origin: string, query = ''): PageAddress {
  const { pathname } = new URL(url, 'http://localhost');
  const [, lang = '', ...rest] = pathname.split('/');
  const path = rest.filter(Boolean).join('/');
  return {
    origin,
    lang: lang as Lang,
    rest: (path === '' ? '' : `/${path}`) + (query === '' ? '' : `?${query}`),
  };
}

const metaTag = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attribute(content)}">`;

/** JSON in a script that cannot be closed early: `\u003c` is `<` to JSON.parse. */
const jsonLd = (data: StructuredData) =>
  `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;

const OG_LOCALES: Record<Lang, string> = { ar: 'ar_SY', en: 'en_US' };

/**
 * The head tags of a page: its description, canonical address, its address in each language
 * (`hreflang`, English for `x-default`), its Open Graph and Twitter card, and its structured
 * data. `title` is the page's title as text.
 */
export function pageHead(meta: PageMeta, page: PageAddress, title: string): string {
  const texts = META_TEXTS[page.lang];
  const canonical = addressIn(page, page.lang);
  const description = meta.description ?? texts.site;
  const translated = LANGUAGES.every((lang) => meta.languages?.includes(lang) ?? true);
  const tags = [
    metaTag('name', 'description', description),
    ...(meta.noindex ? [metaTag('name', 'robots', 'noindex, follow')] : []),
    `<link rel="canonical" href="${attribute(canonical)}">`,
    ...(translated
      ? [
          ...LANGUAGES.map(
            (lang) =>
              `<link rel="alternate" hreflang="${lang}" href="${attribute(addressIn(page, lang))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${attribute(addressIn(page, 'en'))}">`,
        ]
      : []),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', texts.siteName),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', canonical),
    metaTag('property', 'og:locale', OG_LOCALES[page.lang]),
    ...LANGUAGES.filter((lang) => lang !== page.lang).map((lang) =>
      metaTag('property', 'og:locale:alternate', OG_LOCALES[lang]),
    ),
    metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
  ];
  if (meta.image) {
    tags.push(
      metaTag('property', 'og:image', `${page.origin}${meta.image.address}`),
      metaTag('property', 'og:image:width', String(meta.image.width)),
      metaTag('property', 'og:image:height', String(meta.image.height)),
      metaTag('property', 'og:image:alt', title),
    );
  }
  for (const data of meta.structuredData ?? []) tags.push(jsonLd(data));
  return tags.join('');
}
