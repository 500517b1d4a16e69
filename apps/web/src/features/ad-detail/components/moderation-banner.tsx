import type { AdDetail } from '@souq/contracts';
import { CircleX, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { HeldStatus } from '../../../shared/ads/held-ad';
import { useLang } from '../../../shared/i18n/use-lang';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';

/**
 * What the seller of an ad waiting for review, hidden or rejected sees at the top of its page
 * in place of the buyers' actions: where it stands and the moderator's reason; a rejected ad's
 * way to its edit form (saving it sends the ad for review again).
 */
export function ModerationBanner({ ad, status }: { ad: AdDetail; status: HeldStatus }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rejected = status === 'rejected';
  const Icon = rejected ? CircleX : ShieldAlert;
  const reason = ad.decision_reason ?? null;
  return (
    <section
      aria-labelledby="ad-moderation"
      className={`flex gap-3 rounded-xl p-4 ring-1 md:p-5 ${
        rejected ? 'bg-red-50 ring-red-200' : 'bg-amber-50 ring-amber-200'
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`size-6 shrink-0 ${rejected ? 'text-red-700' : 'text-amber-700'}`}
      />
      <div className="min-w-0 space-y-1 text-slate-800">
        {/* Above the ad's title (its h1): a labelled region, not a heading before it. */}
        <p id="ad-moderation" className="text-lg font-bold text-slate-900">
          {t(`adDetail.moderation.${status}.title`)}
        </p>
        <p>{t(`adDetail.moderation.${status}.text`)}</p>
        {reason === null || reason === '' ? null : (
          <p className="break-words">
            <span className="font-semibold">{t('adDetail.moderation.reason')}</span>{' '}
            <bdi dir="auto">{reason}</bdi>
          </p>
        )}
        <div className="flex flex-wrap gap-x-4">
          {rejected ? (
            <Link
              to={paths.editAd(lang, ad.id)}
              className="inline-block py-1 font-medium text-teal-800 underline"
            >
              {t('adDetail.moderation.rejected.edit')}
            </Link>
          ) : null}
          <Link
            to={`${paths.myAds(lang)}?tab=review`}
            className="inline-block py-1 font-medium text-teal-800 underline"
          >
            {t('adDetail.moderation.myAds')}
          </Link>
        </div>
      </div>
    </section>
  );
}
