import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import {
  deleteExpiredRegistrations,
  UNVERIFIED_TTL_MS,
} from '../../src/modules/auth/expired-registrations.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser, newIdentity, post } from '../helpers/auth.ts';

let t: TestContext;
/** The app's clock: tests move it instead of waiting a day. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  offsetMs = ms;
  try {
    return await run();
  } finally {
    offsetMs = 0;
  }
}

async function accountsNamed(userName: string) {
  return t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
}

describe('a registration whose phone is never verified', () => {
  it('keeps its phone number and user name for a day', async () => {
    const first = newIdentity();
    expect((await post(t.app, '/api/register', first)).status).toBe(201);
    const again = await later(UNVERIFIED_TTL_MS - 60_000, () =>
      post(t.app, '/api/register', { ...newIdentity(), userName: first.userName }),
    );
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors as object)).toEqual(['userName']);
  });

  it('expires after a day: its phone number and user name are free again', async () => {
    const first = newIdentity();
    expect((await post(t.app, '/api/register', first)).status).toBe(201);
    const second = { ...newIdentity(), phone_number: first.phone_number, userName: first.userName };
    const registered = await later(UNVERIFIED_TTL_MS + 60_000, () =>
      post(t.app, '/api/register', second),
    );
    expect(registered.status).toBe(201);
    expect(await accountsNamed(first.userName)).toHaveLength(1);
  });

  it('cannot sign in once expired', async () => {
    const first = newIdentity();
    expect((await post(t.app, '/api/register', first)).status).toBe(201);
    const login = await later(UNVERIFIED_TTL_MS + 60_000, () =>
      post(t.app, '/api/login', { userName: first.userName, password: first.password }),
    );
    expect(login.status).toBe(422);
  });

  it('is deleted by the sweep, which leaves verified accounts alone', async () => {
    const unverified = newIdentity();
    expect((await post(t.app, '/api/register', unverified)).status).toBe(201);
    const { identity: verified } = await createVerifiedUser(t.app);
    await deleteExpiredRegistrations(t.database.db, now());
    expect(await accountsNamed(unverified.userName)).toHaveLength(1);
    await later(UNVERIFIED_TTL_MS + 60_000, () => deleteExpiredRegistrations(t.database.db, now()));
    expect(await accountsNamed(unverified.userName)).toHaveLength(0);
    expect(await accountsNamed(verified.userName)).toHaveLength(1);
  });
});
