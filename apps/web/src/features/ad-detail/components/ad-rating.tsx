import type { AdDetail } from '@souq/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StarRow } from '../../../shared/ui/star-row';
import { useAuth } from '../../../shared/auth/auth-store';
import { useSignInGate } from '../../../shared/auth/use-sign-in-gate';
import { RatingPicker } from './rating-picker';

/** One decimal at most: 4.25 shows as 4.3, 4 as 4. */
function shortRating(rating: number): string {
  return String(Number(rating.toFixed(1)));
}

/**
 * The ad's average, its counts, the user's own rating and the 'rate this product' picker, which
 * the ad's own publisher is not offered.
 */
export function AdRating({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  const pickerId = useId();
  const allowed = useSignInGate();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const own = user !== null && user.id === ad.author_info.author_id;

  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <StarRow rating={ad.average_rating} className="h-5" />
          <span className="font-semibold text-slate-900">{shortRating(ad.average_rating)}</span>
        </span>
        <span>{t('adDetail.ratingsCount', { n: ad.ratings_count })}</span>
        <a href="#reviews" className="text-teal-800 underline-offset-2 hover:underline">
          {t('adDetail.reviewsCount', { n: ad.reviews_count })}
        </a>
      </p>
      {own ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? pickerId : undefined}
            onClick={() => {
              if (allowed('adDetail.loginRequiredForRating')) setOpen((v) => !v);
            }}
            className="rounded-lg border border-teal-700 px-3 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
          >
            {t('adDetail.rating.open')}
          </button>
          {ad.my_rating !== null ? (
            <span className="text-sm text-slate-700">
              {t('adDetail.rating.yours', { rating: ad.my_rating })}
            </span>
          ) : null}
        </div>
      )}
      {open && !own ? (
        <RatingPicker
          id={pickerId}
          adId={ad.id}
          initial={ad.my_rating ?? 0}
          onDone={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
