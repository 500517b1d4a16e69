import type { ProhibitedWord } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { auditOf, call, moderationApp, newMember, userRow } from './fixtures.ts';

/** Issue 42: the prohibited words, the rules' settings and staff roles. */

const { t, moderator, admin } = moderationApp({ moderator: 'moderator', admin: 'admin' });

describe('the prohibited words', () => {
  const add = (word: string, lang = 'en') =>
    call(t, 'POST', '/api/admin/prohibited-words', {
      headers: { ...moderator.headers, lang },
      payload: { word },
    });

  it('keeps each word folded as search folds it; a second spelling of one is refused', async () => {
    const added = await add('  مسدّس  أصلي ');
    expect(added.status).toBe(201);
    const word = added.body.data as ProhibitedWord;
    expect(word).toMatchObject({ word: 'مسدّس  أصلي', folded: 'مسدس اصلي' });
    const again = await add('مسدس اصلى', 'ar');
    expect(again.status).toBe(422);
    expect(again.body.errors?.word).toEqual([
      'هذه الكلمة موجودة في القائمة بالفعل (تُعدّ صيغ الكتابة العربية كلمة واحدة).',
    ]);
    const english = await add('AK-47');
    expect((english.body.data as ProhibitedWord).folded).toBe('ak 47');
    const dup = await add('ak 47');
    expect(dup.status).toBe(422);
    expect(dup.body.errors?.word).toEqual([
      'This word is already on the list (Arabic spellings count as one).',
    ]);
    expect((await add('!!')).status).toBe(422);
    expect((await add('x')).status).toBe(422);

    const list = await call(t, 'GET', '/api/admin/prohibited-words', {
      headers: moderator.headers,
    });
    expect((list.body.data as ProhibitedWord[]).map((w) => w.folded)).toEqual(
      expect.arrayContaining(['مسدس اصلي', 'ak 47']),
    );
    const removed = await call(t, 'DELETE', `/api/admin/prohibited-words/${String(word.id)}`, {
      headers: moderator.headers,
    });
    expect(removed.status).toBe(200);
    const gone = await call(t, 'DELETE', `/api/admin/prohibited-words/${String(word.id)}`, {
      headers: moderator.headers,
    });
    expect(gone.status).toBe(404);
    const lines = await auditOf(t.database.db, 'word', word.id);
    expect(lines.map((line) => line.action)).toEqual(['word.remove', 'word.add']);
  });
});

describe('the settings', () => {
  it('are read and changed by an admin, with an audit line', async () => {
    const read = await call(t, 'GET', '/api/admin/settings', { headers: admin.headers });
    // The test run's database turns the new-seller rule off (helpers/global-setup.ts).
    expect(read.body.data).toEqual({ reports_to_hide: 3, new_seller_ads: 0, new_seller_days: 7 });
    const next = { reports_to_hide: 5, new_seller_ads: 2, new_seller_days: 14 };
    const put = await call(t, 'PUT', '/api/admin/settings', {
      headers: admin.headers,
      payload: next,
    });
    expect(put.status).toBe(200);
    expect(
      (await call(t, 'GET', '/api/admin/settings', { headers: admin.headers })).body.data,
    ).toEqual(next);
    const bad = await call(t, 'PUT', '/api/admin/settings', {
      headers: admin.headers,
      payload: { reports_to_hide: -1, new_seller_ads: 2.5, new_seller_days: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'new_seller_ads',
      'new_seller_days',
      'reports_to_hide',
    ]);
    const audit = await call(t, 'GET', '/api/admin/audit?target=settings', {
      headers: admin.headers,
    });
    expect((audit.body.data as { after: unknown }[])[0]?.after).toEqual(next);
  });
});

describe('the staff roles', () => {
  const setRole = (id: number, role: 'moderator' | 'admin' | null) =>
    call(t, 'PUT', `/api/admin/staff/${String(id)}`, { headers: admin.headers, payload: { role } });

  it("are given by an admin: the account's sessions end, so it signs in again with the code", async () => {
    const member = await newMember(t);
    const res = await setRole(member.id, 'moderator');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: member.id,
      user_name: member.identity.userName,
      staff_role: 'moderator',
    });
    expect((await call(t, 'GET', '/api/me', { headers: member.headers })).status).toBe(401);
    const open = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await setRole(member.id, null)).body.data).toMatchObject({ staff_role: null });
    expect((await userRow(t.database.db, member.id)).staffRole).toBeNull();
    const lines = await auditOf(t.database.db, 'user', member.id);
    expect(lines.map((line) => [line.action, line.before, line.after])).toEqual([
      ['staff.revoke', { staff_role: 'moderator' }, { staff_role: null, sessions_revoked: 0 }],
      ['staff.grant', { staff_role: null }, { staff_role: 'moderator', sessions_revoked: 1 }],
    ]);
  });

  it('are not given to oneself, to an unverified or banned account', async () => {
    expect((await setRole(admin.id, null)).status).toBe(403);
    const member = await newMember(t);
    await t.database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, member.id));
    const unverified = await setRole(member.id, 'moderator');
    expect(unverified.status).toBe(409);
    expect(unverified.body.message).toContain('verified phone number');
    const banned = await newMember(t);
    await call(t, 'POST', `/api/admin/users/${String(banned.id)}/actions`, {
      headers: moderator.headers,
      payload: { action: 'ban', reason: 'Fraud' },
    });
    expect((await setRole(banned.id, 'admin')).status).toBe(409);
    expect((await setRole(2_000_000_000, 'admin')).status).toBe(404);
  });
});
