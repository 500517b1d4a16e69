import type { AdDetail, Lang } from '@souq/contracts';

/** What an ad's page says of its text in another language, as the web app's `adDetail.offeredIn`. */
const OFFERED_IN: Record<Lang, Record<Lang, string>> = {
  en: { ar: 'Offered in Arabic', en: 'Offered in English' },
  ar: { ar: 'معروض بالعربية', en: 'معروض بالإنجليزية' },
};

/**
 * The ad's title as a page in `lang` names it (its description, its Product): followed by the
 * language it is written in when that is another, as the page's `<title>` is.
 */
export function adTitleIn(ad: Pick<AdDetail, 'title' | 'lang'>, lang: Lang): string {
  return ad.lang === lang ? ad.title : `${ad.title} (${OFFERED_IN[lang][ad.lang]})`;
}
