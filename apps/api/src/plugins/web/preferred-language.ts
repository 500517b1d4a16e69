import { DEFAULT_LANG, isLang, type Lang } from '@souq/contracts';

/**
 * The site's language a browser prefers by its `Accept-Language` header (`ar-SY,ar;q=0.9,en;q=0.8`
 * → `ar`): the one of highest weight among the site's, the first of equal weight; English when
 * it names neither.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Lang {
  let best: { lang: Lang; weight: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const lang = tag.trim().toLowerCase().split('-')[0];
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = quality === undefined ? 1 : Number(quality);
    if (isLang(lang) && weight > 0 && (!best || weight > best.weight)) best = { lang, weight };
  }
  return best?.lang ?? DEFAULT_LANG;
}
