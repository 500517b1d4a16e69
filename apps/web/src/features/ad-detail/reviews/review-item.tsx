import type { Review } from '@souq/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAge } from '../../../shared/format/relative-age';
import { LoadingSpinner } from '../../../shared/ui/loading-spinner';
import { useDeleteReview } from '../api/delete-review';
import { OptionsMenu } from '../../../shared/ui/options-menu';
import { UserAvatar } from './user-avatar';

/** Only its author edits a review: the form and its libraries load when they do. */
const EditReviewForm = lazy(async () => ({
  default: (await import('./edit-review-form')).EditReviewForm,
}));

type ReviewItemProps = { adId: number; review: Review; isAuthor: boolean };

/** One review: author, age, 'edited' when changed; its author gets the options menu. */
export function ReviewItem({ adId, review, isAuthor }: ReviewItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteReview(adId);
  const edited = review.updated_at !== review.created_at;

  return (
    <li
      aria-busy={remove.isPending}
      className="rounded-xl border border-slate-200 bg-white p-4 aria-busy:opacity-60"
    >
      <div className="flex items-start gap-3">
        <UserAvatar src={review.user.avatar} />
        <div className="min-w-0 flex-1">
          <p dir="auto" className="truncate font-semibold text-slate-900">
            {review.user.name}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={review.created_at}>{formatAge(review.created_at, t)}</time>
            {edited ? <span className="ms-2 italic">({t('reviews.edited')})</span> : null}
          </p>
        </div>
        {isAuthor && !editing ? (
          <OptionsMenu
            label={t('reviews.options')}
            disabled={remove.isPending}
            items={[
              {
                label: t('reviews.edit'),
                icon: Pencil,
                onSelect: () => {
                  setEditing(true);
                },
              },
              {
                label: t('reviews.delete'),
                icon: Trash2,
                danger: true,
                onSelect: () => {
                  remove.mutate(review.id, {
                    onSuccess: () => toast.success(t('reviewDeleted')),
                    onError: () => toast.error(t('reviews.deleteError')),
                  });
                },
              },
            ]}
          />
        ) : null}
      </div>
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
        <p dir="auto" className="mt-3 break-words whitespace-pre-line text-slate-800">
          {review.review}
        </p>
      )}
    </li>
  );
}
