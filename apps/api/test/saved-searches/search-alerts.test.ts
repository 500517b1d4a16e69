import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY_IDS, type NotificationData } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, savedSearchMatches, savedSearches } from '../../src/db/schema/index.ts';
import {
  matchAd,
  sendDigests,
  type AlertDeps,
  type SearchNotifier,
} from '../../src/modules/saved-searches/search-alerts.ts';
import { request, type Session } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newMember } from '../moderation/fixtures.ts';
import {
  QUICK_QUEUE,
  notificationsOf,
  waitForNotifications,
} from '../notifications/notifications-client.ts';
import {
  bearer,
  carAttributes,
  changeAdRow,
  newSeller,
  publishCar,
} from '../selling/selling-client.ts';
import { CARS, filterNamed, savedSearchOf, savedSearchesOf } from './saved-searches-client.ts';

/**
 * Issue 48: new ads matched against the saved searches, by the queue's `saved-searches.match-ad`
 * task (published, or approved by a moderator), and the daily digest. Where a test shows what a
 * task does (or that it tells nothing), it runs the task's handler itself, as the queue would,
 * on ads written to the database (which send no task), and looks when it has returned.
 */
let t: TestContext;
let mediaDir: string;
/** The app's clock runs this far ahead of the real one. */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-saved-searches-'));
  t = await createTestApp({ mediaDir, queue: QUICK_QUEUE, now });
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** The handlers' dependencies, as the app gives them (its notifier unless another is given). */
const deps = (notifier: SearchNotifier = t.app.notifier): AlertDeps => ({
  db: t.database.db,
  notifier,
  now,
});

type Told = { data: NotificationData<'saved_search'>; push: boolean | undefined };

/** The app's notifier, keeping what it was asked to tell and whether to push it. */
function recordingNotifier(): { notifier: SearchNotifier; told: Told[] } {
  const told: Told[] = [];
  return {
    told,
    notifier: {
      notify: (notification, options) => {
        told.push({ data: notification.data, push: options?.push });
        return t.app.notifier.notify(notification, options);
      },
    },
  };
}

/** A user who sells too: their session token and their headers. */
async function member(): Promise<Session & { token: string }> {
  const { token, id } = await newSeller(t);
  return { id, token, headers: bearer(token) };
}

/** A live ad written to the database (no task is sent for it). */
async function liveAd(sellerId: number, title: string, categoryId: number = CARS) {
  const [row] = await t.database.db
    .insert(ads)
    .values({ categoryId, userId: sellerId, titleEn: title, titleAr: title, price: 1000 })
    .returning({ id: ads.id });
  if (!row) throw new Error('ad not inserted');
  return row.id;
}

async function matchesOf(searchId: number) {
  return t.database.db
    .select({ adId: savedSearchMatches.adId, digestedAt: savedSearchMatches.digestedAt })
    .from(savedSearchMatches)
    .where(eq(savedSearchMatches.savedSearchId, searchId))
    .orderBy(savedSearchMatches.adId);
}

/** A search of the cars with a make and a word, told at once. */
async function kiaSearch(owner: Session, word: string) {
  const make = await filterNamed(t, CARS, 'Make');
  return savedSearchOf(t, owner, {
    name: `Kia ${word}`,
    category_id: CARS,
    q: word,
    filtersAttributes: [{ attribute_id: make.id, value: ['Kia'] }],
  });
}

