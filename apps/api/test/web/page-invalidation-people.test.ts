import {
  adsQueryString,
  CATEGORY_IDS,
  type Ad,
  type AdDetail,
  type Paginated,
} from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOffers, stores } from '../../src/db/schema/index.ts';
import { adChanges } from '../../src/modules/ads/ad-changes.ts';
import { jobTag } from '../../src/shared/content-changes.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createAd, request, signIn, type Session } from '../engagement/fixtures.ts';
import { apply, createOffer, toggleFavorite } from '../jobs/client.ts';
import { newMember, type Member } from '../moderation/fixtures.ts';
import { renderCountingBuild, rendersAfter } from './render-counts.ts';

/**
 * Writes about people and job offers drop the cached pages that show what they changed, and
 * those alone (shared/content-changes.ts): a profile, a ban, a deleted account, a job offer.
 */

const build = renderCountingBuild();
const BIKES = `/en/category/${String(CATEGORY_IDS.bikes)}`;
const REAL_ESTATE = `/en/category/${String(CATEGORY_IDS.realEstate)}`;

let t: TestContext;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ webDist: build.dir, pageCacheSeconds: 60 });
  admin = await newMember(t, 'admin');
});
afterAll(() => t.close());

/** A new bike of the seller's, announced as the route publishing it would. */
async function newBike(sellerId: number): Promise<number> {
  const id = await createAd(t.database.db, sellerId);
  t.app.contentChanges.emit(...(await adChanges(t.database.db, [id])));
  return id;
}

/** A new job offer, announced as a route posting it would. */
async function newOffer(): Promise<number> {
  const id = await createOffer(t.database.db);
  t.app.contentChanges.emit(jobTag(id), 'jobs:listed');
  return id;
}

const listedBikes = async () => {
  const url = `/api/ads?${adsQueryString({ category_id: CATEGORY_IDS.bikes })}`;
  const { body } = await request<Paginated<Ad>>(t, 'GET', url);
  return body.data.data.map((ad) => ad.id);
};

describe('a profile', () => {
  it("a new name: the seller's ad pages, their page and the pages of what they reviewed at once, not another seller's ad page", async () => {
    const [seller, other] = [await signIn(t), await signIn(t)];
    const own = await newBike(seller.id);
    const reviewed = await newBike(other.id);
    const unrelated = await newBike(other.id);
    const review = await request(t, 'POST', '/api/reviews', {
      payload: { entity_type: 'ad', entity_id: reviewed, review: 'A fine bike, as described.' },
      headers: seller.headers,
    });
    expect(review.status).toBe(201);
    const ownPage = `/en/ad/${String(own)}`;
    const renders = await rendersAfter(
      t,
      [
        ownPage,
        `/ar/ad/${String(own)}`,
        `/en/user/${String(seller.id)}/profile`,
        `/en/ad/${String(reviewed)}`,
        `/en/ad/${String(unrelated)}`,
        REAL_ESTATE,
      ],
      () =>
        request(t, 'PUT', '/api/me', {
          payload: { name: 'Renamed Seller' },
          headers: seller.headers,
        }),
    );
    expect(renders).toEqual({
      [ownPage]: 1,
      [`/ar/ad/${String(own)}`]: 1,
      [`/en/user/${String(seller.id)}/profile`]: 1,
      [`/en/ad/${String(reviewed)}`]: 1,
      [`/en/ad/${String(unrelated)}`]: 0,
      [REAL_ESTATE]: 0,
    });
    const { body } = await request<AdDetail>(t, 'GET', `/api/ads/${String(own)}`);
    expect(body.data.author_info.author_name).toBe('Renamed Seller');
  });
});

