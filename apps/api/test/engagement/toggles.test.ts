import {
  formatMessage,
  type FavoriteToggleData,
  type FavoritesData,
  type LikeToggleData,
} from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  adCounters,
  adRows,
  ARABIC,
  createAd,
  request,
  signIn,
  UNKNOWN_ID,
  type Session,
} from './fixtures.ts';

let t: TestContext;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t);
});
afterAll(() => t.close());

const toggle = (kind: 'likes' | 'favorites', user: Session | null, payload: object, lang = 'en') =>
  request<LikeToggleData & FavoriteToggleData>(t, 'POST', `/api/${kind}/toggle`, {
    payload,
    headers: { lang, ...user?.headers },
  });

describe('POST /api/likes/toggle', () => {
  it('likes and unlikes, with the ad counter following and the message saying which', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const [a, b] = [await signIn(t), await signIn(t)];

    const first = await toggle('likes', a, { ad_id: adId });
    expect(first).toEqual({
      status: 200,
      body: { message: 'Like added.', data: { is_liked: true, likes_count: 1 } },
    });
    const second = await toggle('likes', b, { ad_id: adId }, 'ar');
    expect(second.body.data).toEqual({ is_liked: true, likes_count: 2 });
    expect(second.body.message).toBe(apiMessage('like_added', 'ar'));
    expect(second.body.message).toMatch(ARABIC);

    const undo = await toggle('likes', a, { ad_id: adId });
    expect(undo.body).toEqual({
      message: 'Like removed.',
      data: { is_liked: false, likes_count: 1 },
    });
    const undoAr = await toggle('likes', b, { ad_id: adId }, 'ar');
    expect(undoAr.body).toEqual({
      message: apiMessage('like_removed', 'ar'),
      data: { is_liked: false, likes_count: 0 },
    });
    expect(await adCounters(t.database.db, adId)).toMatchObject({ likesCount: 0 });
    expect((await adRows(t.database.db, adId)).likes).toBe(0);
  });

  it('keeps the counter equal to the rows under concurrent toggles from one user', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);
    for (const n of [5, 6]) {
      const answers = await Promise.all(
        Array.from({ length: n }, () => toggle('likes', user, { ad_id: adId })),
      );
      for (const answer of answers) expect(answer.status).toBe(200);
      const rows = await adRows(t.database.db, adId);
      const { likesCount } = await adCounters(t.database.db, adId);
      expect(likesCount).toBe(rows.likes);
      expect(rows.likes).toBeLessThanOrEqual(1);
      const next = await toggle('likes', user, { ad_id: adId });
      expect(next.body.data).toEqual({ is_liked: rows.likes === 0, likes_count: 1 - rows.likes });
    }
  });

  it('answers 401 without a session, 404 for an unknown ad and 422 for a bad id', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);

    const anonymous = await toggle('likes', null, { ad_id: adId });
    expect(anonymous).toEqual({ status: 401, body: { message: 'Please log in to continue.' } });
    const anonymousAr = await toggle('likes', null, { ad_id: adId }, 'ar');
    expect(anonymousAr.body.message).toBe(apiMessage('unauthorized', 'ar'));

    const unknown = await toggle('likes', user, { ad_id: UNKNOWN_ID });
    expect(unknown).toEqual({ status: 404, body: { message: 'Not found.' } });

    for (const ad_id of ['abc', -3, 0, 1.5, null]) {
      const bad = await toggle('likes', user, { ad_id });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors ?? {})).toEqual(['ad_id']);
    }
    const missingAr = await toggle('likes', user, {}, 'ar');
    expect(missingAr.status).toBe(422);
    // The shared idParam coerces first, so a missing id reads as "not a number".
    expect(missingAr.body.errors).toEqual({ ad_id: [formatMessage('not_a_number', 'ar')] });
    expect(await adCounters(t.database.db, adId)).toMatchObject({ likesCount: 0 });
  });
});

describe('POST /api/favorites/toggle', () => {
  it("adds and removes, the English message saying 'added' or 'removed' and data the state", async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);

    const added = await toggle('favorites', user, { ad_id: adId });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ is_favorite: true });
    expect(added.body.message).toContain('added');
    expect(added.body.message).not.toContain('removed');

    const removed = await toggle('favorites', user, { ad_id: adId });
    expect(removed.body.data).toEqual({ is_favorite: false });
    expect(removed.body.message).toContain('removed');
    expect(removed.body.message).not.toContain('added');

    const addedAr = await toggle('favorites', user, { ad_id: adId }, 'ar');
    expect(addedAr.body).toEqual({
      message: apiMessage('favorite_added', 'ar'),
      data: { is_favorite: true },
    });
    expect(addedAr.body.message).toMatch(ARABIC);
    expect((await adRows(t.database.db, adId)).favorites).toBe(1);

    // The favourite shows on the user's favourites page.
    const mine = await request<FavoritesData>(t, 'GET', '/api/favorites', {
      headers: user.headers,
    });
    expect(mine.body.data.ads.map((a) => a.id)).toContain(adId);

    const removedAr = await toggle('favorites', user, { ad_id: adId }, 'ar');
    expect(removedAr.body).toEqual({
      message: apiMessage('favorite_removed', 'ar'),
      data: { is_favorite: false },
    });
    expect((await adRows(t.database.db, adId)).favorites).toBe(0);
  });

  it('leaves one row or none under concurrent toggles from one user', async () => {
    const adId = await createAd(t.database.db, owner.id);
    const user = await signIn(t);
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => toggle('favorites', user, { ad_id: adId })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const { favorites } = await adRows(t.database.db, adId);
    expect(favorites).toBeLessThanOrEqual(1);
    const next = await toggle('favorites', user, { ad_id: adId });
    expect(next.body.data).toEqual({ is_favorite: favorites === 0 });
  });

  it('answers 401 without a session, 404 for an unknown ad and 422 for a bad id', async () => {
    const user = await signIn(t);
    expect((await toggle('favorites', null, { ad_id: 1 })).status).toBe(401);
    expect((await toggle('favorites', user, { ad_id: UNKNOWN_ID })).status).toBe(404);
    const bad = await toggle('favorites', user, { ad_id: 'x1' }, 'ar');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('البيانات المدخلة غير صالحة.');
    expect(bad.body.errors?.ad_id).toHaveLength(1);
  });
});
