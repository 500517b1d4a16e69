import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PER_PAGE,
  type NotificationSettings,
} from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications } from '../../src/db/schema/index.ts';
import { ARABIC, request, signIn, type Session } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { openStream } from '../messaging/event-stream.ts';
import { notificationsPage, unread } from './notifications-client.ts';

/** Issue 48: the notification centre's routes, and what `app.notifier` stores and announces. */
let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Tells the user their ad `n` was approved (a notification of their own for each `n`). */
function approved(user: Session, n: number) {
  return t.app.notifier.notify({
    userId: user.id,
    kind: 'ad_approved',
    data: { ad: { id: n, title: `Approved ad ${String(n)}` } },
    dedupeKey: `ad_approved:${String(n)}:1`,
  });
}

async function post(url: string, user: Session) {
  return t.app.inject({ method: 'POST', url, headers: user.headers });
}

const allOn = (): NotificationSettings =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { in_app: true, push: true }]),
  ) as NotificationSettings;

describe('GET /api/notifications', () => {
  it("lists the user's own, newest first, a page at a time, with the unread count", async () => {
    const [user, other] = [await signIn(t), await signIn(t)];
    const total = NOTIFICATIONS_PER_PAGE + 2;
    const ids: number[] = [];
    for (let n = 1; n <= total; n += 1) ids.push((await approved(user, n)) ?? 0);
    await approved(other, 1);

    const first = await notificationsPage(t, user, 1);
    expect(first.meta).toEqual({ page: 1, last_page: 2, unread: total });
    expect(first.data.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    expect(first.data[0]).toEqual({
      id: ids.at(-1),
      kind: 'ad_approved',
      ad: { id: total, title: `Approved ad ${String(total)}` },
      read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    const second = await notificationsPage(t, user, 2);
    expect(second.data.map((item) => item.id)).toEqual(ids.slice(0, 2).reverse());
    expect((await notificationsPage(t, user, 3)).data).toEqual([]);
    expect(await unread(t, user)).toBe(total);

    const stranger = await signIn(t);
    expect(await notificationsPage(t, stranger)).toEqual({
      data: [],
      meta: { page: 1, last_page: 1, unread: 0 },
    });
  });
});

describe('marking read', () => {
  it('marks one read (again: no change), then all; another user’s or no such is a 404', async () => {
    const [user, other] = [await signIn(t), await signIn(t)];
    const first = (await approved(user, 1)) ?? 0;
    await approved(user, 2);
    await approved(user, 3);

    expect((await post(`/api/notifications/${String(first)}/read`, other)).statusCode).toBe(404);
    expect((await post('/api/notifications/2000000000/read', user)).statusCode).toBe(404);
    expect(await unread(t, user)).toBe(3);

    for (let again = 0; again < 2; again += 1) {
      const res = await post(`/api/notifications/${String(first)}/read`, user);
      expect(res.statusCode).toBe(204);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await unread(t, user)).toBe(2);
    }
    const page = await notificationsPage(t, user);
    expect(page.data.map((item) => item.read)).toEqual([false, false, true]);
    expect(page.meta.unread).toBe(2);

    expect((await post('/api/notifications/read-all', user)).statusCode).toBe(204);
    expect(await unread(t, user)).toBe(0);
    expect((await notificationsPage(t, user)).data.every((item) => item.read)).toBe(true);
    // The other user's were not touched.
    await approved(other, 9);
    await post('/api/notifications/read-all', user);
    expect(await unread(t, other)).toBe(1);
  });
});

describe('GET and PUT /api/notification-settings', () => {
  it('starts with every kind told in the site and by push, and keeps what the user chooses', async () => {
    const user = await signIn(t);
    const settings = () =>
      request<NotificationSettings>(t, 'GET', '/api/notification-settings', {
        headers: user.headers,
      });
    expect((await settings()).body.data).toEqual(allOn());

    const chosen = {
      ...allOn(),
      follower: { in_app: false, push: false },
      message: { in_app: true, push: false },
    };
    const saved = await request<NotificationSettings>(t, 'PUT', '/api/notification-settings', {
      headers: user.headers,
      payload: chosen,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(chosen);
    expect((await settings()).body.data).toEqual(chosen);

    // Back to the default: no row is left.
    await request(t, 'PUT', '/api/notification-settings', {
      headers: user.headers,
      payload: allOn(),
    });
    expect((await settings()).body.data).toEqual(allOn());
    const rows = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe('app.notifier', () => {
  it('stores nothing of a kind the user turned off in the site', async () => {
    const user = await signIn(t);
    await request(t, 'PUT', '/api/notification-settings', {
      headers: user.headers,
      payload: { ...allOn(), ad_approved: { in_app: false, push: true } },
    });
    expect(await approved(user, 1)).toBeNull();
    const told = await t.app.notifier.notify({
      userId: user.id,
      kind: 'ad_rejected',
      data: { ad: { id: 1, title: 'Rejected ad' } },
      dedupeKey: 'ad_rejected:1:1',
    });
    expect(told).toEqual(expect.any(Number));
    expect((await notificationsPage(t, user)).data.map((item) => item.kind)).toEqual([
      'ad_rejected',
    ]);
  });

  it('stores each dedupe key once, as pushed already while push is not configured', async () => {
    const user = await signIn(t);
    const id = await approved(user, 7);
    expect(id).toEqual(expect.any(Number));
    expect(await approved(user, 7)).toBeNull();
    expect((await notificationsPage(t, user)).data).toHaveLength(1);
    const [row] = await t.database.db
      .select({ pushedAt: notifications.pushedAt })
      .from(notifications)
      .where(eq(notifications.id, id ?? 0));
    expect(row?.pushedAt).toBeInstanceOf(Date);
  });

  it("tells the user's open event streams, and nobody else's, when their notifications change", async () => {
    const [user, stranger] = [await signIn(t), await signIn(t)];
    const [mine, theirs] = [
      await openStream(base, user.headers),
      await openStream(base, stranger.headers),
    ];
    await mine.next('ready');
    await theirs.next('ready');

    const id = await approved(user, 1);
    expect((await mine.next('notification')).data).toEqual({ type: 'notification' });
    // Read in another tab: this one's bell hears it too.
    await post(`/api/notifications/${String(id)}/read`, user);
    await mine.next('notification');
    // Told twice is stored once, and announced once.
    expect(await approved(user, 1)).toBeNull();
    await approved(user, 2);
    // Events come in order: once the block is heard, every event before it has been.
    await request(t, 'POST', `/api/users/${String(user.id)}/block`, { headers: stranger.headers });
    await mine.next('block');
    await theirs.next('block');
    expect(mine.events().filter((event) => event.event === 'notification')).toHaveLength(3);
    expect(theirs.events().filter((event) => event.event === 'notification')).toEqual([]);
    mine.close();
    theirs.close();
  });
});

describe('what the routes refuse', () => {
  it('answers 401 to a visitor', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/notification-settings'],
      ['PUT', '/api/notification-settings'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'PUT' ? allOn() : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers 422 for bad ids, pages and settings, in the request's language", async () => {
    const user = await signIn(t);
    const cases = [
      { method: 'POST', url: '/api/notifications/abc/read', field: 'id' },
      { method: 'POST', url: '/api/notifications/0/read', field: 'id' },
      { method: 'POST', url: '/api/notifications/99999999999/read', field: 'id' },
      { method: 'GET', url: '/api/notifications?page=0', field: 'page' },
      { method: 'GET', url: '/api/notifications?page=two', field: 'page' },
      {
        method: 'PUT',
        url: '/api/notification-settings',
        field: 'follower',
        payload: { ...allOn(), follower: undefined },
      },
      {
        method: 'PUT',
        url: '/api/notification-settings',
        field: 'message.push',
        payload: { ...allOn(), message: { in_app: true, push: 'yes' } },
      },
    ] as const;
    for (const lang of ['en', 'ar'] as const) {
      for (const { method, url, field, ...rest } of cases) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...user.headers, lang },
          ...('payload' in rest ? { payload: rest.payload } : {}),
        });
        expect(res.statusCode, `${lang} ${url}`).toBe(422);
        const body = res.json<{ message: string; errors: Record<string, string[]> }>();
        expect(Object.keys(body.errors), url).toContain(field);
        const text = body.errors[field]?.[0] ?? '';
        expect(ARABIC.test(text), `${lang} ${url}: ${text}`).toBe(lang === 'ar');
      }
    }
  });
});
