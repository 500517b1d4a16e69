import type { Review } from '@souq/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingSpinner } from '../../../shared/ui/loading-spinner';
import { REVIEW_BOX } from './review-box';

/** The form and its libraries load when the author edits. */
const EditReviewForm = lazy(async () => ({
  default: (await import('./edit-review-form')).EditReviewForm,
}));

type MyReviewBoxProps = { adId: number; review: Review };

/** In place of the add box for a user who has reviewed the ad: one review each, edited in place. */
export function MyReviewBox({ adId, review }: MyReviewBoxProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);

  return (
    <div className={REVIEW_BOX}>
      <h3 className="font-semibold text-slate-900">{t('reviews.yours')}</h3>
      {editing ? (
        <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
          <EditReviewForm
            adId={adId}
            review={review}
            onDone={() => {
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          <p dir="auto" className="break-words whitespace-pre-line text-slate-800">
            {review.review}
          </p>
          <button
            type="button"
            onClick={() => {
              setEditing(true);
            }}
            className="rounded-lg border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
          >
            {t('reviews.editLabel')}
          </button>
        </>
      )}
    </div>
  );
}
