import type { AdStatus, Lang } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, users } from '../../src/db/schema/index.ts';
import { PAGES_PER_SITEMAP } from '../../src/modules/sitemap/sitemap.repository.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  adPage,
  call,
  carForm,
  myAds,
  newSeller,
  publish,
  publishCar,
} from '../selling/selling-client.ts';
import {
  EVERYWHERE,
  NOWHERE,
  logOfAd,
  olderSeller,
  prohibit,
  setModeration,
  whereListed,
} from './reports-client.ts';

/**
 * Issue 42: an ad waits for a moderator instead of going live when its seller is new, when it
 * holds a prohibited word, or when a picture is one of a banned account's ad.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await setModeration(t);
  await prohibit(t, 'أسلحة نارية');
  await prohibit(t, 'Replica Watch');
});
afterAll(() => t.close());

async function rowOf(id: number) {
  const [row] = await t.database.db
    .select({ status: ads.status, holdReason: ads.holdReason })
    .from(ads)
    .where(eq(ads.id, id));
  return row;
}

describe("a new seller's first ads", () => {
  it('wait for a moderator: not listed, answered `pending`, seen by their seller alone, logged', async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, 4401, { title: 'Kia Picanto vexmoorel new' });
    const published = await call<{ id: number; status: AdStatus }>(
      t,
      'POST',
      '/api/selling/ads',
      seller.token,
      form,
      'ar',
    );
    expect(published.status).toBe(201);
    expect(published.body.data.status).toBe('pending');
    expect(published.body.message).toBe(apiMessage('ad_submitted', 'ar'));
    const { id } = published.body.data;
    expect(await rowOf(id)).toEqual({ status: 'pending', holdReason: 'new_seller' });
    expect(await whereListed(t, id, 'vexmoorel', seller.id)).toEqual(NOWHERE);
    expect((await adPage(t, id)).status).toBe(410);
    const own = await adPage(t, id, seller.token);
    expect(own.body.data).toMatchObject({ status: 'pending', hold_reason: 'new_seller' });
    expect(await logOfAd(t, id)).toMatchObject([
      {
        actorId: null,
        action: 'ad.hold',
        reason: 'new_seller',
        before: null,
        after: { status: 'pending' },
      },
    ]);
  });

  it('count every ad so far: the fourth of a new account is live', async () => {
    const seller = await newSeller(t);
    const statuses: AdStatus[] = [];
    for (const seed of [4402, 4403, 4404, 4405]) {
      const reply = await publish(t, seller.token, await carForm(t, seller.token, seed));
      statuses.push(reply.body.data.status);
    }
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'active']);
  });

  it('go live at once for an older account, and when a setting is 0', async () => {
    const older = await olderSeller(t);
    const id = await publishCar(t, older.token, 4406, { title: 'Kia Picanto drelquist old' });
    expect(await rowOf(id)).toEqual({ status: 'active', holdReason: null });
    expect(await whereListed(t, id, 'drelquist', older.id)).toEqual(EVERYWHERE);
    expect(await logOfAd(t, id)).toEqual([]);

    try {
      for (const off of [{ new_seller_ads: 0 }, { new_seller_days: 0 }]) {
        await setModeration(t, off);
        const seller = await newSeller(t);
        const reply = await publish(t, seller.token, await carForm(t, seller.token, 4407));
        expect(reply.body.data).toMatchObject({ status: 'active' });
        expect(reply.body.message).toBe(apiMessage('ad_published', 'en'));
      }
    } finally {
      await setModeration(t);
    }
  });
});

describe('a prohibited word', () => {
  const held = async (overrides: Parameters<typeof carForm>[3], lang: Lang = 'en') => {
    const seller = await olderSeller(t);
    const form = await carForm(t, seller.token, 4410, { lang, ...overrides });
    const reply = await publish(t, seller.token, form);
    expect(reply.status).toBe(201);
    return rowOf(reply.body.data.id);
  };

  it('in Arabic, whatever the alef and teh marbuta forms, holds the ad', async () => {
    expect(
      await held(
        {
          title: 'سيارة كيا مع اسلحه ناريه للبيع',
          description: 'بحالة جيدة',
        },
        'ar',
      ),
    ).toEqual({ status: 'pending', holdReason: 'prohibited_word' });
    expect(
      await held({
        title: 'Kia Picanto with extras',
        other_title: 'كيا بيكانتو',
        other_description: 'معها أَسلِحَة نارية مرخصة',
      }),
    ).toEqual({ status: 'pending', holdReason: 'prohibited_word' });
  });

  it('in English, in another case, holds the ad; a longer word that contains it does not', async () => {
    expect(await held({ description: 'Comes with a REPLICA   watch, as new.' })).toEqual({
      status: 'pending',
      holdReason: 'prohibited_word',
    });
    expect(await held({ description: 'Replicas of watches, no guns.' })).toEqual({
      status: 'active',
      holdReason: null,
    });
  });

  it('put in a live ad by an edit takes it down until a moderator checks it', async () => {
    const seller = await olderSeller(t);
    const form = await carForm(t, seller.token, 4411, { title: 'Kia Picanto plessivor edit' });
    const id = (await publish(t, seller.token, form)).body.data.id;
    expect(await whereListed(t, id, 'plessivor', seller.id)).toEqual(EVERYWHERE);

    const edited = await call<{ id: number; status: string }>(
      t,
      'PUT',
      `/api/selling/ads/${String(id)}`,
      seller.token,
      { ...form, description: 'Also a replica watch.' },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      data: { id, status: 'pending' },
      message: apiMessage('ad_updated_for_review', 'en'),
    });
    expect(await rowOf(id)).toEqual({ status: 'pending', holdReason: 'prohibited_word' });
    expect(await whereListed(t, id, 'plessivor', seller.id)).toEqual(NOWHERE);
    expect(await logOfAd(t, id)).toMatchObject([
      { action: 'ad.hold', reason: 'prohibited_word', before: { status: 'active' } },
    ]);
  });
});

describe('a picture of a banned account', () => {
  it("holds the ad whose picture looks like one of the banned account's ads", async () => {
    const banned = await olderSeller(t);
    await publishCar(t, banned.token, 4420, { title: 'Kia Picanto of a scammer' });
    await t.database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.id));

    const seller = await olderSeller(t);
    const copied = await publish(t, seller.token, await carForm(t, seller.token, 4420));
    expect(await rowOf(copied.body.data.id)).toEqual({
      status: 'pending',
      holdReason: 'banned_picture',
    });
    const own = await publish(t, seller.token, await carForm(t, seller.token, 4421));
    expect(await rowOf(own.body.data.id)).toEqual({ status: 'active', holdReason: null });
  });
});

describe('an ad waiting for a moderator', () => {
  it('cannot be marked sold or renewed (409 in the language); it can be edited and deleted', async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, 4430);
    const id = (await publish(t, seller.token, form)).body.data.id;
    for (const action of ['sold', 'renew', 'available', 'relist']) {
      const refused = await call(
        t,
        'POST',
        `/api/selling/ads/${String(id)}/${action}`,
        seller.token,
        undefined,
        'ar',
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(apiMessage('ad_under_review', 'ar'));
    }
    const edited = await call(t, 'PUT', `/api/selling/ads/${String(id)}`, seller.token, {
      ...form,
      title: 'Kia Picanto edited while waiting',
    });
    expect(edited.body.data).toEqual({ id, status: 'pending' });
    expect(await rowOf(id)).toEqual({ status: 'pending', holdReason: 'new_seller' });
    const deleted = await call(t, 'DELETE', `/api/selling/ads/${String(id)}`, seller.token);
    expect(deleted.status).toBe(200);
    expect((await rowOf(id))?.status).toBe('deleted');
  });

  it('is refused where a live ad is needed: chats, likes, favourites, ratings, reviews, reports, the sitemap', async () => {
    const seller = await newSeller(t);
    const id = await publishCar(t, seller.token, 4431);
    expect((await rowOf(id))?.status).toBe('pending');
    const buyer = await olderSeller(t);
    const answers = await Promise.all([
      call(t, 'POST', '/api/conversations', buyer.token, { ad_id: id }),
      call(t, 'POST', '/api/likes/toggle', buyer.token, { ad_id: id }),
      call(t, 'POST', '/api/favorites/toggle', buyer.token, { ad_id: id }),
      call(t, 'POST', '/api/ratings', buyer.token, { entity_id: id, rating: 1 }),
      call(t, 'POST', '/api/reviews', buyer.token, { entity_id: id, review: 'Never came' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([410, 404, 404, 404, 404]);
    const live = await publishCar(t, buyer.token, 4433, { title: 'Kia Picanto in the sitemap' });
    const sitemap = await t.app.inject({
      method: 'GET',
      url: `/sitemaps/ads-${String(Math.floor((id - 1) / PAGES_PER_SITEMAP))}.xml`,
    });
    expect(sitemap.body).toContain(`/en/ad/${String(live)}<`);
    expect(sitemap.body).not.toContain(`/en/ad/${String(id)}<`);
    expect(
      (
        await call(t, 'POST', `/api/ads/${String(id)}/report`, buyer.token, {
          reason: 'scam',
        })
      ).status,
    ).toBe(404);
  });

  it('leaves the favourites of buyers who kept it before it was held', async () => {
    const seller = await olderSeller(t);
    const id = await publishCar(t, seller.token, 4432, {
      title: 'Kia Picanto favourite then held',
    });
    const buyer = await olderSeller(t);
    const favourite = await call(t, 'POST', '/api/favorites/toggle', buyer.token, { ad_id: id });
    expect(favourite.status).toBe(200);
    const listed = async () => {
      const reply = await call<{ ads: { id: number }[] }>(t, 'GET', '/api/favorites', buyer.token);
      return reply.body.data.ads.map((ad) => ad.id);
    };
    expect(await listed()).toContain(id);
    await t.database.db
      .update(ads)
      .set({ status: 'hidden', statusBeforeHidden: 'active', holdReason: 'moderator' })
      .where(eq(ads.id, id));
    expect(await listed()).not.toContain(id);
  });
});

describe('My ads', () => {
  it('has a review tab with the pending, hidden and rejected ads, their reasons and its count', async () => {
    const seller = await newSeller(t);
    const pending = await publishCar(t, seller.token, 4440, { title: 'Kia Picanto waits review' });
    const rejected = await publishCar(t, seller.token, 4441, { title: 'Kia Picanto is refused' });
    const hidden = await publishCar(t, seller.token, 4442, { title: 'Kia Picanto hidden by mods' });
    const live = await publishCar(t, seller.token, 4443, { title: 'Kia Picanto live fourth ad' });
    await t.database.db
      .update(ads)
      .set({ status: 'rejected', decisionReason: 'Stolen photos' })
      .where(eq(ads.id, rejected));
    await t.database.db
      .update(ads)
      .set({
        status: 'hidden',
        statusBeforeHidden: 'active',
        holdReason: 'moderator',
        decisionReason: 'Misleading price',
      })
      .where(eq(ads.id, hidden));

    const review = await myAds(t, seller.token, 'review');
    expect(review.counts).toEqual({ active: 1, sold: 0, expired: 0, review: 3 });
    expect(
      review.ads.map(({ id, status, hold_reason, decision_reason }) => ({
        id,
        status,
        hold_reason,
        decision_reason,
      })),
    ).toEqual([
      {
        id: hidden,
        status: 'hidden',
        hold_reason: 'moderator',
        decision_reason: 'Misleading price',
      },
      {
        id: rejected,
        status: 'rejected',
        hold_reason: 'new_seller',
        decision_reason: 'Stolen photos',
      },
      { id: pending, status: 'pending', hold_reason: 'new_seller', decision_reason: null },
    ]);
    const active = await myAds(t, seller.token, 'active');
    expect(active.ads.map((ad) => [ad.id, ad.hold_reason, ad.decision_reason])).toEqual([
      [live, null, null],
    ]);
  });
});
