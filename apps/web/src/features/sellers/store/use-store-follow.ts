import type { Store } from '@souq/contracts';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSignInGate } from '../../../shared/auth/use-sign-in-gate';
import { useFollowStore } from './api/follow-store';

/** Follow or unfollow the store; spec 8: a failure shows 'Error try again'. */
export function useStoreFollow(store: Store) {
  const { t } = useTranslation();
  const allowed = useSignInGate();
  const mutation = useFollowStore(store.id);
  return {
    pending: mutation.isPending,
    toggle: () => {
      if (!allowed('sellers.loginRequiredForFollow')) return;
      mutation.mutate(!store.is_following, {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
        },
        onError: () => {
          toast.error(t('store.followError'));
        },
      });
    },
  };
}
