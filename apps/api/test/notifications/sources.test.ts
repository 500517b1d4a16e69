import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage, ConversationDetail, NotificationSettings } from '@souq/contracts';
import { NOTIFICATION_KINDS } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, users } from '../../src/db/schema/index.ts';
import { warnOfExpiry } from '../../src/modules/notifications/ad-notifications.ts';
import {
  notifyFollower,
  notifyRating,
} from '../../src/modules/notifications/engagement-notifications.ts';
import { notifyMessage } from '../../src/modules/notifications/message-notifications.ts';
import { EXPIRY_WARNINGS_TASK } from '../../src/modules/notifications/notification-sources.ts';
import { createAd, request, signIn, type Session } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newMember } from '../moderation/fixtures.ts';
import { newConversation } from '../messaging/conversations-client.ts';
import { createStore } from '../sellers/fixtures.ts';
import { call, carForm, publish } from '../selling/selling-client.ts';
import {
  QUICK_QUEUE,
  nameOf,
  notificationsOf,
  notificationsPage,
  waitForNotifications,
} from './notifications-client.ts';

/**
 * Issue 48: each source of notifications, through the queue's tasks: one notification, with
 * what it is about, to whom it concerns. Where a test shows that a task tells nothing (more),
 * it runs the task's handler itself, as the queue would, and looks when it has returned.
 */
let t: TestContext;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-notifications-'));
  t = await createTestApp({
    mediaDir,
    queue: QUICK_QUEUE,
    messagingLimits: { notifyAfterSeconds: 1 },
  });
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string;
const DAY_MS = 86_400_000;

async function send(user: Session, conversationId: number, body: string): Promise<ChatMessage> {
  const sent = await request<ChatMessage>(
    t,
    'POST',
    `/api/conversations/${String(conversationId)}/messages`,
    {
      payload: { body },
      headers: user.headers,
    },
  );
  expect(sent.status).toBe(201);
  return sent.body.data;
}

function turnOff(user: Session, kind: (typeof NOTIFICATION_KINDS)[number]) {
  const settings = Object.fromEntries(
    NOTIFICATION_KINDS.map((each) => [each, { in_app: each !== kind, push: true }]),
  ) as NotificationSettings;
  return request(t, 'PUT', '/api/notification-settings', {
    headers: user.headers,
    payload: settings,
  });
}

describe('a new message', () => {
  it('tells its recipient (not its sender) when the chat was not open, naming the sender and the ad', async () => {
    const { seller, buyer, adId, id } = await newConversation(t);
    const message = await send(buyer, id, 'Is it still available?');
    const [told] = await waitForNotifications(t, seller, 'message');
    expect(told).toEqual({
      id: expect.any(Number) as number,
      kind: 'message',
      created_at: ISO,
      read: false,
      conversation_id: id,
      sender: { type: 'user', id: buyer.id, name: await nameOf(t, buyer.id) },
      ad: { id: adId, title: 'Engagement test bike' },
    });
    // Its task run again tells nothing twice.
    await notifyMessage(t.database.db, t.app.notifier)({ messageId: message.id });
    expect(await notificationsOf(t, seller, 'message')).toHaveLength(1);
    expect(await notificationsOf(t, buyer, 'message')).toEqual([]);
  });

  it('names the store the conversation is about when its owner answers', async () => {
    const [owner, customer] = [await signIn(t), await signIn(t)];
    const storeId = await createStore(t.database.db, owner.id);
    const started = await request<ConversationDetail>(t, 'POST', '/api/conversations', {
      payload: { store_id: storeId },
      headers: customer.headers,
    });
    await send(owner, started.body.data.id, 'Welcome to the store');
    const [told] = await waitForNotifications(t, customer, 'message');
    expect(told).toMatchObject({
      conversation_id: started.body.data.id,
      sender: { type: 'store', id: storeId, name: 'Sellers test store' },
      ad: null,
    });
  });

  it('tells nothing once the recipient has read up to it (the chat was open)', async () => {
    const { seller, buyer, id } = await newConversation(t);
    const message = await send(buyer, id, 'Seen at once');
    await request(t, 'POST', `/api/conversations/${String(id)}/read`, {
      payload: { last_read_id: message.id },
      headers: seller.headers,
    });
    await notifyMessage(t.database.db, t.app.notifier)({ messageId: message.id });
    expect(await notificationsOf(t, seller, 'message')).toEqual([]);
  });
});

