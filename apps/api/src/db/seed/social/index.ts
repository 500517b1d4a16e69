import type { AdRow } from '../ads/build.ts';
import type { JobRow } from '../jobs/build.ts';
import { createRng } from '../prng.ts';
import type { StoreRow } from '../stores.ts';
import { DEMO2_USER_ID, DEMO_USER_ID, type UserRow } from '../users.ts';
import { buildEngagement, type Engagement } from './engagement.ts';
import { buildFeedback, type RatingRow, type ReviewRow, type Target } from './feedback.ts';

export type Social = Engagement & { reviews: ReviewRow[]; ratings: RatingRow[] };

/** Each demo account reviews and rates this many ads of the other one. */
const CROSS_REVIEWS = 2;

function adTargets(ads: AdRow[]): Target[] {
  const rng = createRng('ad-targets');
  const crossed = (ownerId: number): number[] =>
    ads
      .filter((ad) => ad.userId === ownerId && ad.storeId === null)
      .slice(0, CROSS_REVIEWS)
      .map((ad) => ad.id);
  const byDemo2 = crossed(DEMO_USER_ID);
  const byDemo = crossed(DEMO2_USER_ID);
  return ads.map((ad) => {
    const forced = byDemo2.includes(ad.id)
      ? [DEMO2_USER_ID]
      : byDemo.includes(ad.id)
        ? [DEMO_USER_ID]
        : [];
    return {
      type: 'ad',
      id: ad.id,
      ownerId: ad.userId,
      since: ad.createdAt,
      crowd: rng.chance(0.6) ? rng.int(1, 5) : 0,
      forced,
    };
  });
}

function sellerTargets(users: UserRow[], stores: StoreRow[]): Target[] {
  const rng = createRng('seller-targets');
  const storeTargets = stores.map((store): Target => ({
    type: 'store',
    id: store.id,
    ownerId: store.ownerId,
    since: store.createdAt,
    crowd: rng.int(4, 9),
  }));
  const userTargets = users
    .filter((u) => u.roles?.[0] === 'client')
    .map((user): Target => ({
      type: 'user',
      id: user.id,
      ownerId: user.id,
      since: user.createdAt,
      crowd: rng.int(0, 4),
    }));
  return [...storeTargets, ...userTargets];
}

/** Counters stored on ads must equal the rows behind them. */
function withCounters(ads: AdRow[], social: Social): AdRow[] {
  const count = (rows: { entityType?: string; entityId: number }[], id: number): number =>
    rows.filter((r) => r.entityType === 'ad' && r.entityId === id).length;
  return ads.map((ad) => {
    const given = social.ratings.filter((r) => r.entityType === 'ad' && r.entityId === ad.id);
    const average =
      given.length === 0 ? 0 : given.reduce((sum, r) => sum + r.rating, 0) / given.length;
    return {
      ...ad,
      likesCount: social.likes.filter((l) => l.adId === ad.id).length,
      reviewsCount: count(social.reviews, ad.id),
      ratingsCount: given.length,
      averageRating: Math.round(average * 100) / 100,
    };
  });
}

export function buildSocial(
  users: UserRow[],
  stores: StoreRow[],
  ads: AdRow[],
  jobs: JobRow[],
  tagIds: number[],
): { social: Social; ads: AdRow[] } {
  const feedback = buildFeedback([...adTargets(ads), ...sellerTargets(users, stores)], users);
  const social: Social = { ...buildEngagement(users, stores, ads, jobs, tagIds), ...feedback };
  return { social, ads: withCounters(ads, social) };
}
