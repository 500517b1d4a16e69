import { useTranslation } from '../i18n/use-translation';
import { StarRow } from '../ui/star-row';

type SellerRatingProps = { average: number; ratings: number; reviews: number };

/** The seller's real rating: stars, the average out of 5 with its count, and the reviews count. */
export function SellerRating({ average, ratings, reviews }: SellerRatingProps) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span className="inline-flex items-center gap-1.5">
        <StarRow rating={average} className="h-5" />
        <span className="font-semibold text-slate-900">
          {t('sellers.ratingValue', { rating: Number(average.toFixed(1)), n: ratings })}
        </span>
      </span>
      <span>{t('sellers.reviewsCount', { n: reviews })}</span>
    </p>
  );
}
