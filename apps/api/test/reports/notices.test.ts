import type { UserNotice } from '@souq/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addNotice } from '../../src/modules/reports/notices.repository.ts';
import { UNKNOWN_ID } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { call, newSeller, publishCar } from '../selling/selling-client.ts';

/** Issue 42: what moderators told a user, shown at their next visit until they have seen it. */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notices = (token: string | null, lang: 'en' | 'ar' = 'en') =>
  call<UserNotice[]>(t, 'GET', '/api/me/notices', token, undefined, lang);
const seen = (token: string | null, id: number) =>
  call(t, 'POST', `/api/me/notices/${String(id)}/seen`, token);

it("lists the user's unseen notices, newest first, the ad's title in the request's language", async () => {
  const seller = await newSeller(t);
  const other = await newSeller(t);
  const adId = await publishCar(t, seller.token, 4501, {
    title: 'Kia Picanto with a notice',
    other_title: 'كيا بيكانتو مع إشعار',
  });
  await t.database.db.transaction(async (tx) => {
    await addNotice(tx, { userId: seller.id, kind: 'warning', adId: null, reason: 'Be polite' });
    await addNotice(tx, { userId: other.id, kind: 'warning', adId: null, reason: 'Not yours' });
  });
  await addNotice(t.database.db, {
    userId: seller.id,
    kind: 'ad_rejected',
    adId,
    reason: 'Stolen photos',
  });

  const inArabic = await notices(seller.token, 'ar');
  expect(inArabic.status).toBe(200);
  expect(
    inArabic.body.data.map(({ kind, ad, reason }) => ({ kind, ad, reason })),
  ).toEqual([
    { kind: 'ad_rejected', ad: { id: adId, title: 'كيا بيكانتو مع إشعار' }, reason: 'Stolen photos' },
    { kind: 'warning', ad: null, reason: 'Be polite' },
  ]);
  expect((await notices(seller.token)).body.data[0]?.ad?.title).toBe('Kia Picanto with a notice');
  expect((await notices(other.token)).body.data.map((notice) => notice.reason)).toEqual([
    'Not yours',
  ]);
});

it('marks a notice seen for its user alone (404 for anyone else), and it is not listed again', async () => {
  const user = await newSeller(t);
  const stranger = await newSeller(t);
  await addNotice(t.database.db, { userId: user.id, kind: 'warning', adId: null, reason: 'Spam' });
  const [notice] = (await notices(user.token)).body.data;
  if (!notice) throw new Error('no notice');

  expect((await seen(stranger.token, notice.id)).status).toBe(404);
  expect((await seen(user.token, UNKNOWN_ID)).status).toBe(404);
  expect((await notices(user.token)).body.data).toHaveLength(1);

  expect((await seen(user.token, notice.id)).status).toBe(204);
  expect((await notices(user.token)).body.data).toEqual([]);
});

it('needs a session (401) and a valid id (422)', async () => {
  expect((await notices(null)).status).toBe(401);
  expect((await seen(null, 1)).status).toBe(401);
  const user = await newSeller(t);
  expect((await call(t, 'POST', '/api/me/notices/abc/seen', user.token)).status).toBe(422);
});
