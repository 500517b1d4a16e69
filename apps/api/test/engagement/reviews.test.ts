import { formatMessage, REVIEW_MAX_LENGTH, type Review } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, stores } from '../../src/db/schema/index.ts';
import { REVIEW_WRITES_LIMIT } from '../../src/modules/engagement/review-writes-limit.ts';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createStore } from '../sellers/fixtures.ts';
import {
  adCounters,
  adRows,
  ARABIC,
  createAd,
  request,
  signIn,
  UNKNOWN_ID,
  withFailingAdUpdates,
  type Session,
} from './fixtures.ts';

let t: TestContext;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t);
});
afterAll(() => t.close());

const list = (entityId: number | string, headers: Record<string, string> = {}) =>
  request<Review[]>(t, 'GET', `/api/reviews/${entityId}`, { headers });

const create = (user: Session | null, payload: object, lang = 'en') =>
  request<Review>(t, 'POST', '/api/reviews', { payload, headers: { lang, ...user?.headers } });

const edit = (user: Session | null, id: number, payload: object, lang = 'en') =>
  request<Review>(t, 'PUT', `/api/reviews/${id}`, { payload, headers: { lang, ...user?.headers } });

const remove = (user: Session | null, id: number, lang = 'en') =>
  request<{ id: number }>(t, 'DELETE', `/api/reviews/${id}`, {
    headers: { lang, ...user?.headers },
  });