describe('a new ad that matches a saved search', () => {
  it('tells the owner once, with the ad and the search, when a seller publishes it', async () => {
    const [owner, seller] = [await member(), await member()];
    const search = await kiaSearch(owner, 'quokka');
    const adId = await publishCar(t, seller.token, 4801, { title: 'Kia Picanto quokka edition' });
    const [told] = await waitForNotifications(t, owner, 'saved_search');
    expect(told).toMatchObject({
      read: false,
      count: 1,
      ad: { id: adId, title: 'Kia Picanto quokka edition' },
      search: {
        id: search.id,
        name: 'Kia quokka',
        category_id: CARS,
        q: 'quokka',
        filtersAttributes: search.filtersAttributes,
        sort: 'newest',
      },
    });
    // The task run again (a retry) tells nothing more and keeps one match.
    await matchAd(deps(), adId);
    expect(await notificationsOf(t, owner, 'saved_search')).toHaveLength(1);
    expect((await matchesOf(search.id)).map((m) => m.adId)).toEqual([adId]);
    expect(await notificationsOf(t, seller, 'saved_search')).toEqual([]);
  });

  it('tells the owner when a moderator approves a held ad that matches, not before', async () => {
    const [owner, seller] = [await member(), await member()];
    const moderator = await newMember(t, 'moderator');
    const search = await savedSearchOf(t, owner, {
      name: 'Pangolin bikes',
      category_id: CATEGORY_IDS.bikes,
      q: 'pangolin',
    });
    const adId = await liveAd(seller.id, 'Pangolin folding bike', CATEGORY_IDS.bikes);
    await t.database.db
      .update(ads)
      .set({ status: 'pending', holdReason: 'new_seller' })
      .where(eq(ads.id, adId));
    await matchAd(deps(), adId);
    expect(await matchesOf(search.id)).toEqual([]);
    const approved = await request(t, 'POST', `/api/admin/ads/${String(adId)}/actions`, {
      headers: moderator.headers,
      payload: { action: 'approve', reason: 'Checked by the saved searches test' },
    });
    expect(approved.status).toBe(200);
    const [told] = await waitForNotifications(t, owner, 'saved_search');
    expect(told).toMatchObject({ ad: { id: adId }, search: { id: search.id }, count: 1 });
  });
});

describe('ads that do not match', () => {
  it('leave the search alone: another category, another make, without its word, the owner’s own', async () => {
    const [owner, seller] = [await member(), await member()];
    const search = await kiaSearch(owner, 'wombat');
    const { named } = await carAttributes(t, seller.token);
    const toyota = {
      [String(named('Vehicle Condition').id)]: 'Used',
      [String(named('Make').id)]: 'Toyota',
      [String(named('Year').id)]: 2019,
    };
    const others = [
      await liveAd(seller.id, 'Kia wombat bicycle', CATEGORY_IDS.bikes),
      await publishCar(t, seller.token, 4802, { title: 'Toyota wombat', attributes: toyota }),
      await publishCar(t, seller.token, 4803, { title: 'Kia Picanto without the word' }),
      await publishCar(t, owner.token, 4804, { title: 'Kia wombat of the owner' }),
    ];
    const matching = await publishCar(t, seller.token, 4805, { title: 'Kia wombat for sale' });
    for (const adId of [...others, matching]) await matchAd(deps(), adId);
    expect((await matchesOf(search.id)).map((m) => m.adId)).toEqual([matching]);
    const told = await waitForNotifications(t, owner, 'saved_search');
    expect(told.map((n) => n.ad?.id)).toEqual([matching]);
  });
});

describe('a word the engines find by the database alone', () => {
  it('is looked for in the ad by the database, when its configurations made no single prefix', async () => {
    const [owner, seller] = [await member(), await member()];
    const [search] = await t.database.db
      .insert(savedSearches)
      .values({
        userId: owner.id,
        name: 'Gazelles',
        alerts: 'off',
        categoryId: CARS,
        q: 'gazelle',
        filtersLang: 'en',
        scopeToken: `c:${String(CARS)}`,
        keyTokens: [`c:${String(CARS)}`],
        words: [{ word: 'gazelle', prefixes: null }],
      })
      .returning({ id: savedSearches.id });
    if (!search) throw new Error('search not inserted');
    const [found, other] = [
      await liveAd(seller.id, 'Gazelle cabriolet'),
      await liveAd(seller.id, 'Antelope cabriolet'),
    ];
    for (const adId of [found, other]) await matchAd(deps(), adId);
    expect((await matchesOf(search.id)).map((m) => m.adId)).toEqual([found]);
  });
});

