import { formatMessage, type MyJobApplication } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  apply,
  applicationsOf,
  ARABIC,
  createOffer,
  dayFromToday,
  getOffer,
  search,
  signIn,
  toggleFavorite,
  UNKNOWN_ID,
  type Session,
} from './client.ts';

let t: TestContext;
let user: Session;

beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t);
});
afterAll(() => t.close());

describe('POST /api/job-applications', () => {
  it('applies once: a second application is 409 and stores nothing', async () => {
    const offerId = await createOffer(t.database.db);
    const first = await apply(t, user, { job_offer_id: offerId });
    expect(first).toEqual({
      status: 201,
      body: {
        message: 'Your application was sent.',
        data: { job_offer_id: offerId, has_applied: true },
      },
    });
    expect((await getOffer(t, offerId, 'en', user)).body.data.has_applied).toBe(true);
    expect((await getOffer(t, offerId, 'en', null)).body.data.has_applied).toBe(false);
    const listed = await search(t, { q: 'Jobs test offer', per_page: 48 }, 'en', user);
    expect(listed.body.data.data.find((o) => o.id === offerId)?.has_applied).toBe(true);

    const again = await apply(t, user, { job_offer_id: offerId }, 'ar');
    expect(again).toEqual({ status: 409, body: { message: apiMessage('already_applied', 'ar') } });
    expect(again.body.message).toMatch(ARABIC);
    expect(await applicationsOf(t.database.db, offerId)).toBe(1);
  });

  it('stores one application when the same user applies twice at once', async () => {
    const offerId = await createOffer(t.database.db);
    const answers = await Promise.all(
      [1, 2, 3].map(() => apply(t, user, { job_offer_id: offerId })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await applicationsOf(t.database.db, offerId)).toBe(1);
  });

  it('refuses an offer past its last date to apply, with a translated message', async () => {
    const offerId = await createOffer(t.database.db, dayFromToday(-2));
    expect((await getOffer(t, offerId)).body.data.is_expired).toBe(true);
    const refused = await apply(t, user, { job_offer_id: offerId }, 'ar');
    expect(refused.status).toBe(422);
    const text = formatMessage('job_offer_expired', 'ar');
    expect(refused.body).toEqual({ message: text, errors: { job_offer_id: [text] } });
    expect((await apply(t, user, { job_offer_id: offerId })).body.message).toBe(
      'The last date to apply for this job has passed.',
    );
    expect(await applicationsOf(t.database.db, offerId)).toBe(0);
    // Applying is still possible on the last day itself.
    const lastDay = await createOffer(t.database.db, dayFromToday(0));
    expect((await apply(t, user, { job_offer_id: lastDay })).status).toBe(201);
  });

  it('needs a session, a known offer and a valid id', async () => {
    const offerId = await createOffer(t.database.db);
    const anonymous = await apply(t, null, { job_offer_id: offerId }, 'ar');
    expect(anonymous).toEqual({ status: 401, body: { message: apiMessage('unauthorized', 'ar') } });
    const badToken = await apply(
      t,
      { id: 0, headers: { authorization: 'Bearer nope' } },
      {
        job_offer_id: offerId,
      },
    );
    expect(badToken.status).toBe(401);
    expect(await applicationsOf(t.database.db, offerId)).toBe(0);

    expect((await apply(t, user, { job_offer_id: UNKNOWN_ID })).status).toBe(404);
    const missing = await apply(t, user, {}, 'ar');
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.job_offer_id).toEqual([formatMessage('not_a_number', 'ar')]);
    const wrong = await apply(t, user, { job_offer_id: -3 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.job_offer_id).toEqual([
      formatMessage('greater_than', 'en', { minimum: 0 }),
    ]);
  });
});

describe('POST /api/job-offers/favorites/toggle', () => {
  it('adds and removes the favourite, per user, with the message saying which', async () => {
    const offerId = await createOffer(t.database.db);
    const other = await signIn(t);
    const added = await toggleFavorite(t, user, offerId);
    expect(added).toEqual({
      status: 200,
      body: {
        message: 'Job added to your favorites.',
        data: { job_offer_id: offerId, is_favorite: true },
      },
    });
    expect((await getOffer(t, offerId, 'en', user)).body.data.is_favorite).toBe(true);
    expect((await getOffer(t, offerId, 'en', other)).body.data.is_favorite).toBe(false);
    const removed = await toggleFavorite(t, user, offerId, 'ar');
    expect(removed.body).toEqual({
      message: apiMessage('job_favorite_removed', 'ar'),
      data: { job_offer_id: offerId, is_favorite: false },
    });
    expect((await getOffer(t, offerId, 'en', user)).body.data.is_favorite).toBe(false);
  });

  it('needs a session, a known offer and a valid job_offer_id', async () => {
    expect((await toggleFavorite(t, null, 1)).status).toBe(401);
    expect((await toggleFavorite(t, user, UNKNOWN_ID)).status).toBe(404);
    const bad = await toggleFavorite(t, user, 'x', 'ar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.job_offer_id).toEqual([formatMessage('not_a_number', 'ar')]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/job-offers/favorites/toggle',
      headers: user.headers,
    });
    expect(missing.statusCode).toBe(422);
  });
});

describe('GET /api/job-applications', () => {
  it("lists the user's own applications, the latest first, with the offer in the request's language", async () => {
    const me = await signIn(t);
    const someoneElse = await signIn(t);
    const first = await createOffer(t.database.db);
    const second = await createOffer(t.database.db);
    const notMine = await createOffer(t.database.db);
    expect((await apply(t, me, { job_offer_id: first })).status).toBe(201);
    expect((await apply(t, me, { job_offer_id: second })).status).toBe(201);
    expect((await apply(t, someoneElse, { job_offer_id: notMine })).status).toBe(201);

    const res = await t.app.inject({
      url: '/api/job-applications',
      headers: { ...me.headers, lang: 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: MyJobApplication[] }>().data;
    expect(list.map((a) => a.offer.id)).toEqual([second, first]);
    for (const application of list) {
      expect(application.offer.title).toMatch(ARABIC);
      expect(application.offer.has_applied).toBe(true);
      expect(Date.parse(application.applied_at)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('answers an empty list to a user who never applied, and 401 to a visitor', async () => {
    const newcomer = await signIn(t);
    const empty = await t.app.inject({ url: '/api/job-applications', headers: newcomer.headers });
    expect(empty.json()).toEqual({ data: [] });
    expect((await t.app.inject({ url: '/api/job-applications' })).statusCode).toBe(401);
  });
});
