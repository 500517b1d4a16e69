import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser } from '../helpers/auth.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { perIp: 100, perAccount: 3, windowMs: 60_000 } });
});
afterAll(() => t.close());

const login = async (from: string, userName: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName, password },
      remoteAddress: from,
    })
  ).statusCode;

it('slows down the address that fails to sign in to an account, never the account for its owner', async () => {
  const { identity } = await createVerifiedUser(t.app);
  const attacker = '198.51.100.7';
  const tries = [];
  for (let i = 0; i < 4; i++) tries.push(await login(attacker, identity.userName, 'wrong-one'));
  expect(tries).toEqual([422, 422, 422, 429]);
  // Only that address waits for that account: not its owner elsewhere, nor its other users.
  expect(await login(attacker, 'someone_else', 'wrong-one')).toBe(422);
  expect(await login('203.0.113.20', identity.userName, identity.password)).toBe(200);
});
