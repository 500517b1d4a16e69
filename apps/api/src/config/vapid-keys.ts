import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from './env.ts';

/** The site's VAPID key pair (base64url) and whom push services may write to about it. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEYS_FILE = 'vapid-keys.json';

/** What a start without the keys logs, once. */
export const PUSH_OFF =
  'web push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send pushes';
/** The subject of the keys the demo makes: push services want a contact, any will do there. */
const DEMO_SUBJECT = 'mailto:demo@souq.invalid';

/**
 * The VAPID keys: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT when set; otherwise,
 * when `generate` (the demo, development), a pair made on the first start and kept in `dataDir`
 * (readable by its owner only), so that browsers subscribed before a restart still get pushes.
 * Undefined otherwise: push is off. Several processes starting at once agree on the first written.
 */
export async function resolveVapidKeys(
  configured: Partial<VapidKeys>,
  dataDir: string,
  generate: boolean,
): Promise<VapidKeys | undefined> {
  const { publicKey, privateKey, subject } = configured;
  if (publicKey && privateKey && subject) return { publicKey, privateKey, subject };
  if (!generate) return undefined;
  const file = path.join(dataDir, KEYS_FILE);
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked: a reader never sees a half-written file.
  const draft = `${file}.${String(process.pid)}`;
  const made: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: subject ?? DEMO_SUBJECT };
  await writeFile(draft, JSON.stringify(made), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
}

/**
 * The keys of the environment's VAPID settings, made once in `DATA_DIR` by the demo and in
 * development; a production site is given them or sends no push.
 */
export function vapidKeysOf(env: Env): Promise<VapidKeys | undefined> {
  return resolveVapidKeys(
    {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
    },
    env.DATA_DIR,
    env.DEMO || env.NODE_ENV !== 'production',
  );
}