describe('moderation', () => {
  it("a ban takes the seller's ads out of their category's page at once, not another category's", async () => {
    const seller = await signIn(t);
    const other = await signIn(t);
    const banned = await newBike(seller.id);
    const kept = await newBike(other.id);
    expect(await listedBikes()).toContain(banned);
    const renders = await rendersAfter(
      t,
      [BIKES, REAL_ESTATE, `/en/ad/${String(kept)}`],
      async () => {
        const ban = await request(t, 'POST', `/api/admin/users/${String(seller.id)}/actions`, {
          payload: { action: 'ban', reason: 'Scam ads' },
          headers: admin.headers,
        });
        expect(ban.status).toBe(200);
      },
    );
    expect(renders).toEqual({ [BIKES]: 1, [REAL_ESTATE]: 0, [`/en/ad/${String(kept)}`]: 0 });
    const listed = await listedBikes();
    expect(listed).not.toContain(banned);
    expect(listed).toContain(kept);
  });

  it('a warning drops no page', async () => {
    const member = await signIn(t);
    const ad = await newBike(member.id);
    const renders = await rendersAfter(t, [BIKES, `/en/ad/${String(ad)}`], () =>
      request(t, 'POST', `/api/admin/users/${String(member.id)}/actions`, {
        payload: { action: 'warn', reason: 'Be polite in chats.' },
        headers: admin.headers,
      }),
    );
    expect(renders).toEqual({ [BIKES]: 0, [`/en/ad/${String(ad)}`]: 0 });
  });
});

describe('a deleted account', () => {
  it("takes its ads out of their category's page and its store's job offers out of the jobs list, not another offer's page", async () => {
    const leaving = await newMember(t);
    const ad = await newBike(leaving.id);
    const [store] = await t.database.db
      .insert(stores)
      .values({ ownerId: leaving.id, storeName: 'Leaving store' })
      .returning({ id: stores.id });
    const offer = await newOffer();
    const other = await newOffer();
    // The store's offer, which goes with it.
    await t.database.db
      .update(jobOffers)
      .set({ storeId: store?.id ?? null })
      .where(eq(jobOffers.id, offer));
    const renders = await rendersAfter(
      t,
      ['/en/jobs', `/en/job/${String(other)}`, BIKES],
      async () => {
        const deleted = await request(t, 'DELETE', '/api/me', {
          payload: { password: leaving.identity.password },
          headers: leaving.headers,
        });
        expect(deleted.status).toBe(200);
      },
    );
    expect(renders).toEqual({ '/en/jobs': 1, [`/en/job/${String(other)}`]: 0, [BIKES]: 1 });
    expect(await listedBikes()).not.toContain(ad);
  });
});

describe('job offers', () => {
  let seeker: Session;
  beforeAll(async () => {
    seeker = await signIn(t);
  });

  it('applying to an offer or keeping it as a favourite drops no page (only its user sees it)', async () => {
    const offer = await newOffer();
    const renders = await rendersAfter(
      t,
      ['/en', '/en/jobs', `/en/job/${String(offer)}`],
      async () => {
        expect((await apply(t, seeker, { job_offer_id: offer })).status).toBe(201);
        expect((await toggleFavorite(t, seeker, offer)).status).toBe(200);
      },
    );
    expect(renders).toEqual({ '/en': 0, '/en/jobs': 0, [`/en/job/${String(offer)}`]: 0 });
  });

  it("an offer's change (as an edit would announce it): its page and the list that shows it, not another offer's page nor the home page, which shows the latest three", async () => {
    const edited = await newOffer();
    const newer = [];
    for (let i = 0; i < 3; i += 1) newer.push(await newOffer());
    const other = newer[0] ?? 0;
    const renders = await rendersAfter(
      t,
      ['/en', '/en/jobs', `/en/job/${String(edited)}`, `/en/job/${String(other)}`],
      () => {
        t.app.contentChanges.emit(jobTag(edited));
        return Promise.resolve();
      },
    );
    expect(renders).toEqual({
      '/en': 0,
      '/en/jobs': 1,
      [`/en/job/${String(edited)}`]: 1,
      [`/en/job/${String(other)}`]: 0,
    });
  });
});
