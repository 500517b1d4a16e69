import {
  CATEGORY_IDS,
  type Lang,
  type Notification,
  type PushMessage,
  type PushText,
} from '@souq/contracts';

/** The kinds' names, as the settings name them (the locales' `notifications.kinds`). */
const TITLES: Record<Lang, Record<Notification['kind'], string>> = {
  en: {
    saved_search: 'New ads for your saved searches',
    message: 'New message',
    ad_approved: 'Your ad is approved',
    ad_rejected: 'Your ad is rejected',
    ad_expiring: 'Your ad is about to expire',
    price_drop: 'Lower price on a favorite',
    review: 'A review of your ad or store',
    follower: 'New follower',
  },
  ar: {
    saved_search: 'إعلانات جديدة لعمليات البحث المحفوظة',
    message: 'رسالة جديدة',
    ad_approved: 'الموافقة على إعلانك',
    ad_rejected: 'رفض إعلانك',
    ad_expiring: 'قرب انتهاء إعلانك',
    price_drop: 'انخفاض سعر في المفضلة',
    review: 'مراجعة لإعلانك أو متجرك',
    follower: 'متابع جديد',
  },
};

const DATES: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'medium', timeZone: 'UTC' }),
};
const NUMBERS = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const CURRENCY: Record<Lang, string> = { en: 'S.P', ar: 'ل.س' };
const price = (value: number, lang: Lang) => `${NUMBERS.format(value)} ${CURRENCY[lang]}`;
const AR_PLURAL = new Intl.PluralRules('ar');

/** "N new ads for {search}", with Arabic's plural forms (the locales' `savedSearchDigest`). */
function digestText(lang: Lang, count: number, search: string): string {
  if (lang === 'en') return `${String(count)} new ${count === 1 ? 'ad' : 'ads'} for ${search}`;
  switch (AR_PLURAL.select(count)) {
    case 'one':
      return `إعلان جديد واحد في ${search}`;
    case 'two':
      return `إعلانان جديدان في ${search}`;
    case 'few':
      return `${String(count)} إعلانات جديدة في ${search}`;
    case 'many':
      return `${String(count)} إعلانًا جديدًا في ${search}`;
    case 'zero':
    case 'other':
      return `${String(count)} إعلان جديد في ${search}`;
  }
}

type SavedSearchOf = Extract<Notification, { kind: 'saved_search' }>['search'];

/**
 * The listing a digest opens, as the web builds it (saved-search-address.ts): the category's
 * page with the search's words, order and filters, or the search page with its words.
 */
function searchAddress(lang: Lang, search: SavedSearchOf): string {
  const params = new URLSearchParams();
  if (search.q.trim() !== '') params.set('q', search.q.trim());
  let base = `/${lang}/search`;
  if (search.category_id !== null) {
    base =
      search.category_id === CATEGORY_IDS.jobs
        ? `/${lang}/jobs`
        : `/${lang}/category/${String(search.category_id)}`;
    if (search.sort !== 'newest') params.set('sort', search.sort);
    for (const { attribute_id, value } of search.filtersAttributes) {
      for (const item of Array.isArray(value) ? value : [value]) {
        params.append(`f${String(attribute_id)}`, item);
      }
    }
  }
  const query = params.toString();
  return query === '' ? base : `${base}?${query}`;
}

const actorPage = (lang: Lang, actor: { type: 'user' | 'store'; id: number }) =>
  actor.type === 'store'
    ? `/${lang}/store/${String(actor.id)}`
    : `/${lang}/user/${String(actor.id)}/profile`;

/**
 * A notification's body and link in one language: the centre's text and link
 * (apps/web/src/features/notifications/notification-view.ts), in the locales' words.
 */
function textOf(notification: Notification, lang: Lang): { body: string; url: string } {
  const en = lang === 'en';
  switch (notification.kind) {
    case 'saved_search': {
      const { search, ad, count } = notification;
      if (ad === null)
        return { body: digestText(lang, count, search.name), url: searchAddress(lang, search) };
      return {
        body: en
          ? `New ad for ${search.name}: ${ad.title}`
          : `إعلان جديد في ${search.name}: ${ad.title}`,
        url: `/${lang}/ad/${String(ad.id)}`,
      };
    }
    case 'message': {
      const { sender, ad, conversation_id } = notification;
      const url = `/${lang}/messages/${String(conversation_id)}`;
      if (ad === null) {
        return {
          body: en ? `${sender.name} sent you a message` : `أرسل إليك ${sender.name} رسالة`,
          url,
        };
      }
      return {
        body: en
          ? `${sender.name} sent you a message about ${ad.title}`
          : `أرسل إليك ${sender.name} رسالة عن ${ad.title}`,
        url,
      };
    }
    case 'ad_approved':
    case 'ad_rejected':
    case 'ad_expiring':
    case 'price_drop':
      return { body: adText(notification, lang), url: `/${lang}/ad/${String(notification.ad.id)}` };
    case 'review': {
      const { subject, reviewer, stars } = notification;
      const store = subject.type === 'store';
      const body =
        stars === null
          ? en
            ? `${reviewer.name} reviewed your ${store ? 'store' : 'ad'} ${subject.name}`
            : `كتب ${reviewer.name} مراجعة ${store ? 'لمتجرك' : 'لإعلانك'} ${subject.name}`
          : en
            ? `${reviewer.name} rated your ${store ? 'store' : 'ad'} ${subject.name} ${String(stars)} out of 5`
            : `قيّم ${reviewer.name} ${store ? 'متجرك' : 'إعلانك'} ${subject.name} بـ ${String(stars)} من 5`;
      return { body, url: actorPage(lang, reviewer) };
    }
    case 'follower': {
      const { follower, followed } = notification;
      const store = followed.type === 'store';
      const body = en
        ? `${follower.name} started following ${store ? 'your store' : 'you'}`
        : `بدأ ${follower.name} ${store ? 'بمتابعة متجرك' : 'بمتابعتك'}`;
      return { body, url: actorPage(lang, follower) };
    }
  }
}

type AdNotification = Extract<
  Notification,
  { kind: 'ad_approved' | 'ad_rejected' | 'ad_expiring' | 'price_drop' }
>;

function adText(notification: AdNotification, lang: Lang): string {
  const en = lang === 'en';
  const { title } = notification.ad;
  switch (notification.kind) {
    case 'ad_approved':
      return en
        ? `Your ad ${title} is approved and live`
        : `تمت الموافقة على إعلانك ${title} وهو منشور الآن`;
    case 'ad_rejected':
      return en
        ? `Your ad ${title} was rejected. Edit it to send it for review again.`
        : `رُفض إعلانك ${title}. عدّله لإرساله إلى المراجعة من جديد.`;
    case 'ad_expiring': {
      const date = DATES[lang].format(new Date(notification.expires_at));
      return en
        ? `Your ad ${title} expires on ${date}. Renew it to keep it listed.`
        : `ينتهي إعلانك ${title} في ${date}. جدّده ليبقى منشورًا.`;
    }
    case 'price_drop': {
      const [now, was] = [price(notification.new_price, lang), price(notification.old_price, lang)];
      return en ? `${title} is now ${now} (was ${was})` : `أصبح سعر ${title} ${now} (كان ${was})`;
    }
  }
}

/** The push of a notification: its id and kind, and its title, text and link in both languages. */
export function pushMessage(notification: Notification): PushMessage {
  const text = (lang: Lang): PushText => ({
    title: TITLES[lang][notification.kind],
    ...textOf(notification, lang),
  });
  return { id: notification.id, kind: notification.kind, en: text('en'), ar: text('ar') };
}
