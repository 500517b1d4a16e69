import type { SessionUser } from '@souq/contracts';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ads,
  likes,
  ratings,
  reviews,
  sessions,
  stores,
  users,
} from '../../src/db/schema/index.ts';
import {
  adCounters,
  adRows,
  createAd,
  request,
  signIn,
  type Session,
} from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser, latestCode, newIdentity, post } from '../helpers/auth.ts';

/** Issue 16 item 5: a new password, a new phone number and deleting the account. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A verified user: its identity, session token and id. */
async function verifiedUser() {
  const verified = await createVerifiedUser(t.app);
  const user = verified.user as SessionUser;
  return { identity: verified.identity, token: verified.token, id: user.id };
}

async function login(userName: string, password: string) {
  return post(t.app, '/api/login', { userName, password });
}

describe('PUT /api/me/password', () => {
  it('asks for the current password and signs out every other session', async () => {
    const { identity, token } = await createVerifiedUser(t.app);
    const other = await login(identity.userName, identity.password);
    expect(other.status).toBe(200);
    const otherToken = (other.body as { data: { token: string } }).data.token;

    const wrong = await request(t, 'PUT', '/api/me/password', {
      headers: { ...bearer(token), lang: 'en' },
      payload: {
        current_password: 'not-my-password',
        password: 'Qx9-lantern-river',
        password_confirmation: 'Qx9-lantern-river',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      current_password: ['The current password is not correct.'],
    });

    const changed = await request(t, 'PUT', '/api/me/password', {
      headers: { ...bearer(token), lang: 'ar' },
      payload: {
        current_password: identity.password,
        password: 'Qx9-lantern-river',
        password_confirmation: 'Qx9-lantern-river',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatch(/[\u0600-\u06FF]/);

    // This session stays, the other one ends, and only the new password signs in.
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(otherToken) })).statusCode).toBe(
      401,
    );
    expect((await login(identity.userName, identity.password)).status).toBe(422);
    expect((await login(identity.userName, 'Qx9-lantern-river')).status).toBe(200);
  });

  it('refuses a too common password and mismatched confirmation, changing nothing', async () => {
    const { identity, token, id } = await verifiedUser();
    const [before] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    const common = await request(t, 'PUT', '/api/me/password', {
      headers: bearer(token),
      payload: {
        current_password: identity.password,
        password: '123456',
        password_confirmation: '123456',
      },
    });
    expect(common.status).toBe(422);
    expect(Object.keys(common.body.errors ?? {})).toEqual(['password']);
    const mismatch = await request(t, 'PUT', '/api/me/password', {
      headers: bearer(token),
      payload: {
        current_password: identity.password,
        password: 'Qx9-lantern-river',
        password_confirmation: 'Qx9-lantern-rivet',
      },
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.errors ?? {})).toEqual(['password_confirmation']);
    const [after] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    expect(after?.hash).toBe(before?.hash);
  });

  it('answers 401 without a session, whatever the body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/me/phone and /api/me/phone/verify', () => {
  it('sends a code to the new number, which becomes the login number once confirmed', async () => {
    const { identity, token } = await createVerifiedUser(t.app);
    const next = newIdentity().phone_number;
    // Typed as the owner knows it: the local form with the country's dial code.
    const local = `0${next.slice(4)}`;
    const sent = await request(t, 'POST', '/api/me/phone', {
      headers: bearer(token),
      payload: { phone_number: local, country_code: '+963' },
    });
    expect(sent.status).toBe(200);
    const code = await latestCode(t.app, next);

    const wrong = await request(t, 'POST', '/api/me/phone/verify', {
      headers: { ...bearer(token), lang: 'en' },
      payload: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ otp: ['The code is not correct.'] });

    const confirmed = await request<{ phone_number: string }>(t, 'POST', '/api/me/phone/verify', {
      headers: bearer(token),
      payload: { otp: code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.phone_number).toBe(next);
    expect((await login(next, identity.password)).status).toBe(200);
    expect((await login(identity.phone_number, identity.password)).status).toBe(422);

    // A code works once.
    const again = await request(t, 'POST', '/api/me/phone/verify', {
      headers: bearer(token),
      payload: { otp: code },
    });
    expect(again.status).toBe(422);
  });

  it('refuses a taken number, its own number and a malformed one, sending nothing', async () => {
    const first = await createVerifiedUser(t.app);
    const second = await createVerifiedUser(t.app);
    const taken = await request(t, 'POST', '/api/me/phone', {
      headers: { ...bearer(first.token), lang: 'en' },
      payload: { phone_number: second.identity.phone_number },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      phone_number: ['The phone number has already been taken.'],
    });
    const same = await request(t, 'POST', '/api/me/phone', {
      headers: { ...bearer(first.token), lang: 'en' },
      payload: { phone_number: first.identity.phone_number },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ phone_number: ['This is already your phone number.'] });
    const malformed = await request(t, 'POST', '/api/me/phone', {
      headers: bearer(first.token),
      payload: { phone_number: '12ab' },
    });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {})).toEqual(['phone_number']);
  });

  it('asks the user to wait before a second code within a minute', async () => {
    const { token } = await createVerifiedUser(t.app);
    const payload = { phone_number: newIdentity().phone_number };
    const first = await request(t, 'POST', '/api/me/phone', { headers: bearer(token), payload });
    expect(first.status).toBe(200);
    const second = await request(t, 'POST', '/api/me/phone', { headers: bearer(token), payload });
    expect(second.status).toBe(429);
  });

  it('confirms nothing without a code sent', async () => {
    const { token } = await createVerifiedUser(t.app);
    const res = await request(t, 'POST', '/api/me/phone/verify', {
      headers: bearer(token),
      payload: { otp: '123456' },
    });
    expect(res.status).toBe(422);
  });
});

describe('DELETE /api/me', () => {
  async function seller(): Promise<Session & { password: string }> {
    const { identity, token, id } = await verifiedUser();
    return { id, headers: bearer(token), password: identity.password };
  }

  it('asks for the password and keeps everything when it is wrong', async () => {
    const me = await seller();
    const adId = await createAd(t.database.db, me.id);
    const wrong = await request(t, 'DELETE', '/api/me', {
      headers: { ...me.headers, lang: 'en' },
      payload: { password: 'not-my-password' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The current password is not correct.'] });
    const still = await t.database.db.select().from(ads).where(eq(ads.id, adId));
    expect(still).toHaveLength(1);
  });

  it('deletes the account, its ads, stores and sessions, and recounts what it touched', async () => {
    const me = await seller();
    const neighbour = await signIn(t);
    const myAd = await createAd(t.database.db, me.id);
    const theirAd = await createAd(t.database.db, neighbour.id);
    const [store] = await t.database.db
      .insert(stores)
      .values({ ownerId: me.id, storeName: 'Test store to delete' })
      .returning({ id: stores.id });

    // I like, rate and review the neighbour's ad.
    const liked = await request(t, 'POST', '/api/likes/toggle', {
      headers: me.headers,
      payload: { ad_id: theirAd },
    });
    expect(liked.status).toBe(200);
    await request(t, 'POST', '/api/ratings', {
      headers: me.headers,
      payload: { entity_id: theirAd, rating: 1 },
    });
    await request(t, 'POST', '/api/reviews', {
      headers: me.headers,
      payload: { entity_id: theirAd, review: 'A review that goes with my account.' },
    });
    // The neighbour rates my ad and my store: those ratings go with them.
    await request(t, 'POST', '/api/ratings', {
      headers: neighbour.headers,
      payload: { entity_id: myAd, rating: 4 },
    });
    await request(t, 'POST', '/api/ratings', {
      headers: neighbour.headers,
      payload: { entity_type: 'store', entity_id: store?.id, rating: 5 },
    });
    const third = await signIn(t);
    await request(t, 'POST', '/api/ratings', {
      headers: third.headers,
      payload: { entity_id: theirAd, rating: 5 },
    });
    expect(await adCounters(t.database.db, theirAd)).toEqual({
      likesCount: 1,
      reviewsCount: 1,
      ratingsCount: 2,
      averageRating: 3,
    });

    const deleted = await request(t, 'DELETE', '/api/me', {
      headers: { ...me.headers, lang: 'en' },
      payload: { password: me.password },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Your account and your ads have been deleted.');

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
    expect(await db.select().from(ads).where(eq(ads.id, myAd))).toHaveLength(0);
    expect(await db.select().from(stores).where(eq(stores.ownerId, me.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(0);
    expect(await db.select().from(likes).where(eq(likes.userId, me.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(ratings)
        .where(
          or(
            and(eq(ratings.entityType, 'store'), eq(ratings.entityId, store?.id ?? 0)),
            and(eq(ratings.entityType, 'ad'), eq(ratings.entityId, myAd)),
          ),
        ),
    ).toHaveLength(0);
    expect(await db.select().from(reviews).where(eq(reviews.raterId, me.id))).toHaveLength(0);
    // The neighbour's ad counts only what is left: the third user's rating of 5.
    const rows = await adRows(db, theirAd);
    expect(await adCounters(db, theirAd)).toEqual({
      likesCount: rows.likes,
      reviewsCount: rows.reviews,
      ratingsCount: rows.ratings,
      averageRating: rows.averageRating,
    });
    expect(rows).toMatchObject({ likes: 0, reviews: 0, ratings: 1, averageRating: 5 });

    // The session is gone and the login with it.
    expect((await t.app.inject({ url: '/api/me', headers: me.headers })).statusCode).toBe(401);
  });
});
