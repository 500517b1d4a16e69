import type { AdDetail } from '@souq/contracts';
import { CalendarDays, MapPin, Tag } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAuth } from '../../../shared/auth/auth-store';
import { isHeld } from '../../../shared/ads/held-ad';
import { OfferedIn } from '../../../shared/ads/offered-in';
import { formatPrice } from '../../../shared/format/price';
import { formatDate } from '../../../shared/format/relative-age';
import { useLang } from '../../../shared/i18n/use-lang';
import { AdDescription } from './ad-description';
import { AdRating } from './ad-rating';
import { ChatButton } from '../../../shared/messaging/chat-button';
import { ReportButton } from '../../../shared/report/report-button';
import { SafetyTips } from '../../../shared/safety/safety-tips';
import { CallButton } from './call-button';
import { EngagementButtons } from './engagement-buttons';
import { SellerCard } from './seller-card';

/**
 * The info column of spec 2: what the ad is, what it costs, where, and who sells it, with the
 * buyers' actions (call, chat, the safety tips, report). A preview (the post form's) leaves out
 * what only a published ad has: ratings, likes, the call count and the report. An ad that
 * moderation keeps out of sight (only its seller sees it, under the page's banner) has no
 * buyers' actions.
 */
export function AdInfo({
  ad,
  className,
  preview = false,
}: {
  ad: AdDetail;
  className: string;
  preview?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const Title = preview ? 'h2' : 'h1';
  const place = [ad.city, ad.country].filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
  const own = user?.id === ad.author_info.author_id;
  const held = isHeld(ad.status);

  return (
    <div className={`flex min-w-0 flex-col gap-5 ${className}`}>
      <div className="space-y-2">
        {ad.status === 'sold' ? (
          <p className="inline-block rounded-md bg-red-700 px-3 py-1 text-sm font-bold tracking-wide text-white uppercase">
            {t('adDetail.sold')}
          </p>
        ) : null}
        {/* In a preview the page's own heading is the form's. */}
        <Title
          lang={ad.lang}
          dir="auto"
          className="text-2xl font-bold break-words text-slate-900 md:text-3xl"
        >
          {ad.title}
        </Title>
        <OfferedIn textLang={ad.lang} />
        <p className="text-2xl font-bold text-teal-800">
          {ad.price === 0 ? (
            t('adDetail.free')
          ) : (
            <>
              <bdi>{formatPrice(ad.price, lang)}</bdi> {t('sp')}
            </>
          )}
          {ad.negotiable ? (
            <span className="ms-2 align-middle text-sm font-semibold text-slate-600">
              {t('adDetail.negotiable')}
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('adDetail.postedOn')}</span>
            <time dateTime={ad.date}>{formatDate(ad.date, t)}</time>
          </span>
          {ad.condition ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-teal-50 px-2.5 py-0.5 font-semibold text-teal-900">
              <Tag aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">{t('adDetail.condition')}</span>
              {ad.condition}
            </span>
          ) : null}
        </div>
      </div>
      {preview ? null : <AdRating ad={ad} />}
      <AdDescription html={ad.description} lang={ad.lang} />
      {place || ad.location ? (
        <section aria-labelledby="ad-location" className="space-y-1">
          <h2 id="ad-location" className="text-lg font-semibold text-slate-900">
            {t('adDetail.location')}
          </h2>
          <p className="flex items-start gap-1.5 text-slate-700">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <span>
              {place}
              {ad.location ? (
                <span className="block text-sm text-slate-600">{ad.location}</span>
              ) : null}
            </span>
          </p>
        </section>
      ) : null}
      {preview || held ? null : <EngagementButtons ad={ad} />}
      {held ? null : (
        <div className="flex flex-col gap-2">
          {ad.author_info.author_phone ? (
            <CallButton phone={ad.author_info.author_phone} adId={preview ? undefined : ad.id} />
          ) : null}
          {preview ? null : <ChatButton subject={{ kind: 'ad', id: ad.id }} own={own} />}
        </div>
      )}
      {preview || held || own ? null : <SafetyTips />}
      <SellerCard author={ad.author_info} />
      {preview || held || own ? null : (
        <ReportButton subject={{ kind: 'ad', id: ad.id }} about="ad" className="self-start" />
      )}
    </div>
  );
}
