import { createPublicKey, verify } from 'node:crypto';
import type { NotificationSettings } from '@souq/contracts';
import { NOTIFICATION_KINDS } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../../src/db/schema/index.ts';
import { PushSender } from '../../src/modules/notifications/push-sender.ts';
import { request, signIn, type Session } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { browserKeys, decrypt, PushService } from '../helpers/push-service.ts';
import { QUICK_QUEUE, waitForNotifications } from './notifications-client.ts';

/**
 * Issue 48's web push, against a push service of the test's own on 127.0.0.1: what it is sent
 * (encrypted for the subscription, signed with the site's VAPID key), what its answers do, and
 * the routes that keep the browsers' subscriptions.
 */
const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@souq.invalid' };
const ARABIC = /[\u0600-\u06FF]/;

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: the site's key, its signature, audience. */
function expectVapid(authorization: string | undefined, audience: string): void {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, header = '', claims = '', signature = '', k = ''] = match ?? [];
  expect(k).toBe(VAPID.publicKey);
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
  };
  expect(jwt).toMatchObject({ aud: audience, sub: VAPID.subject });
}

let t: TestContext;
const service = new PushService();

beforeAll(async () => {
  await service.start();
  t = await createTestApp({ queue: QUICK_QUEUE, push: VAPID, anyPushEndpoint: true });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

async function subscribe(user: Session, path: string) {
  const browser = browserKeys();
  const res = await request(t, 'POST', '/api/push/subscriptions', {
    headers: user.headers,
    payload: { endpoint: service.url(path), keys: browser.keys },
  });
  expect(res.status).toBe(201);
  return browser;
}

/** `follower` follows `followed`: a notification the queue's task makes, then pushes. */
async function follow(follower: Session, followed: Session) {
  const res = await request(t, 'POST', '/api/follow', {
    headers: follower.headers,
    payload: { followed_id: followed.id },
  });
  expect(res.status).toBe(200);
  const [told] = await waitForNotifications(t, followed, 'follower');
  if (!told) throw new Error('no follower notification');
  return told.id;
}

async function pushedAt(id: number): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ pushedAt: notifications.pushedAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.pushedAt ?? null;
}

async function waitForPushed(id: number): Promise<void> {
  await expect.poll(() => pushedAt(id), { timeout: 20_000, interval: 100 }).not.toBeNull();
}

describe('a push', () => {
  it('goes once to the subscribed browser, encrypted for it and signed with the VAPID key', async () => {
    const [user, follower] = [await signIn(t), await signIn(t)];
    const browser = await subscribe(user, '/first');
    const id = await follow(follower, user);
    await waitForPushed(id);

    const [push, ...more] = service.to('/first');
    expect(more).toHaveLength(0);
    if (!push) throw new Error('no push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('normal');
    expectVapid(push.headers.authorization, new URL(service.url('/')).origin);
    const message = decrypt(push.body, browser);
    expect(message).toMatchObject({
      id,
      kind: 'follower',
      en: { url: `/en/user/${String(follower.id)}/profile` },
      ar: { url: `/ar/user/${String(follower.id)}/profile` },
    });
    expect(message.en.body).toMatch(/started following you$/);
    expect(ARABIC.test(message.ar.body)).toBe(true);

    // A task run again once it is pushed sends nothing.
    await new PushSender({ db: t.database.db, vapid: VAPID, log: t.app.log }).send(id);
    expect(service.to('/first')).toHaveLength(1);
  });

  it('drops a subscription its push service answers 410 for', async () => {
    const [user, follower] = [await signIn(t), await signIn(t)];
    service.answers.set('/gone', [410]);
    await subscribe(user, '/gone');
    const id = await follow(follower, user);
    await waitForPushed(id);
    expect(service.to('/gone')).toHaveLength(1);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, service.url('/gone')));
    expect(left).toHaveLength(0);
  });

  it('is tried again after a failure of its push service, then delivered once', async () => {
    const [user, follower] = [await signIn(t), await signIn(t)];
    service.answers.set('/flaky', [500]);
    const browser = await subscribe(user, '/flaky');
    const id = await follow(follower, user);
    await waitForPushed(id);
    const tries = service.to('/flaky');
    expect(tries).toHaveLength(2);
    expect(decrypt(tries[1]?.body ?? Buffer.alloc(0), browser).id).toBe(id);
    const [subscription] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, service.url('/flaky')));
    expect(subscription?.userId).toBe(user.id);
  });

  it('is not sent for a kind whose push the user turned off', async () => {
    const [user, follower] = [await signIn(t), await signIn(t)];
    const settings = Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, { in_app: true, push: kind !== 'follower' }]),
    ) as NotificationSettings;
    const saved = await request(t, 'PUT', '/api/notification-settings', {
      headers: user.headers,
      payload: settings,
    });
    expect(saved.status).toBe(200);
    await subscribe(user, '/quiet');
    const id = await follow(follower, user);
    // Stored as pushed: no task was sent, and none will be.
    expect(await pushedAt(id)).not.toBeNull();
    expect(service.to('/quiet')).toHaveLength(0);
  });
});