describe("a moderator's decision on a held ad", () => {
  it('tells the seller it was approved, or rejected', async () => {
    const seller = await signIn(t);
    const moderator = await newMember(t, 'moderator');
    const held = async (title: string) => {
      const id = await createAd(t.database.db, seller.id);
      await t.database.db
        .update(ads)
        .set({ status: 'pending', holdReason: 'new_seller', titleEn: title, writtenLang: 'en' })
        .where(eq(ads.id, id));
      return id;
    };
    const [approvedId, rejectedId] = [await held('Approved bike'), await held('Rejected bike')];
    for (const [id, action] of [
      [approvedId, 'approve'],
      [rejectedId, 'reject'],
    ] as const) {
      const decided = await request(t, 'POST', `/api/admin/ads/${String(id)}/actions`, {
        headers: moderator.headers,
        payload: { action, reason: 'Checked by the notifications test' },
      });
      expect(decided.status).toBe(200);
    }
    const [approved] = await waitForNotifications(t, seller, 'ad_approved');
    expect(approved).toMatchObject({ ad: { id: approvedId, title: 'Approved bike' }, read: false });
    const [rejected] = await waitForNotifications(t, seller, 'ad_rejected');
    expect(rejected).toMatchObject({ ad: { id: rejectedId, title: 'Rejected bike' } });
  });
});

describe('an ad about to expire', () => {
  it('warns its seller once per end, within three days of it, of live ads only', async () => {
    const seller = await signIn(t);
    const db = t.database.db;
    const ending = async (inDays: number, status: 'active' | 'sold' = 'active') => {
      const id = await createAd(db, seller.id);
      const expiresAt = new Date(Date.now() + inDays * DAY_MS);
      await db.update(ads).set({ expiresAt, status }).where(eq(ads.id, id));
      return { id, expiresAt };
    };
    const soon = await ending(2);
    await ending(5);
    await ending(1, 'sold');

    await t.app.queue.send(EXPIRY_WARNINGS_TASK, {});
    const [warned] = await waitForNotifications(t, seller, 'ad_expiring');
    expect(warned).toMatchObject({
      ad: { id: soon.id, title: 'Engagement test bike' },
      expires_at: soon.expiresAt.toISOString(),
    });
    // The hourly run again: nothing new.
    const warn = warnOfExpiry(db, t.app.notifier);
    await warn();
    expect(await notificationsOf(t, seller, 'ad_expiring')).toHaveLength(1);

    // Renewed, it is warned again before its new end.
    const renewed = new Date(Date.now() + 2.5 * DAY_MS);
    await db.update(ads).set({ expiresAt: renewed }).where(eq(ads.id, soon.id));
    await warn();
    await warn();
    const both = await notificationsOf(t, seller, 'ad_expiring');
    expect(both.map((item) => [item.ad.id, item.expires_at])).toEqual([
      [soon.id, renewed.toISOString()],
      [soon.id, soon.expiresAt.toISOString()],
    ]);
  });
});

describe('a price drop on a favourite ad', () => {
  it('tells everyone who keeps it among their favourites, not its seller, when the price goes down', async () => {
    const seller = await signIn(t);
    const token = seller.headers.authorization.replace('Bearer ', '');
    const form = await carForm(t, token, 4801, { price_kind: 'fixed', price: 1_000_000 });
    const published = await publish(t, token, form);
    expect(published.status).toBe(201);
    const adId = published.body.data.id;
    const [fan, otherFan, stranger] = [await signIn(t), await signIn(t), await signIn(t)];
    for (const user of [fan, otherFan, seller]) {
      const toggled = await request(t, 'POST', '/api/favorites/toggle', {
        headers: user.headers,
        payload: { ad_id: adId },
      });
      expect(toggled.status).toBe(200);
    }
    const edit = (price: number) =>
      call(t, 'PUT', `/api/selling/ads/${String(adId)}`, token, { ...form, price });

    expect((await edit(1_200_000)).status).toBe(200);
    expect((await edit(900_000)).status).toBe(200);
    for (const user of [fan, otherFan]) {
      const [dropped] = await waitForNotifications(t, user, 'price_drop');
      expect(dropped).toMatchObject({
        ad: { id: adId, title: form.title },
        old_price: 1_200_000,
        new_price: 900_000,
      });
    }
    // A rise told nothing: the next drop is the second notification, and the last.
    expect((await edit(800_000)).status).toBe(200);
    const drops = await waitForNotifications(t, fan, 'price_drop', 2);
    expect(drops.map((item) => [item.old_price, item.new_price])).toEqual([
      [900_000, 800_000],
      [1_200_000, 900_000],
    ]);
    expect(await notificationsOf(t, seller, 'price_drop')).toEqual([]);
    expect(await notificationsOf(t, stranger, 'price_drop')).toEqual([]);
  });
});

