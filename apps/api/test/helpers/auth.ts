/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any */
import { randomInt } from 'node:crypto';
import type { App } from '../../src/app.ts';

/**
 * A fresh, unique identity for tests that write: a valid Syrian number the seed never uses (the
 * seed's are +9639 followed by 30000000 to 99999999).
 */
export function newIdentity() {
  const n = String(randomInt(0, 30_000_000)).padStart(8, '0');
  return {
    name: 'Test Person',
    userName: `tester_${n}`,
    phone_number: `+9639${n}`,
    birthdate: '1990-05-17',
    password: 'Gz7-kettle-orbit',
    password_confirmation: 'Gz7-kettle-orbit',
    gender: 'female' as const,
    interests: [] as number[],
  };
}

export type Identity = ReturnType<typeof newIdentity>;

export async function post(app: App, url: string, payload: unknown, headers = {}) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json<Record<string, any>>(), res };
}

export async function latestCode(app: App, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?phone_number=${encodeURIComponent(phone)}`,
  });
  const code = res.json<{ data: { code: string | null }[] }>().data[0]?.code;
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

/** Registers and verifies a user; answers the identity and its session token. */
export async function createVerifiedUser(app: App, identity = newIdentity()) {
  const reg = await post(app, '/api/register', identity);
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const otp = await latestCode(app, identity.phone_number);
  const ver = await post(app, '/api/verify-otp', { phone_number: identity.phone_number, otp });
  if (ver.status !== 200) throw new Error(`verify failed: ${JSON.stringify(ver.body)}`);
  return { identity, token: ver.body.data.token as string, user: ver.body.data.user };
}
