import { LIMITS } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { AdPicture } from '../../../shared/ads/ad-picture';
import { adsQueryOptions } from '../../../shared/ads/ads-api';
import { formatPrice } from '../../../shared/format/price';
import { useLang } from '../../../shared/i18n/use-lang';

/** The 'latest ads' sidebar: the 5 newest ads (`GET /ads?sort=newest&per_page=5`). */
export function LatestAds() {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const ads = useQuery(adsQueryOptions(lang, { sort: 'newest', per_page: LIMITS.latestAds }));

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('contactUs.latestAds')}
      </h2>
      {ads.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
          {t('oopsError')}
        </p>
      ) : (
        <ul aria-busy={ads.isPending} className="mt-4 space-y-3">
          {ads.isPending
            ? Array.from({ length: LIMITS.latestAds }, (_, i) => (
                <li key={i} className="h-20 animate-pulse rounded-lg bg-slate-100" />
              ))
            : ads.data.data.slice(0, LIMITS.latestAds).map((ad) => (
                <li key={ad.id}>
                  <Link
                    to={`/${lang}/ad/${String(ad.id)}`}
                    className="flex items-center gap-3 rounded-lg p-1 hover:bg-slate-50"
                  >
                    <AdPicture
                      image={ad.images[0]}
                      alt=""
                      sizes="96px"
                      className="aspect-[4/3] w-24 shrink-0 rounded-md"
                    />
                    <span className="min-w-0">
                      <span dir="auto" className="line-clamp-2 font-semibold text-slate-900">
                        {ad.title}
                      </span>
                      <span className="mt-1 block text-sm font-bold text-teal-800">
                        <bdi>{formatPrice(ad.price, lang)}</bdi> {t('sp')}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