describe('a review or rating', () => {
  it("tells the ad's seller and the store's owner, with the stars given, once per rating", async () => {
    const [owner, reviewer] = [await signIn(t), await signIn(t)];
    const adId = await createAd(t.database.db, owner.id);
    const storeId = await createStore(t.database.db, owner.id);
    const reviewed = await request(t, 'POST', '/api/reviews', {
      headers: reviewer.headers,
      payload: { entity_type: 'ad', entity_id: adId, review: 'A fine bike, as described.' },
    });
    expect(reviewed.status).toBe(201);
    const reviewerActor = { type: 'user', id: reviewer.id, name: await nameOf(t, reviewer.id) };
    const [review] = await waitForNotifications(t, owner, 'review');
    expect(review).toMatchObject({
      subject: { type: 'ad', id: adId, name: 'Engagement test bike' },
      reviewer: reviewerActor,
      stars: null,
    });

    const rate = (rating: number) =>
      request(t, 'POST', '/api/ratings', {
        headers: reviewer.headers,
        payload: { entity_type: 'store', entity_id: storeId, rating },
      });
    expect((await rate(4.5)).status).toBe(200);
    const [rated] = await waitForNotifications(t, owner, 'review', 2);
    expect(rated).toMatchObject({
      subject: { type: 'store', id: storeId, name: 'Sellers test store' },
      reviewer: reviewerActor,
      stars: 4.5,
    });
    // Rated again: the same rating changed, nobody is told again.
    expect((await rate(3)).status).toBe(200);
    await notifyRating(
      t.database.db,
      t.app.notifier,
    )({
      entityType: 'store',
      entityId: storeId,
      raterId: reviewer.id,
    });
    expect(await notificationsOf(t, owner, 'review')).toHaveLength(2);
    expect(await notificationsOf(t, reviewer, 'review')).toEqual([]);
  });
});

describe('a new follower', () => {
  it('tells the followed user or store owner once, however often they unfollow and follow again', async () => {
    const [followed, follower] = [await signIn(t), await signIn(t)];
    const follow = (method: 'POST' | 'DELETE') =>
      request(t, method, '/api/follow', {
        headers: follower.headers,
        payload: { followed_id: followed.id },
      });
    expect((await follow('POST')).status).toBe(200);
    const followerActor = { type: 'user', id: follower.id, name: await nameOf(t, follower.id) };
    const [told] = await waitForNotifications(t, followed, 'follower');
    expect(told).toMatchObject({
      follower: followerActor,
      followed: { type: 'user', id: followed.id },
    });

    await follow('DELETE');
    await follow('POST');
    await notifyFollower(
      t.database.db,
      t.app.notifier,
    )({
      followerId: follower.id,
      followed: { type: 'user', id: followed.id },
    });
    expect(await notificationsOf(t, followed, 'follower')).toHaveLength(1);

    const storeId = await createStore(t.database.db, followed.id);
    const followedStore = await request(t, 'POST', '/api/store-follow/follow', {
      headers: follower.headers,
      payload: { store_id: storeId },
    });
    expect(followedStore.status).toBe(200);
    const [ofStore] = await waitForNotifications(t, followed, 'follower', 2);
    expect(ofStore).toMatchObject({
      follower: followerActor,
      followed: { type: 'store', id: storeId },
    });
  });

  it('tells nothing to a user who turned the kind off', async () => {
    const [followed, follower] = [await signIn(t), await signIn(t)];
    expect((await turnOff(followed, 'follower')).status).toBe(200);
    await request(t, 'POST', '/api/follow', {
      headers: follower.headers,
      payload: { followed_id: followed.id },
    });
    await notifyFollower(
      t.database.db,
      t.app.notifier,
    )({
      followerId: follower.id,
      followed: { type: 'user', id: followed.id },
    });
    expect((await notificationsPage(t, followed)).data).toEqual([]);
  });
});

describe('what a notification names', () => {
  it('is kept as it was when the notification was made', async () => {
    const [followed, follower] = [await signIn(t), await signIn(t)];
    await request(t, 'POST', '/api/follow', {
      headers: follower.headers,
      payload: { followed_id: followed.id },
    });
    const [told] = await waitForNotifications(t, followed, 'follower');
    await t.database.db
      .update(users)
      .set({ name: 'Renamed later' })
      .where(eq(users.id, follower.id));
    expect((await notificationsOf(t, followed, 'follower'))[0]).toEqual(told);
  });
});