async function storedReview(id: number) {
  const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

describe('POST /api/reviews and GET /api/reviews/{entityId}', () => {
  it('adds reviews, trimmed and stored as given, counted on the ad and listed newest first', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [a, b, c] = [await signIn(t), await signIn(t), await signIn(t)];

    const first = await create(a, { entity_type: 'ad', entity_id: adId, review: '  Great bike  ' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Review added.');
    const { id, created_at, ...rest } = first.body.data;
    expect(id).toBeTypeOf('number');
    expect(created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(rest).toEqual({
      review: 'Great bike',
      rater_id: a.id,
      user: { name: 'Test Person', avatar: null },
      rating: null,
      updated_at: created_at,
      date: created_at.slice(0, 10),
    });

    // entity_type defaults to ad; markup is kept as text (the client renders it as text).
    const markup = '<img src=x onerror=alert(1)> دراجة ممتازة';
    const second = await create(b, { entity_id: adId, review: markup }, 'ar');
    expect(second.status).toBe(201);
    expect(second.body.message).toBe(apiMessage('review_added', 'ar'));
    expect(second.body.message).toMatch(ARABIC);
    expect(second.body.data.review).toBe(markup);

    const third = await create(c, {
      entity_type: 'ad',
      entity_id: adId,
      review: 'Second thoughts',
    });
    expect(third.status).toBe(201);

    const listed = await list(adId, { 'entity-type': 'ad' });
    expect(listed.status).toBe(200);
    const ids = listed.body.data.map((r) => r.id);
    expect(ids).toEqual([third.body.data.id, second.body.data.id, first.body.data.id]);
    expect(listed.body.data[2]).toEqual(first.body.data);
    // Without the header the entity is an ad.
    expect((await list(adId)).body.data).toEqual(listed.body.data);

    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 3 });
    expect((await adRows(t.database.db, adId)).reviews).toBe(3);
  });

  it("gives each review its author's own rating of the same thing, or null (issue 41, item 26)", async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [rater, writer] = [await signIn(t), await signIn(t)];
    const rate = (rating: number) =>
      request(t, 'POST', '/api/ratings', {
        payload: { entity_type: 'ad', entity_id: adId, rating },
        headers: rater.headers,
      });
    expect((await rate(3.5)).status).toBe(200);
    await create(rater, { entity_id: adId, review: 'Rated and reviewed' });
    await create(writer, { entity_id: adId, review: 'Only reviewed' });
    // A rating on another ad is not this one's.
    const otherAd = await createAd(t.database.db, owner.id);
    await request(t, 'POST', '/api/ratings', {
      payload: { entity_type: 'ad', entity_id: otherAd, rating: 1 },
      headers: writer.headers,
    });

    const ratingsOf = async () =>
      Object.fromEntries((await list(adId)).body.data.map((r) => [r.rater_id, r.rating]));
    expect(await ratingsOf()).toEqual({ [rater.id]: 3.5, [writer.id]: null });
    expect((await rate(0.5)).status).toBe(200);
    expect(await ratingsOf()).toEqual({ [rater.id]: 0.5, [writer.id]: null });
  });

  it('refuses a blank or too long review with 422 in the request language', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);
    for (const lang of ['en', 'ar'] as const) {
      for (const review of ['', '   \n ']) {
        const blank = await create(user, { entity_type: 'ad', entity_id: adId, review }, lang);
        expect(blank).toEqual({
          status: 422,
          body: {
            message: formatMessage('invalid', lang),
            errors: { review: [formatMessage('required', lang)] },
          },
        });
      }
      const long = await create(
        user,
        { entity_id: adId, review: 'x'.repeat(REVIEW_MAX_LENGTH + 1) },
        lang,
      );
      expect(long.status).toBe(422);
      expect(long.body.errors).toEqual({ review: [formatMessage('review_max', lang)] });
    }
    const longest = await create(user, { entity_id: adId, review: 'y'.repeat(REVIEW_MAX_LENGTH) });
    expect(longest.status).toBe(201);
    expect((await adRows(t.database.db, adId)).reviews).toBe(1);
  });

  it('answers 401 without a session, 404 for an unknown entity, 422 for a bad one', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);
    const anonymous = await create(null, { entity_id: adId, review: 'Hello' }, 'ar');
    expect(anonymous).toEqual({ status: 401, body: { message: apiMessage('unauthorized', 'ar') } });

    const unknown = await create(user, { entity_id: UNKNOWN_ID, review: 'Hello' });
    expect(unknown).toEqual({ status: 404, body: { message: 'Not found.' } });
    const unknownStore = await create(user, {
      entity_type: 'store',
      entity_id: UNKNOWN_ID,
      review: 'Hello',
    });
    expect(unknownStore.status).toBe(404);

    const badType = await create(user, { entity_type: 'car', entity_id: adId, review: 'Hello' });
    expect(badType.status).toBe(422);
    expect(Object.keys(badType.body.errors ?? {})).toEqual(['entity_type']);
    const badId = await create(user, { entity_id: 'abc', review: 'Hello' });
    expect(badId.status).toBe(422);
    expect(Object.keys(badId.body.errors ?? {})).toEqual(['entity_id']);

    expect((await adRows(t.database.db, adId)).reviews).toBe(0);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 0 });
  });

  it('validates the Entity-Type header and finds stores and users too', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [store] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
    expect(store).toBeDefined();
    const storeReviews = await list(store?.id ?? 0, { 'entity-type': 'store' });
    expect(storeReviews.status).toBe(200);
    expect(Array.isArray(storeReviews.body.data)).toBe(true);

    const reviewer = await signIn(t);
    const aboutOwner = await create(reviewer, {
      entity_type: 'user',
      entity_id: owner.id,
      review: 'Quick replies',
    });
    expect(aboutOwner.status).toBe(201);
    const userReviews = await list(owner.id, { 'Entity-Type': 'user' });
    expect(userReviews.body.data.map((r) => r.id)).toEqual([aboutOwner.body.data.id]);
    // A review of the user is not a review of the user's ad.
    expect((await list(adId)).body.data).toEqual([]);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 0 });

    for (const lang of ['en', 'ar'] as const) {
      const bad = await list(adId, { 'entity-type': 'banana', lang });
      expect(bad).toEqual({
        status: 422,
        body: {
          message: formatMessage('invalid', lang),
          errors: {
            'entity-type': [formatMessage('invalid_choice', lang, { values: 'ad, store, user' })],
          },
        },
      });
    }
    expect((await list(UNKNOWN_ID)).status).toBe(404);
    expect((await list(UNKNOWN_ID, { 'entity-type': 'store' })).status).toBe(404);
    expect((await list('abc')).status).toBe(422);
    expect((await list(0)).status).toBe(422);
  });
});

