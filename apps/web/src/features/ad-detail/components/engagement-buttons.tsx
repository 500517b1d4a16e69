import type { AdDetail } from '@souq/contracts';
import { Heart, ThumbsUp } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useToggleFavorite } from '../api/toggle-favorite';
import { useToggleLike } from '../api/toggle-like';
import { useSignInGate } from '../../../shared/auth/use-sign-in-gate';
import { serverErrorText } from '../../../shared/http/server-error-text';

const BUTTON =
  'inline-flex items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold disabled:opacity-60';

/** The likes counter and the like and favourite toggles (spec 4 and 8). */
export function EngagementButtons({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  const allowed = useSignInGate();
  const like = useToggleLike(ad.id);
  const favorite = useToggleFavorite(ad.id);
  const onError = (error: Error) => {
    toast.error(serverErrorText(t, error));
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="inline-flex items-center gap-1.5 text-sm text-slate-700">
        <ThumbsUp aria-hidden="true" className="size-4" />
        {t('adDetail.likesCount', { n: ad.likes_count })}
      </p>
      <div className="flex flex-wrap gap-2 sm:ms-auto">
        <button
          type="button"
          aria-pressed={ad.is_liked}
          disabled={like.isPending}
          onClick={() => {
            if (!allowed('loginRequiredForLike')) return;
            like.mutate(undefined, {
              onSuccess: ({ data }) => {
                toast.success(t(data.is_liked ? 'like_success' : 'unlike_success'));
              },
              onError,
            });
          }}
          className={`${BUTTON} border-slate-300 text-slate-800 hover:bg-slate-100 aria-pressed:border-teal-700 aria-pressed:bg-teal-50 aria-pressed:text-teal-900`}
        >
          <ThumbsUp
            aria-hidden="true"
            className={`size-5 ${ad.is_liked ? 'fill-teal-700 text-teal-800' : ''}`}
          />
          {t('adDetail.like')}
        </button>
        <button
          type="button"
          aria-pressed={ad.is_favorite}
          disabled={favorite.isPending}
          onClick={() => {
            if (!allowed('loginRequiredForFavorite')) return;
            favorite.mutate(undefined, {
              onSuccess: ({ data }) => {
                toast.success(t(data.is_favorite ? 'favorite_success' : 'unfavorite_success'));
              },
              onError,
            });
          }}
          className={`${BUTTON} border-slate-300 text-slate-800 hover:bg-slate-100 aria-pressed:border-red-600 aria-pressed:bg-red-50 aria-pressed:text-red-800`}
        >
          <Heart
            aria-hidden="true"
            className={`size-5 ${ad.is_favorite ? 'fill-red-600 text-red-600' : ''}`}
          />
          {t('adDetail.favorite')}
        </button>
      </div>
    </div>
  );
}
