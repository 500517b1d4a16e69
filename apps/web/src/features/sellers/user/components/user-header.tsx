import type { UserProfile } from '@souq/contracts';
import { UserRound } from 'lucide-react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { ReportButton } from '../../../../shared/report/report-button';
import { SellerActions } from '../../../../shared/sellers/seller-actions';
import { SellerAvatar } from '../../../../shared/sellers/seller-avatar';
import { SellerName } from '../../../../shared/sellers/seller-name';
import { SellerRating } from '../../../../shared/sellers/seller-rating';
import { useUserFollow } from '../use-user-follow';

/** The avatar, the name, the rating, the counts, and the follow and report buttons. */
export function UserHeader({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const follow = useUserFollow(user);
  return (
    <section
      aria-labelledby="user-name"
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:flex-row sm:text-start"
    >
      <SellerAvatar
        src={user.avatar}
        alt={t('userProfile.avatar', { name: user.name })}
        fallback={<UserRound aria-hidden="true" className="size-12 text-slate-500" />}
      />
      <div className="min-w-0 flex-1 space-y-2">
        <SellerName id="user-name" name={user.name} verified={user.is_verified} centered />
        <div className="flex justify-center sm:justify-start">
          <SellerRating
            average={user.average_rating}
            ratings={user.ratings_count}
            reviews={user.reviews_count}
          />
        </div>
      </div>
      <SellerActions
        ads={user.ads_count}
        followers={user.followers_count}
        own={user.is_own}
        following={user.is_following}
        follow={follow}
        centered
      >
        {user.is_own ? null : <ReportButton subject={{ kind: 'user', id: user.id }} about="user" />}
      </SellerActions>
    </section>
  );
}
