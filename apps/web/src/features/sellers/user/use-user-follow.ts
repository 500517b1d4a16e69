import type { UserProfile } from '@souq/contracts';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSignInGate } from '../../../shared/auth/use-sign-in-gate';
import { useFollowUser } from './api/follow-user';

/** Follow or unfollow the user; spec 8: a failure shows 'Error!!'. */
export function useUserFollow(user: UserProfile) {
  const { t } = useTranslation();
  const allowed = useSignInGate();
  const mutation = useFollowUser(user.id);
  return {
    pending: mutation.isPending,
    toggle: () => {
      if (!allowed('sellers.loginRequiredForFollow')) return;
      mutation.mutate(!user.is_following, {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
        },
        onError: () => {
          toast.error(t('userProfile.followError'));
        },
      });
    },
  };
}
