import type { JobOffer } from '@souq/contracts';
import { Heart } from 'lucide-react';
import { toast } from '../ui/toast';
import { useTranslation } from '../i18n/use-translation';
import { useSignInGate } from '../auth/use-sign-in-gate';
import { useToggleJobFavorite } from './toggle-job-favorite';

type FavoriteJobButtonProps = {
  offer: Pick<JobOffer, 'id' | 'title' | 'is_favorite'>;
  /** The detail page shows the word next to the heart; cards show the heart alone. */
  withLabel?: boolean;
  className?: string;
};

/**
 * The job's favourite toggle: a red heart when it is a favourite (spec 2). Without a session
 * the user is sent to login and back; a failure shows favorite_error (spec 8).
 */
export function FavoriteJobButton({
  offer,
  withLabel = false,
  className = '',
}: FavoriteJobButtonProps) {
  const { t } = useTranslation();
  const allowed = useSignInGate();
  const toggle = useToggleJobFavorite();
  const label = t(offer.is_favorite ? 'jobs.removeFavorite' : 'jobs.addFavorite');
  return (
    <button
      type="button"
      aria-pressed={offer.is_favorite}
      aria-label={withLabel ? undefined : `${label}: ${offer.title}`}
      disabled={toggle.isPending}
      onClick={() => {
        if (!allowed('jobs.loginRequiredForFavorite')) return;
        toggle.mutate(offer.id, {
          onSuccess: ({ data }) => {
            toast.success(t(data.is_favorite ? 'jobs.favoriteAdded' : 'jobs.favoriteRemoved'));
          },
          onError: () => {
            toast.error(t('favorite_error'));
          },
        });
      }}
      className={`inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold disabled:opacity-60 ${className}`}
    >
      <Heart
        aria-hidden="true"
        data-favorite={offer.is_favorite}
        className={`size-5 ${offer.is_favorite ? 'fill-red-600 text-red-600' : 'text-slate-500'}`}
      />
      {withLabel ? label : null}
    </button>
  );
}
