import { MY_AD_TABS, SELLING_LIMITS, type MyAd, type MyAdTab } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { Eye, Heart, MessageCircle, MessageSquare, Phone, Plus, ThumbsUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { isHeld } from '../../../shared/ads/held-ad';
import { formatPrice } from '../../../shared/format/price';
import { formatDate } from '../../../shared/format/relative-age';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { myAdsQueryOptions } from '../selling-api';
import { ACTION_BUTTON, MyAdActions } from './my-ad-actions';

const DAY_MS = 24 * 60 * 60 * 1000;

function isTab(value: string | null): value is MyAdTab {
  return MY_AD_TABS.some((tab) => tab === value);
}

/** Days left before an active ad expires, when it is within the warning. */
function daysLeft(ad: MyAd, now: number): number | null {
  const left = Math.ceil((Date.parse(ad.expires_at) - now) / DAY_MS);
  return ad.status === 'active' && left <= SELLING_LIMITS.expiryWarningDays
    ? Math.max(left, 0)
    : null;
}

/**
 * `/{lang}/my-ads`: the seller's ads in tabs (active, sold, expired, in review) with their
 * counts, how each does, and what can be done with it (`MyAdActions`).
 */
export function MyAdsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: MyAdTab = isTab(tabParam) ? tabParam : 'active';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const page = useQuery(myAdsQueryOptions(lang, tab, pageNumber));
  const [now] = useState(() => Date.now());
  const tabs = useRef<HTMLDivElement>(null);
  // The chosen tab in sight, in a row that scrolls sideways on a phone.
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 md:py-10">
      <title>{`${t('selling.myAds.title')} | ${t('appName')}`}</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('selling.myAds.title')}</h1>
        <Link
          to={paths.postAd(lang)}
          className="inline-flex items-center gap-1.5 rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('selling.postTitle')}
        </Link>
      </div>
      <div
        ref={tabs}
        role="tablist"
        aria-label={t('selling.myAds.title')}
        // Four tabs are wider than a phone: the row scrolls sideways, its base line drawn
        // inside it (a border under it would be cut by the scrolling box).
        className="mb-6 flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)] sm:gap-2"
      >
        {MY_AD_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => {
              setParams({ tab: name }, { replace: true });
            }}
            className="shrink-0 border-b-2 border-transparent px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 aria-selected:border-teal-700 aria-selected:text-teal-800 sm:px-3 sm:text-base"
          >
            {t(`selling.myAds.tabs.${name}`)}
            {page.data ? (
              <span className="ms-1 text-sm sm:ms-1.5">({page.data.counts[name]})</span>
            ) : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`selling.myAds.tabs.${tab}`)}>
        {page.isPending ? (
          <PageLoading label={t('loading')} />
        ) : page.isError ? (
          <LoadError text={`${t('error')}: ${page.error.message}`} />
        ) : page.data.ads.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
            {t(`selling.myAds.empty.${tab}`)}
          </p>
        ) : (
          <>
            <ul className="space-y-4">
              {page.data.ads.map((ad) => (
                <MyAdItem key={ad.id} ad={ad} now={now} />
              ))}
            </ul>
            {page.data.last_page > 1 ? (
              <nav aria-label={t('selling.myAds.pages')} className="mt-6 flex justify-center gap-3">
                {pageNumber > 1 ? (
                  <Link to={`?tab=${tab}&page=${String(pageNumber - 1)}`} className={ACTION_BUTTON}>
                    {t('selling.myAds.previous')}
                  </Link>
                ) : null}
                {pageNumber < page.data.last_page ? (
                  <Link to={`?tab=${tab}&page=${String(pageNumber + 1)}`} className={ACTION_BUTTON}>
                    {t('selling.myAds.next')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function MyAdItem({ ad, now }: { ad: MyAd; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const warning = daysLeft(ad, now);

  const stats = [
    { icon: Eye, label: t('selling.myAds.views'), value: ad.views },
    { icon: ThumbsUp, label: t('selling.myAds.likes'), value: ad.likes },
    { icon: Heart, label: t('selling.myAds.favorites'), value: ad.favorites },
    { icon: MessageSquare, label: t('selling.myAds.reviews'), value: ad.reviews },
    { icon: Phone, label: t('selling.myAds.calls'), value: ad.call_taps },
    { icon: MessageCircle, label: t('selling.myAds.conversations'), value: ad.conversations },
  ];

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row">
      {/* The title's link says where it goes; the picture's is a larger target for a finger. */}
      <Link to={paths.ad(lang, ad.id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        {ad.picture ? (
          <img
            src={ad.picture.src}
            srcSet={ad.picture.srcset}
            sizes="160px"
            alt=""
            width={160}
            height={120}
            className="aspect-[4/3] w-full rounded-lg object-cover sm:w-40"
          />
        ) : (
          <div className="aspect-[4/3] w-full rounded-lg bg-slate-100 sm:w-40" />
        )}
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <h2 className="font-semibold text-slate-900">
          <Link to={paths.ad(lang, ad.id)} lang={ad.lang} dir="auto" className="hover:underline">
            {ad.title}
          </Link>
        </h2>
        <p className="font-bold text-teal-800">
          {ad.price === 0 ? (
            t('adDetail.free')
          ) : (
            <>
              <bdi>{formatPrice(ad.price, lang)}</bdi> {t('sp')}
            </>
          )}
          {ad.negotiable ? (
            <span className="ms-2 text-sm font-medium text-slate-600">
              {t('adDetail.negotiable')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {t('selling.myAds.postedOn', { date: formatDate(ad.created_at, t) })}
          {ad.status === 'sold' && ad.sold_at
            ? ` · ${t('selling.myAds.soldOn', { date: formatDate(ad.sold_at, t) })}`
            : ''}
          {ad.status === 'active'
            ? ` · ${t('selling.myAds.expiresOn', { date: formatDate(ad.expires_at, t) })}`
            : ''}
          {ad.status === 'expired'
            ? ` · ${t('selling.myAds.expiredOn', { date: formatDate(ad.expires_at, t) })}`
            : ''}
        </p>
        {isHeld(ad.status) ? (
          <div
            role="note"
            className={`rounded-md px-2 py-1 text-sm ${
              ad.status === 'rejected' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'
            }`}
          >
            <p className="font-semibold">{t(`selling.myAds.status.${ad.status}`)}</p>
            {ad.decision_reason ? (
              <p className="break-words">
                {t('selling.myAds.reason')} <bdi dir="auto">{ad.decision_reason}</bdi>
              </p>
            ) : null}
            {ad.status === 'rejected' ? <p>{t('selling.myAds.resubmit')}</p> : null}
          </div>
        ) : null}
        {warning !== null ? (
          <p
            role="note"
            className="rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900"
          >
            {t('selling.myAds.expiresSoon', { count: warning })}
          </p>
        ) : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {stats.map(({ icon: Icon, label, value }) => (
            <li key={label} className="inline-flex items-center gap-1">
              <Icon aria-hidden="true" className="size-4" />
              <span className="sr-only">{label}</span>
              <span>{value}</span>
            </li>
          ))}
        </ul>
        <MyAdActions ad={ad} expiringSoon={warning !== null} />
      </div>
    </li>
  );
}