describe('the count of new ads', () => {
  it('counts the live ads matched since the owner last looked; seen starts again', async () => {
    const [owner, seller] = [await member(), await member()];
    const search = await savedSearchOf(t, owner, {
      name: 'Narwhals',
      category_id: CARS,
      q: 'narwhal',
      alerts: 'off',
    });
    const newCount = async () =>
      (await savedSearchesOf(t, owner)).find((s) => s.id === search.id)?.new_count;
    const [first, second] = [
      await liveAd(seller.id, 'Narwhal blue van'),
      await liveAd(seller.id, 'Narwhal red van'),
    ];
    for (const adId of [first, second]) await matchAd(deps(), adId);
    expect(await newCount()).toBe(2);
    await changeAdRow(t, first, { status: 'sold', soldAt: new Date() });
    expect(await newCount()).toBe(1);
    const seen = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${String(search.id)}/seen`,
      headers: owner.headers,
    });
    expect(seen.statusCode).toBe(204);
    expect(await newCount()).toBe(0);
    await matchAd(deps(), await liveAd(seller.id, 'Narwhal green van'));
    expect(await newCount()).toBe(1);
    // Its owner hears nothing of a search whose alerts are off.
    expect(await notificationsOf(t, owner, 'saved_search')).toEqual([]);
  });
});

describe('pushes and the digest', () => {
  it('pushes a search at most once an hour; the other matches are told without a push, then in the digest', async () => {
    const [owner, seller] = [await member(), await member()];
    const search = await savedSearchOf(t, owner, {
      name: 'Ocelots',
      category_id: CARS,
      q: 'ocelot',
    });
    const { notifier, told } = recordingNotifier();
    const [first, second] = [
      await liveAd(seller.id, 'Ocelot coupe'),
      await liveAd(seller.id, 'Ocelot estate'),
    ];
    await matchAd(deps(notifier), first);
    await matchAd(deps(notifier), second);
    ahead += HOUR_MS + 60_000;
    const third = await liveAd(seller.id, 'Ocelot roadster');
    await matchAd(deps(notifier), third);
    expect(told.map(({ data, push }) => [data.ad?.id, push])).toEqual([
      [first, true],
      [second, false],
      [third, true],
    ]);
    expect(await notificationsOf(t, owner, 'saved_search')).toHaveLength(3);
    // The one not pushed waits for the digest.
    expect(
      (await matchesOf(search.id)).map(({ adId, digestedAt }) => [adId, digestedAt === null]),
    ).toEqual([
      [first, false],
      [second, true],
      [third, false],
    ]);
    await sendDigests(deps());
    const [digest] = await notificationsOf(t, owner, 'saved_search');
    expect(digest).toMatchObject({ ad: null, count: 1, search: { id: search.id } });
    expect((await matchesOf(search.id)).every((m) => m.digestedAt !== null)).toBe(true);
  });

  it('sends a daily search one digest a day, counting its live matches not told yet', async () => {
    const [owner, seller] = [await member(), await member()];
    const search = await savedSearchOf(t, owner, {
      name: 'Axolotls',
      category_id: CARS,
      q: 'axolotl',
      alerts: 'daily',
    });
    const [one, two, sold] = [
      await liveAd(seller.id, 'Axolotl pickup'),
      await liveAd(seller.id, 'Axolotl minibus'),
      await liveAd(seller.id, 'Axolotl sedan'),
    ];
    for (const adId of [one, two, sold]) await matchAd(deps(), adId);
    await changeAdRow(t, sold, { status: 'sold', soldAt: new Date() });
    expect(await notificationsOf(t, owner, 'saved_search')).toEqual([]);
    await sendDigests(deps());
    const digests = () => notificationsOf(t, owner, 'saved_search');
    expect(await digests()).toMatchObject([{ ad: null, count: 2, search: { id: search.id } }]);
    // Again the same day: nothing new to tell, and a new match waits for the next day.
    await sendDigests(deps());
    const later = await liveAd(seller.id, 'Axolotl camper');
    await matchAd(deps(), later);
    await sendDigests(deps());
    expect(await digests()).toHaveLength(1);
    expect(
      (await matchesOf(search.id)).filter((m) => m.digestedAt === null).map((m) => m.adId),
    ).toEqual([later]);
    ahead += 24 * HOUR_MS;
    await sendDigests(deps());
    expect(await digests()).toMatchObject([
      { ad: null, count: 1 },
      { ad: null, count: 2 },
    ]);
  });

  it('leaves out of the digest what matched before its alerts changed', async () => {
    const [owner, seller] = [await member(), await member()];
    const search = await savedSearchOf(t, owner, {
      name: 'Quolls',
      category_id: CARS,
      q: 'quoll',
      alerts: 'daily',
    });
    await matchAd(deps(), await liveAd(seller.id, 'Quoll hatchback'));
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${String(search.id)}`,
      headers: owner.headers,
      payload: { alerts: 'instant' },
    });
    expect(changed.statusCode).toBe(200);
    await sendDigests(deps());
    expect(await notificationsOf(t, owner, 'saved_search')).toEqual([]);
    const [match] = await t.database.db
      .select({ digestedAt: savedSearchMatches.digestedAt })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, search.id));
    expect(match?.digestedAt).not.toBeNull();
  });
});
