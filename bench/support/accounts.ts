// Accounts a benchmark acts as: the seeded people (signed in with the demo's password) and, where
// it needs more, accounts it registers through the API, their codes read from its own text-message
// gateway (sms-gateway.ts).
import type { Envelope } from '@souq/contracts';
import type { SmsGateway } from './sms-gateway.ts';

export type Account = { id: number; token: string };

/** A new account's details; `phone` in E.164 (`+963…`). */
export type NewAccount = { name: string; userName: string; phone: string; password: string };

async function send(
  base: string,
  method: string,
  url: string,
  body: unknown,
  token?: string,
): Promise<unknown> {
  const res = await fetch(`${base}/api/${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${String(res.status)} ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}

function signedIn(answer: unknown): Account {
  const { data } = answer as Envelope<{ user: { id: number }; token: string }>;
  return { id: data.user.id, token: data.token };
}

export async function signIn(base: string, userName: string, password: string): Promise<Account> {
  return signedIn(await send(base, 'POST', 'login', { userName, password }));
}

/** Registers an account and verifies its phone with the code the server sent to `gateway`. */
export async function registerAccount(
  base: string,
  gateway: SmsGateway,
  account: NewAccount,
): Promise<Account> {
  await send(base, 'POST', 'register', {
    name: account.name,
    userName: account.userName,
    phone_number: account.phone,
    birthdate: '1990-05-17',
    password: account.password,
    password_confirmation: account.password,
  });
  const otp = gateway.codeFor(account.phone);
  return signedIn(await send(base, 'POST', 'verify-otp', { phone_number: account.phone, otp }));
}

/** Deletes the signed-in account (`DELETE /api/me`), as its owner would. */
export async function deleteAccount(
  base: string,
  account: Account,
  password: string,
): Promise<void> {
  await send(base, 'DELETE', 'me', { password }, account.token);
}
