import type { AuditEntry } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, moderationApp, newAd, newMember } from './fixtures.ts';

/** Issue 42: the audit log keeps every decision, refuses changes, and is searched. */

/** PostgreSQL's error under drizzle's wrapper. */
function databaseError(error: unknown) {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  return { code: cause?.code, message: cause?.message };
}

const { t, moderator, admin } = moderationApp({ moderator: 'moderator', admin: 'admin' });

describe('the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the log, whoever asks', async () => {
    const seller = await newMember(t);
    const adId = await newAd(t.database.db, seller.id);
    await call(t, 'POST', `/api/admin/ads/${String(adId)}/actions`, {
      headers: moderator.headers,
      payload: { action: 'hide', reason: 'Evidence' },
    });
    const db = t.database.db;
    const count = async () =>
      (await db.execute<{ n: number }>(sql`select count(*) as n from moderation_log`)).rows[0]?.n;
    const before = await count();
    for (const [statement, op] of [
      [sql`update moderation_log set reason = 'rewritten'`, 'UPDATE'],
      [sql`delete from moderation_log`, 'DELETE'],
      [sql`truncate moderation_log`, 'TRUNCATE'],
    ] as const) {
      const error: unknown = await db.execute(statement).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(databaseError(error), op).toEqual({
        code: '42501',
        message: `moderation_log is append-only: ${op} is not allowed`,
      });
    }
    expect(await count()).toBe(before);
    const { rows } = await db.execute<{ reason: string }>(
      sql`select reason from moderation_log where target = 'ad' and target_id = ${adId}`,
    );
    expect(rows).toEqual([{ reason: 'Evidence' }]);
  });
});

describe('GET /admin/audit', () => {
  const audit = async (query: string) => {
    const res = await call(t, 'GET', `/api/admin/audit${query}`, { headers: moderator.headers });
    expect(res.status).toBe(200);
    return { rows: res.body.data as AuditEntry[], total: res.body.total ?? 0 };
  };

  it('lists newest first, searched by actor, target and days', async () => {
    const member = await newMember(t);
    await call(t, 'POST', `/api/admin/users/${String(member.id)}/actions`, {
      headers: admin.headers,
      payload: { action: 'warn', reason: 'First' },
    });
    await call(t, 'POST', `/api/admin/users/${String(member.id)}/actions`, {
      headers: moderator.headers,
      payload: { action: 'suspend', days: 2, reason: 'Second' },
    });
    const byTarget = await audit(`?target=user&target_id=${String(member.id)}`);
    expect(byTarget.total).toBe(2);
    expect(byTarget.rows.map((row) => [row.action, row.reason, row.actor])).toEqual([
      ['user.suspend', 'Second', { id: moderator.id, name: moderator.identity.userName }],
      ['user.warn', 'First', { id: admin.id, name: admin.identity.userName }],
    ]);
    expect(byTarget.rows[0]?.before).toEqual({ banned: false, suspended_until: null });

    const byActor = await audit(
      `?actor_id=${String(admin.id)}&target=user&target_id=${String(member.id)}`,
    );
    expect(byActor.rows.map((row) => row.action)).toEqual(['user.warn']);

    const today = new Date().toISOString().slice(0, 10);
    const sameDay = await audit(
      `?from=${today}&to=${today}&target=user&target_id=${String(member.id)}`,
    );
    expect(sameDay.total).toBe(2);
    const earlier = await audit(`?to=2020-01-01&target=user&target_id=${String(member.id)}`);
    expect(earlier.total).toBe(0);
  });

  it('answers 422 to a malformed search', async () => {
    const res = await call(t, 'GET', '/api/admin/audit?from=yesterday&actor_id=-1', {
      headers: moderator.headers,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['actor_id', 'from']);
  });
});
