import type { Lang } from '@souq/contracts';

/** Chooses the column (or value) of the request's language among an English/Arabic pair. */
export function localized<En, Ar>(lang: Lang, en: En, ar: Ar): En | Ar {
  return lang === 'ar' ? ar : en;
}