describe('the push routes', () => {
  it('give the public key to anyone', async () => {
    const res = await request<{ key: string | null }>(t, 'GET', '/api/push/key');
    expect(res.status).toBe(200);
    expect(res.body.data.key).toBe(VAPID.publicKey);
  });

  it('answer a visitor 401 for the subscriptions', async () => {
    const endpoint = encodeURIComponent(service.url('/anyone'));
    const cases = [
      { method: 'POST', url: '/api/push/subscriptions' },
      { method: 'DELETE', url: `/api/push/subscriptions?endpoint=${endpoint}` },
    ] as const;
    for (const { method, url } of cases) {
      const res = await request(t, method, url, {
        payload: { endpoint: service.url('/anyone'), keys: browserKeys().keys },
      });
      expect(res.status, url).toBe(401);
    }
  });

  it("answer 422 for bad subscriptions, in the request's language", async () => {
    const user = await signIn(t);
    const { keys } = browserKeys();
    const cases = [
      { method: 'POST', field: 'endpoint', payload: { endpoint: 'not an address', keys } },
      { method: 'POST', field: 'endpoint', payload: { endpoint: 'ftp://push.example/x', keys } },
      {
        method: 'POST',
        field: 'keys.auth',
        payload: { endpoint: service.url('/x'), keys: { p256dh: keys.p256dh } },
      },
      { method: 'DELETE', field: 'endpoint', query: '?endpoint=nothing' },
    ] as const;
    for (const lang of ['en', 'ar'] as const) {
      for (const { method, field, ...rest } of cases) {
        const res = await t.app.inject({
          method,
          url: `/api/push/subscriptions${'query' in rest ? rest.query : ''}`,
          headers: { ...user.headers, lang },
          ...('payload' in rest ? { payload: rest.payload } : {}),
        });
        expect(res.statusCode, `${lang} ${field}`).toBe(422);
        const body = res.json<{ errors: Record<string, string[]> }>();
        expect(Object.keys(body.errors)).toContain(field);
        const text = body.errors[field]?.[0] ?? '';
        expect(ARABIC.test(text), `${lang} ${field}: ${text}`).toBe(lang === 'ar');
      }
    }
  });

  it("move an endpoint to the user who subscribes it, and delete only one's own", async () => {
    const [first, second] = [await signIn(t), await signIn(t)];
    const endpoint = service.url('/shared-browser');
    const ownerOf = async () => {
      const rows = await t.database.db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint));
      return rows.map((row) => row.userId);
    };
    await subscribe(first, '/shared-browser');
    expect(await ownerOf()).toEqual([first.id]);
    await subscribe(second, '/shared-browser');
    expect(await ownerOf()).toEqual([second.id]);

    const remove = async (user: Session) =>
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
          headers: user.headers,
        })
      ).statusCode;
    expect(await remove(first)).toBe(204);
    expect(await ownerOf()).toEqual([second.id]);
    expect(await remove(second)).toBe(204);
    expect(await ownerOf()).toEqual([]);
  });
});
