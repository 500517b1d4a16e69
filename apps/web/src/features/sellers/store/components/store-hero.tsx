import type { Store } from '@souq/contracts';
import { Store as StoreIcon } from 'lucide-react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { ChatButton } from '../../../../shared/messaging/chat-button';
import { ReportButton } from '../../../../shared/report/report-button';
import { SellerActions } from '../../../../shared/sellers/seller-actions';
import { ShareButton } from '../../../../shared/share/share-button';
import { SellerAvatar } from '../../../../shared/sellers/seller-avatar';
import { SellerName } from '../../../../shared/sellers/seller-name';
import { SellerRating } from '../../../../shared/sellers/seller-rating';
import { useStoreFollow } from '../use-store-follow';

/**
 * The cover, the logo, the name, the rating, the counts, and the follow, chat and share buttons;
 * others may report the store (its owner: the reports queue knows people, ads and chats).
 * The cover is shown whole, in a box of a banner's proportions: cropped to a fixed height, its
 * subject was cut at every width.
 */
export function StoreHero({ store }: { store: Store }) {
  const { t } = useTranslation();
  const follow = useStoreFollow(store);
  return (
    <section
      aria-labelledby="store-name"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {store.store_cover_image ? (
        <img
          src={store.store_cover_image}
          alt=""
          width={1024}
          height={320}
          className="aspect-[16/5] w-full rounded-t-2xl bg-slate-200 object-contain"
        />
      ) : (
        <div className="aspect-[16/5] w-full rounded-t-2xl bg-gradient-to-r from-teal-700 to-slate-800" />
      )}
      <div className="flex flex-col gap-4 px-4 pt-4 pb-5 sm:flex-row sm:items-end sm:px-6 sm:pt-0">
        <SellerAvatar
          src={store.store_profile_image}
          alt={t('store.logo', { name: store.store_name })}
          fallback={<StoreIcon aria-hidden="true" className="size-10 text-slate-500" />}
          raised
        />
        <div className="min-w-0 flex-1 space-y-2">
          <SellerName id="store-name" name={store.store_name} verified={store.is_verified} />
          <SellerRating
            average={store.average_rating}
            ratings={store.ratings_count}
            reviews={store.reviews_count}
          />
        </div>
        <SellerActions
          ads={store.total_number_of_ads}
          followers={store.follower_number}
          own={store.is_own}
          following={store.is_following}
          follow={follow}
        >
          <ChatButton subject={{ kind: 'store', id: store.id }} own={store.is_own} />
          <ShareButton title={store.store_name} />
          {store.is_own ? null : (
            <ReportButton subject={{ kind: 'user', id: store.owner_id }} about="store" />
          )}
        </SellerActions>
      </div>
    </section>
  );
}
