/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import os from 'node:os';
import { inArray, notInArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/shared/auth/password.ts';
import { prepareDatabase } from '../../src/serving/prepare-database.ts';
import { latestCode, post } from '../helpers/auth.ts';
import { moderationApp } from './fixtures.ts';

/**
 * Issue 42: the demo seeds a moderator and an admin (password `demo12345`, their phone
 * verified); a public site refuses to start while they keep the demo's password.
 */

const { t } = moderationApp({});

it('seeds the moderator and the admin, who sign in with the password then the phone code', async () => {
  const staff = await t.database.db
    .select({ userName: users.userName, role: users.staffRole, verified: users.phoneVerifiedAt })
    .from(users)
    .where(inArray(users.userName, ['moderator', 'admin']))
    .orderBy(users.userName);
  expect(staff.map((s) => [s.userName, s.role, s.verified !== null])).toEqual([
    ['admin', 'admin', true],
    ['moderator', 'moderator', true],
  ]);
  const first = await post(t.app, '/api/login', { userName: 'admin', password: 'demo12345' });
  expect(first.status).toBe(202);
  const phone = first.body.data.phone_number as string;
  const second = await post(t.app, '/api/login/staff-code', {
    phone_number: phone,
    otp: await latestCode(t.app, phone),
  });
  expect(second.status).toBe(200);
  expect(second.body.data.user.userName).toBe('admin');
});

it('keeps a public site from starting while the staff keep the demo password', async () => {
  // Everyone else has a password of their own: the demo's admin and moderator alone hold it.
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword('their own one') })
    .where(notInArray(users.userName, ['moderator', 'admin']));
  const options = { mediaDir: os.tmpdir(), log: { info: () => undefined } } as const;
  await expect(
    prepareDatabase(t.database, { ...options, demo: false, production: true }),
  ).rejects.toThrow(
    /2 accounts \((admin, moderator|moderator, admin)…\) sign in with the demo's public password/,
  );
});
