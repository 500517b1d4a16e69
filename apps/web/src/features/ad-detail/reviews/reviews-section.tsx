import { LIMITS } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAuth } from '../../../shared/auth/auth-store';
import { adReviewsQueryOptions } from '../api/get-reviews';
import { AddReviewBox } from './add-review-box';
import { MyReviewBox } from './my-review-box';
import { REVIEW_BOX } from './review-box';
import { ReviewItem } from './review-item';

type ReviewsSectionProps = { adId: number; authorId: number };

/**
 * Spec 4: the ad's reviews, 5 at first and 5 more per 'load more', beside the add box. One
 * review per user: who has one edits it there instead, and the ad's publisher is offered none.
 */
export function ReviewsSection({ adId, authorId }: ReviewsSectionProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const reviews = useQuery(adReviewsQueryOptions(adId));
  const [shown, setShown] = useState<number>(LIMITS.reviewsStep);
  const mine = user === null ? undefined : reviews.data?.find((r) => r.rater_id === user.id);

  const side = () => {
    if (user !== null && user.id === authorId) {
      return <p className={`${REVIEW_BOX} text-slate-700`}>{t('reviews.ownAd')}</p>;
    }
    if (mine) return <MyReviewBox adId={adId} review={mine} />;
    // A signed-in user's box waits for the list, which tells whether they have a review.
    if (user !== null && reviews.isPending) return null;
    return <AddReviewBox adId={adId} />;
  };

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="mx-auto grid max-w-7xl scroll-mt-24 grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-5"
    >
      <div className="space-y-4 lg:col-span-3">
        <h2 id="reviews-title" className="text-xl font-bold text-slate-900">
          {t('reviews.title')}
        </h2>
        {reviews.isPending ? (
          <p role="status" className="text-slate-600">
            {t('loading')}
          </p>
        ) : reviews.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {`${t('error')}: ${reviews.error.message}`}
          </p>
        ) : reviews.data.length === 0 ? (
          <p className="text-slate-600">{t('reviews.noReviews')}</p>
        ) : (
          <>
            <ul className="space-y-3">
              {reviews.data.slice(0, shown).map((review) => (
                <ReviewItem
                  key={review.id}
                  adId={adId}
                  review={review}
                  isAuthor={user?.id === review.rater_id}
                />
              ))}
            </ul>
            {reviews.data.length > shown ? (
              <button
                type="button"
                onClick={() => {
                  setShown((n) => n + LIMITS.reviewsStep);
                }}
                className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
              >
                {t('reviews.loadMore')}
              </button>
            ) : null}
          </>
        )}
      </div>
      <div className="lg:col-span-2">{side()}</div>
    </section>
  );
}
