import { UserMinus, UserPlus } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

type FollowButtonProps = { following: boolean; pending: boolean; onClick: () => void };

/** Follow, or Unfollow once following (the label says which); disabled while a change is on its way. */
export function FollowButton({ following, pending, onClick }: FollowButtonProps) {
  const { t } = useTranslation();
  const Icon = following ? UserMinus : UserPlus;
  return (
    <button
      type="button"
      disabled={pending}
      onClick={onClick}
      className={`inline-flex items-center gap-2 rounded-lg px-5 py-2 text-sm font-semibold disabled:opacity-60 ${
        following
          ? 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50'
          : 'bg-teal-700 text-white hover:bg-teal-800'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {following ? t('sellers.unfollow') : t('sellers.follow')}
    </button>
  );
}
