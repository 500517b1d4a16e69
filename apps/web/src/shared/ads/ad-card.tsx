import { PICTURE_SIZES, type Ad } from '@souq/contracts';
import { memo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { formatPrice } from '../format/price';
import { formatAge } from '../format/relative-age';
import { useLang } from '../i18n/use-lang';
import { StarRow } from '../ui/star-row';
import { AdPicture } from './ad-picture';

/**
 * An ad in a grid: its own picture, condition and date (spec 9's quirks fixed), and a details link.
 * `priority`: the card is the first of a page's list, whose picture is its largest paint.
 * Memoized: a list's page re-renders when a dialog of its opens, and its cards, unchanged (the
 * query cache keeps each ad's object), are then left alone (docs/decisions/0092).
 */
export const AdCard = memo(function AdCard({
  ad,
  priority = false,
}: {
  ad: Ad;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const place = [ad.city, ad.country].filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
  // Its height until drawn: on a phone, one card a row (the picture ¾ of the page's width less
  // its margins, then the text); a wrong guess shifted the page as it was scrolled.
  return (
    <article className="render-when-near-[440px] max-sm:render-when-near-[calc(75vw+188px)] flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <AdPicture
          image={ad.images[0]}
          alt={ad.title}
          sizes={PICTURE_SIZES.adCard}
          priority={priority}
          className="aspect-[4/3] w-full"
        />
        {ad.condition ? (
          <span className="absolute start-2 top-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-slate-800 shadow-sm">
            {ad.condition}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 lang={ad.lang} dir="auto" className="line-clamp-2 font-semibold text-slate-900">
          {ad.title}
        </h3>
        <p className="text-lg font-bold text-teal-800">
          {ad.price === 0 ? (
            t('adDetail.free')
          ) : (
            <>
              <bdi>{formatPrice(ad.price, lang)}</bdi> {t('sp')}
            </>
          )}
        </p>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <StarRow rating={ad.average_rating} />
          <span>({ad.ratings_count})</span>
          <span className="ms-auto inline-flex items-center gap-1">
            <span aria-hidden="true" className="icon-[lucide--eye] size-4" />
            <span className="sr-only">{t('adCard.views')}</span>
            {ad.view_count}
          </span>
        </div>
        {place ? (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <span aria-hidden="true" className="icon-[lucide--map-pin] size-4 shrink-0" />
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <span aria-hidden="true" className="icon-[lucide--clock] size-4 shrink-0" />
          <time dateTime={ad.date}>{formatAge(ad.date, t)}</time>
        </p>
        <Link
          to={`/${lang}/ad/${String(ad.id)}`}
          aria-label={`${t('adCard.showDetails')}: ${ad.title}`}
          className="mt-auto rounded-lg bg-teal-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('adCard.showDetails')}
        </Link>
      </div>
    </article>
  );
});
