import type { Notification } from '@souq/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAccountTexts } from '../../shared/i18n/i18n';
import { notificationView } from './notification-view';

const base = { id: 1, created_at: '2026-03-01T10:00:00Z', read: false };
const ad = { id: 41, title: 'Honda Civic 2012' };
const search = {
  id: 9,
  name: 'Cheap Hondas',
  category_id: 8,
  q: 'honda',
  filtersAttributes: [{ attribute_id: 3, value: ['Honda'] }],
  sort: 'price_asc' as const,
};

describe('notificationView', () => {
  beforeAll(async () => {
    await loadAccountTexts('en');
  });
  const t = () => i18n.getFixedT('en');

  it.each<[string, Notification, string, Record<string, string | number>, string]>([
    [
      "a saved search's new ad: the ad",
      { ...base, kind: 'saved_search', search, ad, count: 1 },
      'savedSearchAd',
      { search: 'Cheap Hondas', title: ad.title },
      '/en/ad/41',
    ],
    [
      'a message about an ad: its conversation',
      {
        ...base,
        kind: 'message',
        conversation_id: 12,
        sender: { type: 'user', id: 3, name: 'Sami' },
        ad,
      },
      'message',
      { sender: 'Sami', title: ad.title },
      '/en/messages/12',
    ],
    [
      "a message about no ad (a store's, a job's): its conversation",
      {
        ...base,
        kind: 'message',
        conversation_id: 13,
        sender: { type: 'store', id: 4, name: 'Auto House' },
        ad: null,
      },
      'messageNoAd',
      { sender: 'Auto House' },
      '/en/messages/13',
    ],
    [
      'an approved ad: the ad',
      { ...base, kind: 'ad_approved', ad },
      'adApproved',
      { title: ad.title },
      '/en/ad/41',
    ],
    [
      'a rejected ad: the ad',
      { ...base, kind: 'ad_rejected', ad },
      'adRejected',
      { title: ad.title },
      '/en/ad/41',
    ],
    [
      'a price drop: the prices as the cards write them',
      { ...base, kind: 'price_drop', ad, old_price: 1_500_000, new_price: 1_250_000 },
      'priceDrop',
      { title: ad.title, oldPrice: '1.5M S.P', newPrice: '1.3M S.P' },
      '/en/ad/41',
    ],
    [
      "a review of a store: the reviewer's page",
      {
        ...base,
        kind: 'review',
        subject: { type: 'store', id: 4, name: 'Auto House' },
        reviewer: { type: 'user', id: 3, name: 'Sami' },
        stars: null,
      },
      'reviewStore',
      { name: 'Sami', subject: 'Auto House' },
      '/en/user/3/profile',
    ],
    [
      "a rating of an ad: the rater's page",
      {
        ...base,
        kind: 'review',
        subject: { type: 'ad', id: 41, name: ad.title },
        reviewer: { type: 'user', id: 3, name: 'Sami' },
        stars: 4.5,
      },
      'ratingAd',
      { name: 'Sami', subject: ad.title, stars: 4.5 },
      '/en/user/3/profile',
    ],
    [
      "a store following the user: the store's page",
      {
        ...base,
        kind: 'follower',
        follower: { type: 'store', id: 4, name: 'Auto House' },
        followed: { type: 'user', id: 5 },
      },
      'followerUser',
      { name: 'Auto House' },
      '/en/store/4',
    ],
    [
      "a follower of the user's store: the follower's page",
      {
        ...base,
        kind: 'follower',
        follower: { type: 'user', id: 3, name: 'Sami' },
        followed: { type: 'store', id: 4 },
      },
      'followerStore',
      { name: 'Sami' },
      '/en/user/3/profile',
    ],
  ])('%s', (_case, notification, key, values, href) => {
    expect(notificationView(notification, 'en', t())).toEqual({
      key: `notifications.text.${key}`,
      values,
      href,
    });
  });

  it("a daily digest opens its search's listing and says how many ads are new", () => {
    expect(
      notificationView({ ...base, kind: 'saved_search', search, ad: null, count: 7 }, 'ar', t()),
    ).toEqual({
      key: 'notifications.text.savedSearchDigest',
      values: { search: 'Cheap Hondas' },
      count: 7,
      href: '/ar/category/8?q=honda&sort=price_asc&f3=Honda',
    });
  });

  it('an ad about to expire names the day it expires', () => {
    const view = notificationView(
      { ...base, kind: 'ad_expiring', ad, expires_at: '2026-03-04T12:00:00Z' },
      'en',
      t(),
    );
    expect(view.values).toEqual({ title: ad.title, date: '4 Mar 2026' });
    expect(view.href).toBe('/en/ad/41');
  });
});
