import type { ServiceProvider } from '@souq/contracts';
import { BadgeCheck, MapPin, Store, UserRound } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { StarRow } from '../../../shared/ui/star-row';

/** A provider: picture, name, kind, city, real star rating with counts, and its page. */
export function ProviderCard({ provider }: { provider: ServiceProvider }) {
  const { t } = useTranslation();
  const lang = useLang();
  const isStore = provider.type === 'store';
  const KindIcon = isStore ? Store : UserRound;
  const to = isStore ? paths.store(lang, provider.id) : paths.userProfile(lang, provider.id);
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-4">
        {provider.image ? (
          <img
            src={provider.image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
          />
        ) : (
          <span className="grid size-16 shrink-0 place-items-center rounded-full bg-teal-50 text-teal-800">
            <KindIcon aria-hidden="true" className="size-8" />
          </span>
        )}
        <div className="min-w-0">
          <h3 className="flex items-center gap-1 font-bold text-slate-900">
            <bdi className="truncate">{provider.name}</bdi>
            {provider.is_verified ? (
              <BadgeCheck
                role="img"
                aria-label={t('serviceProviders.verified')}
                className="size-5 shrink-0 text-teal-700"
              />
            ) : null}
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <KindIcon aria-hidden="true" className="size-4" />
            {isStore ? t('serviceProviders.store') : t('serviceProviders.individual')}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <StarRow rating={provider.average_rating} />
        <span>{t('serviceProviders.ratingsCount', { count: provider.ratings_count })}</span>
        <span aria-hidden="true">·</span>
        <span>{t('serviceProviders.reviewsCount', { count: provider.reviews_count })}</span>
      </div>
      {provider.city ? (
        <p className="mt-2 flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {provider.city}
        </p>
      ) : null}
      {provider.description ? (
        <p dir="auto" className="mt-3 line-clamp-3 text-sm text-slate-700">
          {provider.description}
        </p>
      ) : null}
      <div className="mt-auto pt-4">
        <Link
          to={to}
          aria-label={`${t('serviceProviders.viewProfile')}: ${provider.name}`}
          className="block rounded-lg bg-teal-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('serviceProviders.viewProfile')}
        </Link>
      </div>
    </article>
  );
}
