import type { Lang, Notification } from '@souq/contracts';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../shared/format/price';
import { formatDate } from '../../shared/format/relative-age';
import { paths } from '../../shared/lib/paths';
import { savedSearchAddress } from '../../shared/saved-searches/saved-search-address';

/** The keys of the notifications' texts (`notifications.text.*` in the account texts). */
type TextKey =
  | 'savedSearchAd'
  | 'savedSearchDigest'
  | 'message'
  | 'messageNoAd'
  | 'adApproved'
  | 'adRejected'
  | 'adExpiring'
  | 'priceDrop'
  | 'reviewAd'
  | 'reviewStore'
  | 'ratingAd'
  | 'ratingStore'
  | 'followerUser'
  | 'followerStore';

/**
 * How a notification reads and where it leads: its text (a key of `notifications.text` and the
 * values it names: titles, names, prices, a date) and the address of what it is about.
 */
export type NotificationView = {
  key: `notifications.text.${TextKey}`;
  values: Record<string, string | number>;
  /** The count a text with plural forms says (a digest's number of ads). */
  count?: number;
  href: string;
};

/** A user's page, or a store's. */
function actorPage(lang: Lang, actor: { type: 'user' | 'store'; id: number }): string {
  return actor.type === 'store' ? paths.store(lang, actor.id) : paths.userProfile(lang, actor.id);
}

const price = (value: number, lang: Lang, t: TFunction) => `${formatPrice(value, lang)} ${t('sp')}`;

/**
 * A notification's text and link, per kind: an ad's (at once) or a digest's saved search opens
 * the ad or the search's listing; a message its conversation; an ad's review, price or
 * moderation the ad; a review or a follower the page of who did it.
 */
export function notificationView(
  notification: Notification,
  lang: Lang,
  t: TFunction,
): NotificationView {
  const view = (key: TextKey, values: NotificationView['values'], href: string) => ({
    key: `notifications.text.${key}` as const,
    values,
    href,
  });
  switch (notification.kind) {
    case 'saved_search': {
      const { search, ad, count } = notification;
      if (ad !== null) {
        return view(
          'savedSearchAd',
          { search: search.name, title: ad.title },
          paths.ad(lang, ad.id),
        );
      }
      return {
        ...view('savedSearchDigest', { search: search.name }, savedSearchAddress(lang, search)),
        count,
      };
    }
    case 'message': {
      const { sender, ad, conversation_id } = notification;
      const href = paths.conversation(lang, conversation_id);
      return ad === null
        ? view('messageNoAd', { sender: sender.name }, href)
        : view('message', { sender: sender.name, title: ad.title }, href);
    }
    case 'ad_approved':
      return view(
        'adApproved',
        { title: notification.ad.title },
        paths.ad(lang, notification.ad.id),
      );
    case 'ad_rejected':
      return view(
        'adRejected',
        { title: notification.ad.title },
        paths.ad(lang, notification.ad.id),
      );
    case 'ad_expiring':
      return view(
        'adExpiring',
        { title: notification.ad.title, date: formatDate(notification.expires_at, t) },
        paths.ad(lang, notification.ad.id),
      );
    case 'price_drop':
      return view(
        'priceDrop',
        {
          title: notification.ad.title,
          oldPrice: price(notification.old_price, lang, t),
          newPrice: price(notification.new_price, lang, t),
        },
        paths.ad(lang, notification.ad.id),
      );
    case 'review': {
      const { subject, reviewer, stars } = notification;
      const values = { name: reviewer.name, subject: subject.name };
      const href = actorPage(lang, reviewer);
      if (stars === null) {
        return view(subject.type === 'store' ? 'reviewStore' : 'reviewAd', values, href);
      }
      return view(
        subject.type === 'store' ? 'ratingStore' : 'ratingAd',
        { ...values, stars },
        href,
      );
    }
    case 'follower': {
      const { follower, followed } = notification;
      return view(
        followed.type === 'store' ? 'followerStore' : 'followerUser',
        { name: follower.name },
        actorPage(lang, follower),
      );
    }
  }
}
