import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { FollowButton } from './follow-button';
import { SellerStat } from './seller-stat';

type SellerActionsProps = {
  ads: number;
  followers: number;
  /** Whether the signed-in user is this seller (then there is no follow button). */
  own: boolean;
  following: boolean;
  follow: { pending: boolean; toggle: () => void };
  centered?: boolean;
  /** More actions after these (the store page's share button). */
  children?: ReactNode;
};

const ROW = 'flex flex-wrap items-center gap-3';

/** The ads and followers counts, and the follow button on someone else's page. */
export function SellerActions({
  ads,
  followers,
  own,
  following,
  follow,
  centered = false,
  children,
}: SellerActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={centered ? `${ROW} justify-center` : ROW}>
      <SellerStat value={ads} label={t('sellers.ads')} />
      <SellerStat value={followers} label={t('sellers.followers')} />
      {own ? null : (
        <FollowButton following={following} pending={follow.pending} onClick={follow.toggle} />
      )}
      {children}
    </div>
  );
}
