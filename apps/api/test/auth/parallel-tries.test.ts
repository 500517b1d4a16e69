import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { otpCodes, users } from '../../src/db/schema/index.ts';
import { AUTH_LIMITS } from '../../src/modules/auth/auth.service.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { latestCode, newIdentity, post } from '../helpers/auth.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('checks no more than 5 codes when ten wrong ones come at once, and the right one then fails', async () => {
  const id = newIdentity();
  await post(t.app, '/api/register', id);
  const otp = await latestCode(t.app, id.phone_number);
  const wrong = otp === '000000' ? '111111' : '000000';
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      post(t.app, '/api/verify-otp', { phone_number: id.phone_number, otp: wrong }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(422));
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, id.phone_number));
  const [code] = await t.database.db
    .select({ attempts: otpCodes.attempts })
    .from(otpCodes)
    .where(eq(otpCodes.userId, user?.id ?? 0));
  expect(code?.attempts).toBe(AUTH_LIMITS.otpMaxAttempts);
  const right = await post(t.app, '/api/verify-otp', { phone_number: id.phone_number, otp });
  expect(right.status).toBe(422);
});
