import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { resolveVapidKeys, vapidKeysOf } from '../../src/config/vapid-keys.ts';

/** Issue 48: the VAPID keys web pushes are signed with, given or made once by the demo. */
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'souq-vapid-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('makes a pair once in the data folder, readable by its owner only, and keeps it', async () => {
  const [first, second] = await Promise.all([
    resolveVapidKeys({}, dataDir, true),
    resolveVapidKeys({}, dataDir, true),
  ]);
  expect(first?.publicKey).toMatch(/^[\w-]{87}$/);
  expect(second).toEqual(first);
  expect(await resolveVapidKeys({}, dataDir, true)).toEqual(first);
  expect((await stat(path.join(dataDir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
});

it('takes the configured keys, and a production start without them has none', async () => {
  const given = { publicKey: 'p'.repeat(87), privateKey: 'k'.repeat(43), subject: 'mailto:a@b.c' };
  expect(await resolveVapidKeys(given, dataDir, true)).toEqual(given);
  const production = loadEnv({
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://localhost/souq',
    PUBLIC_URL: 'https://souq.example',
    OTP_SECRET: 's'.repeat(32),
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example',
    DATA_DIR: dataDir,
  });
  expect(await vapidKeysOf(production)).toBeUndefined();
  await expect(stat(path.join(dataDir, 'vapid-keys.json'))).rejects.toThrow();
});

it('refuses some of the VAPID settings without the others', () => {
  expect(() => loadEnv({ VAPID_SUBJECT: 'mailto:ops@souq.example' })).toThrow(/VAPID_PUBLIC_KEY/);
});