describe('PUT and DELETE /api/reviews/{id}', () => {
  it('lets the author edit: the text changes and updated_at moves past created_at', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const author = await signIn(t);
    const created = (await create(author, { entity_id: adId, review: 'First take' })).body.data;

    const edited = await edit(author, created.id, { review: '  Second take ' });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Review edited.');
    const data = edited.body.data;
    expect(data).toMatchObject({
      id: created.id,
      review: 'Second take',
      created_at: created.created_at,
    });
    expect(Date.parse(data.updated_at)).toBeGreaterThan(Date.parse(data.created_at));

    const editedAr = await edit(author, created.id, { review: 'رأي ثالث' }, 'ar');
    expect(editedAr.body.message).toBe(apiMessage('review_updated', 'ar'));
    const [listed] = (await list(adId)).body.data;
    expect(listed).toEqual(editedAr.body.data);
    expect(listed?.updated_at).not.toBe(listed?.created_at);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 1 });

    for (const lang of ['en', 'ar'] as const) {
      const blank = await edit(author, created.id, { review: ' ' }, lang);
      expect(blank.status).toBe(422);
      expect(blank.body.errors).toEqual({ review: [formatMessage('required', lang)] });
    }
    expect((await storedReview(created.id))?.review).toBe('رأي ثالث');
  });

  it('refuses another user (403), no session (401) and an unknown review (404)', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [author, other] = [await signIn(t), await signIn(t)];
    const created = (await create(author, { entity_id: adId, review: 'Mine' })).body.data;
    const before = await storedReview(created.id);

    const put = await edit(other, created.id, { review: 'Hijacked' });
    expect(put).toEqual({ status: 403, body: { message: 'You are not allowed to do this.' } });
    const del = await remove(other, created.id, 'ar');
    expect(del).toEqual({ status: 403, body: { message: apiMessage('forbidden', 'ar') } });

    expect((await edit(null, created.id, { review: 'Anonymous' })).status).toBe(401);
    expect((await remove(null, created.id)).status).toBe(401);

    expect(await storedReview(created.id)).toEqual(before);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 1 });

    expect(await edit(author, UNKNOWN_ID, { review: 'x' })).toEqual({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect((await remove(author, UNKNOWN_ID)).status).toBe(404);
    expect((await remove(author, 0)).status).toBe(422);
  });

  it('lets the author delete: gone from the list, the count follows, a second delete is 404', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [author, other] = [await signIn(t), await signIn(t)];
    const kept = (await create(other, { entity_id: adId, review: 'Keep me' })).body.data;
    const gone = (await create(author, { entity_id: adId, review: 'Delete me' })).body.data;
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 2 });

    const deleted = await remove(author, gone.id);
    expect(deleted).toEqual({
      status: 200,
      body: { message: 'Review deleted.', data: { id: gone.id } },
    });
    expect((await list(adId)).body.data.map((r) => r.id)).toEqual([kept.id]);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 1 });
    expect((await remove(author, gone.id)).status).toBe(404);

    const deletedAr = await remove(other, kept.id, 'ar');
    expect(deletedAr.body.message).toBe(apiMessage('review_deleted', 'ar'));
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 0 });
    expect((await adRows(t.database.db, adId)).reviews).toBe(0);
  });

  it('keeps reviews_count equal to the rows under concurrent adds and deletes', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const users = await Promise.all(Array.from({ length: 4 }, () => signIn(t)));
    const later = await Promise.all(Array.from({ length: 4 }, () => signIn(t)));
    const first = await Promise.all(
      users.map((user) => create(user, { entity_id: adId, review: 'First' })),
    );
    await Promise.all([
      ...later.map((user) => create(user, { entity_id: adId, review: 'Second' })),
      ...first.map((answer, i) => remove(users[i] ?? owner, answer.body.data.id)),
    ]);
    const rows = await adRows(t.database.db, adId);
    expect(rows.reviews).toBe(later.length);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: rows.reviews });
  });

  it('writes nothing when the counter update fails', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [author, other] = [await signIn(t), await signIn(t)];
    const kept = (await create(author, { entity_id: adId, review: 'Before' })).body.data;
    await withFailingAdUpdates(t.database.db, adId, async () => {
      const failedAdd = await create(other, { entity_id: adId, review: 'During' });
      expect(failedAdd).toEqual({
        status: 500,
        body: { message: 'An unexpected error occurred!' },
      });
      expect((await remove(author, kept.id)).status).toBe(500);
    });
    expect((await list(adId)).body.data).toEqual([kept]);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 1 });
  });
});

