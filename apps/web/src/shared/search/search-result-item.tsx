import type { Ad } from '@souq/contracts';
import { Eye, Star, UserRound } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { AdPicture } from '../ads/ad-picture';
import { formatPrice } from '../format/price';
import { useLang } from '../i18n/use-lang';
import { authorRoleLabel } from './author-role';
import { HighlightedText } from './highlighted-text';

/** One search result (spec 2): picture, highlighted name, price, views, ratings and author. */
export function SearchResultItem({ ad, term }: { ad: Ad; term: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Link
      to={`/${lang}/ad/${String(ad.id)}`}
      className="flex gap-3 rounded-xl p-2 hover:bg-slate-50 focus-visible:bg-slate-50"
    >
      <AdPicture
        image={ad.images[0]}
        alt=""
        sizes="96px"
        className="aspect-[4/3] w-20 shrink-0 self-start rounded-lg sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <p dir="auto" className="line-clamp-2 font-semibold text-slate-900">
          <HighlightedText text={ad.title} term={term} />
        </p>
        <p className="text-sm font-bold text-teal-800">
          <bdi>{formatPrice(ad.price, lang)}</bdi> {t('sp')}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            {t('search.views', { value: ad.view_count })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5" />
            {t('search.ratings', { value: ad.ratings_count })}
          </span>
          <span className="inline-flex min-w-0 items-center gap-1">
            <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">
              <bdi>{ad.author_info.author_name}</bdi> ·{' '}
              {authorRoleLabel(t, ad.author_info.author_role)}
            </span>
          </span>
        </p>
      </div>
    </Link>
  );
}
