import type { AdDetail } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { NavigationType, useLoaderData, useNavigationType } from 'react-router';
import { AdSection } from '../../shared/ads/ad-section';
import { isHeld } from '../../shared/ads/held-ad';
import { mostViewedAdsQueryOptions, similarAdsQueryOptions } from '../../shared/ads/ads-api';
import { useLang } from '../../shared/i18n/use-lang';
import { isGone, isMissing } from '../../shared/lib/not-found';
import { paths } from '../../shared/lib/paths';
import type { adDetailLoader } from './ad-detail-loader';
import { adDetailQueryOptions } from './api/get-ad';
import { AdGallery } from './components/ad-gallery';
import { AdInfo } from './components/ad-info';
import { AdSpecs } from './components/ad-specs';
import { ModerationBanner } from './components/moderation-banner';
import { HydrateLater } from '../../shared/ui/hydrate-later';
import { LoadingSpinner } from '../../shared/ui/loading-spinner';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import { PageLoading } from '../../shared/ui/page-loading';
import { PromoBanner } from './components/promo-banner';
import { useNearViewport } from '../../shared/lib/use-near-viewport';
import { useViewBeacon } from './use-view-beacon';

/** Below the fold: its own chunk, loaded when the reader comes near it. */
const ReviewsSection = lazy(async () => ({
  default: (await import('./reviews/reviews-section')).ReviewsSection,
}));

/** Spec 2: a new ad starts at the top; going back keeps the position the router restores. */
function useScrollToTopOnChange(adId: number) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0 });
  }, [adId, navigationType]);
}

/**
 * `/{lang}/ad/{adId}`: spinner while loading, the not-found page for an unknown or gone ad, the red
 * error box on any other failure, else the ad.
 */
export function AdDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { adId } = useLoaderData<ReturnType<typeof adDetailLoader>>();
  const ad = useQuery(adDetailQueryOptions(adId, lang));
  useScrollToTopOnChange(adId);

  if (ad.isPending) {
    return <PageLoading label={t('adDetail.loading')} />;
  }
  if (isMissing(ad.error)) return <NotFoundPage gone={isGone(ad.error)} />;
  if (ad.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <title>{`${t('error')} | ${t('appName')}`}</title>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {`${t('error')}: ${ad.error.message}`}
        </p>
      </div>
    );
  }
  return <AdDetailContent key={ad.data.id} ad={ad.data} />;
}

function AdDetailContent({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  useViewBeacon(ad.id);
  // An ad in the other language says so in the title too (link previews and search results).
  const offeredIn = ad.lang === lang ? '' : ` (${t(`adDetail.offeredIn.${ad.lang}`)})`;
  return (
    <>
      <title>{`${ad.title}${offeredIn} | ${t('appName')}`}</title>
      {/* Phones: pictures, info, specifications. Wider: the info column beside the pictures
          with the specifications under them. The source follows the phone order: a page shown
          while its HTML is still arriving must not push the info down when the pictures come. */}
      {isHeld(ad.status) ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 md:pt-10">
          <ModerationBanner ad={ad} status={ad.status} />
        </div>
      ) : null}
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-8 px-4 py-6 md:py-10 lg:grid-cols-5 lg:grid-rows-[auto_1fr]">
        {/* Each part hydrates in a task of its own (the grid places their boxes). */}
        <HydrateLater>
          <AdGallery
            images={ad.images}
            title={ad.title}
            className="lg:col-span-3 lg:col-start-3 lg:row-start-1"
          />
        </HydrateLater>
        <HydrateLater>
          <AdInfo ad={ad} className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1" />
        </HydrateLater>
        <HydrateLater>
          <AdSpecs attributes={ad.attributes} className="lg:col-span-3 lg:col-start-3" />
        </HydrateLater>
      </div>
      <ReviewsWhenNear adId={ad.id} authorId={ad.author_info.author_id} />
      <MoreAdsWhenNear adId={ad.id} categoryId={ad.category_id} />
    </>
  );
}

/**
 * The reviews, loaded when the reader comes near them. A lazy part cannot be rendered on the
 * server: they start in the browser. Each part below the fold keeps its own state, so that its
 * arrival redraws only itself, not the ad above it.
 */
function ReviewsWhenNear({ adId, authorId }: { adId: number; authorId: number }) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport();
  if (!near) {
    return (
      <div ref={ref} id="reviews">
        <LoadingSpinner label={t('loading')} />
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
      <ReviewsSection adId={adId} authorId={authorId} />
    </Suspense>
  );
}

/**
 * The ad rows at the bottom, fetched and drawn when the reader comes near them, not while a
 * phone is still bringing the ad itself to life.
 */
function MoreAdsWhenNear({ adId, categoryId }: { adId: number; categoryId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [ref, near] = useNearViewport();
  const similar = useQuery({ ...similarAdsQueryOptions(lang, adId), enabled: near });
  const mostViewed = useQuery({ ...mostViewedAdsQueryOptions(lang), enabled: near });
  return (
    <div ref={ref}>
      <AdSection
        title={t('adDetail.similarAds')}
        query={similar}
        moreTo={paths.category(lang, categoryId)}
      />
      <PromoBanner />
      <AdSection title={t('adDetail.mostViewedAds')} query={mostViewed} />
    </div>
  );
}