describe('one review per user and entity, never of oneself, at a limited pace (issue 16)', () => {
  it("refuses a review of one's own ad, store or profile with 422 on entity_id", async () => {
    for (const lang of ['en', 'ar'] as const) {
      const seller = await signIn(t);
      const adId = await createAd(t.database.db, seller.id);
      const storeId = await createStore(t.database.db, seller.id);
      const own = [
        [{ entity_type: 'ad', entity_id: adId }, 'feedback_own_ad'],
        [{ entity_type: 'store', entity_id: storeId }, 'feedback_own_store'],
        [{ entity_type: 'user', entity_id: seller.id }, 'feedback_self'],
      ] as const;
      for (const [entity, key] of own) {
        const text = formatMessage(key, lang);
        expect(await create(seller, { ...entity, review: 'Mine is the best' }, lang)).toEqual({
          status: 422,
          body: { message: text, errors: { entity_id: [text] } },
        });
      }
      expect(await adRows(t.database.db, adId)).toMatchObject({ reviews: 0 });
      expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 0 });
      expect((await list(storeId, { 'entity-type': 'store' })).body.data).toEqual([]);
      expect((await list(seller.id, { 'entity-type': 'user' })).body.data).toEqual([]);
    }
  });

  it('keeps one review per user and entity: a second is 409, the first is edited instead', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);
    const first = await create(user, { entity_id: adId, review: 'First' });
    expect(first.status).toBe(201);
    for (const lang of ['en', 'ar'] as const) {
      expect(await create(user, { entity_id: adId, review: 'Again' }, lang)).toEqual({
        status: 409,
        body: { message: apiMessage('review_exists', lang) },
      });
    }
    expect((await adRows(t.database.db, adId)).reviews).toBe(1);
    expect(await adCounters(t.database.db, adId)).toMatchObject({ reviewsCount: 1 });
    expect((await edit(user, first.body.data.id, { review: 'Changed' })).status).toBe(200);

    // Once deleted, a new one may be written.
    expect((await remove(user, first.body.data.id)).status).toBe(200);
    expect((await create(user, { entity_id: adId, review: 'Anew' })).status).toBe(201);
    expect((await list(adId)).body.data.map((r) => r.review)).toEqual(['Anew']);
  });

  it('lets a user add or edit a few reviews a minute, then answers 429 in their language', async () => {
    let now = new Date();
    const paced = await createTestApp({ now: () => now });
    try {
      const write = (user: Session, payload: object, lang = 'en') =>
        request<Review>(paced, 'POST', '/api/reviews', {
          payload,
          headers: { lang, ...user.headers },
        });
      const [writer, other, seller] = [
        await signIn(paced),
        await signIn(paced),
        await signIn(paced),
      ];
      const ads = await Promise.all(
        Array.from({ length: REVIEW_WRITES_LIMIT.max + 1 }, () =>
          createAd(paced.database.db, seller.id),
        ),
      );
      const [firstAd, ...rest] = ads;
      const last = rest.pop();
      if (firstAd === undefined || last === undefined) throw new Error('no ads');
      const first = await write(writer, { entity_id: firstAd, review: 'One' });
      expect(first.status).toBe(201);
      // An edit counts as a write too.
      const edited = await request(paced, 'PUT', `/api/reviews/${String(first.body.data.id)}`, {
        payload: { review: 'One, edited' },
        headers: writer.headers,
      });
      expect(edited.status).toBe(200);
      for (const adId of rest.slice(0, REVIEW_WRITES_LIMIT.max - 2)) {
        expect((await write(writer, { entity_id: adId, review: 'More' })).status).toBe(201);
      }
      for (const lang of ['en', 'ar'] as const) {
        expect(await write(writer, { entity_id: last, review: 'Too fast' }, lang)).toEqual({
          status: 429,
          body: { message: apiMessage('reviews_too_fast', lang) },
        });
      }
      expect((await adRows(paced.database.db, last)).reviews).toBe(0);
      // Someone else is not held back; the writer is, until the minute has passed.
      expect((await write(other, { entity_id: last, review: 'Mine' })).status).toBe(201);
      now = new Date(now.getTime() + REVIEW_WRITES_LIMIT.windowMs);
      expect((await write(writer, { entity_id: last, review: 'Later' })).status).toBe(201);
    } finally {
      await paced.close();
    }
  });
});
