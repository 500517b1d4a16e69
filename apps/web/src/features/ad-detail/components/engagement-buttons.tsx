import type { AdDetail } from '@souq/contracts';
import { Heart, ThumbsUp, type LucideIcon } from 'lucide-react';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useToggleFavorite } from '../api/toggle-favorite';
import { useToggleLike } from '../api/toggle-like';
import { useSignInGate } from '../../../shared/auth/use-sign-in-gate';
import { serverErrorText } from '../../../shared/http/server-error-text';
import { ShareButton } from '../../../shared/share/share-button';

type ToggleButtonProps = {
  pressed: boolean;
  pending: boolean;
  onClick: () => void;
  icon: LucideIcon;
  label: string;
  /** Classes of the pressed state: the button's, then its icon's. */
  pressedClass: string;
  pressedIconClass: string;
};

function ToggleButton(props: ToggleButtonProps) {
  const { pressed, pending, onClick, icon: Icon, label, pressedClass, pressedIconClass } = props;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={pending}
      onClick={onClick}
      className={`inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60 ${pressedClass}`}
    >
      <Icon aria-hidden="true" className={`size-5 ${pressed ? pressedIconClass : ''}`} />
      {label}
    </button>
  );
}

/** The likes counter, the like and favourite toggles (spec 4 and 8) and the share button. */
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
        <ToggleButton
          pressed={ad.is_liked}
          pending={like.isPending}
          onClick={() => {
            if (!allowed('loginRequiredForLike')) return;
            like.mutate(undefined, {
              onSuccess: ({ data }) => {
                toast.success(t(data.is_liked ? 'like_success' : 'unlike_success'));
              },
              onError,
            });
          }}
          icon={ThumbsUp}
          label={t('adDetail.like')}
          pressedClass="aria-pressed:border-teal-700 aria-pressed:bg-teal-50 aria-pressed:text-teal-900"
          pressedIconClass="fill-teal-700 text-teal-800"
        />
        <ToggleButton
          pressed={ad.is_favorite}
          pending={favorite.isPending}
          onClick={() => {
            if (!allowed('loginRequiredForFavorite')) return;
            favorite.mutate(undefined, {
              onSuccess: ({ data }) => {
                toast.success(t(data.is_favorite ? 'favorite_success' : 'unfavorite_success'));
              },
              onError,
            });
          }}
          icon={Heart}
          label={t('adDetail.favorite')}
          pressedClass="aria-pressed:border-red-600 aria-pressed:bg-red-50 aria-pressed:text-red-800"
          pressedIconClass="fill-red-600 text-red-600"
        />
        <ShareButton title={ad.title} />
      </div>
    </div>
  );
}
