import { expect, it } from 'vitest';
import { call, moderationApp, newAd, newMember } from './fixtures.ts';

/**
 * Issue 42: a ban ends the account's sessions on every process of the site at once. Two apps
 * on one database (PostgreSQL with DATABASE_URL, else one embedded database): no process keeps
 * sessions, each reads them from the database on every request.
 */

const { t: a } = moderationApp({});
// Made after A and closed before it.
const { t: b } = moderationApp({}, {}, a);

it('refuses on app B, at once, a session the ban on app A ended', async () => {
  const moderator = await newMember(a, 'moderator');
  const seller = await newMember(a);
  await newAd(a.database.db, seller.id, { status: 'active' });
  const onB = () => call(b, 'GET', '/api/me', { headers: seller.headers });
  expect((await onB()).status).toBe(200);

  const ban = await call(a, 'POST', `/api/admin/users/${String(seller.id)}/actions`, {
    headers: moderator.headers,
    payload: { action: 'ban', reason: 'Scam ads' },
  });
  expect(ban.status).toBe(200);

  const refused = await onB();
  expect(refused.status).toBe(401);
  const notices = await call(b, 'GET', '/api/me/notices', { headers: seller.headers });
  expect(notices.status).toBe(401);
  // The console of B sees the ban too.
  const view = await call(b, 'GET', `/api/admin/users/${String(seller.id)}`, {
    headers: moderator.headers,
  });
  expect(view.body.data).toMatchObject({ user: { banned: true } });
});
