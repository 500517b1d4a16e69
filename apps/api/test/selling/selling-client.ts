import {
  CATEGORY_IDS,
  type Ad,
  type AdDetail,
  type AdFormInput,
  type AdStatus,
  type Lang,
  type MyAdTab,
  type MyAdsPage,
  type Paginated,
  type PostingAttribute,
  type PostingOptions,
  type SessionUser,
  type UploadedPicture,
} from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ads } from '../../src/db/schema/index.ts';
import { adsUrl, ids } from '../ads/client.ts';
import type { TestContext } from '../helpers/app.ts';
import { createVerifiedUser } from '../helpers/auth.ts';
import { blocks } from '../helpers/pictures.ts';

export const CARS = CATEGORY_IDS.carsAndVehicles;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Reply<D = unknown> = {
  status: number;
  body: { data: D; message?: string; errors?: Record<string, string[]> };
};

export async function call<D = unknown>(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
  lang: Lang = 'en',
): Promise<Reply<D>> {
  const res = await t.app.inject({
    method,
    url,
    headers: { lang, ...(token === null ? {} : bearer(token)) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body === '' ? ({} as Reply<D>['body']) : res.json() };
}

/**
 * Where visitors could find the ad: its category, a search for its word, its seller's ads, and
 * each list of `more` (its name and its URL).
 */
export async function whereListed<More extends string = never>(
  t: TestContext,
  id: number,
  word: string,
  sellerId: number,
  more?: Record<More, string>,
): Promise<Record<'listing' | 'search' | 'seller' | More, boolean>> {
  const lists: Record<string, string> = {
    listing: adsUrl({ category_id: CARS, per_page: 48 }),
    search: `/api/search?q=${word}`,
    seller: `/api/ads/user-ads?entity_type=client&entity_id=${String(sellerId)}&per_page=48`,
    ...more,
  };
  const found: Record<string, boolean> = {};
  for (const [name, url] of Object.entries(lists)) {
    const { status, body } = await call<Paginated<Ad>>(t, 'GET', url, null);
    if (status !== 200) throw new Error(`${url} answered ${String(status)}`);
    found[name] = ids(body.data.data).includes(id);
  }
  return found;
}

/** A JPEG of grey blocks (`seed` decides them), as a phone would send it. */
export function photo(seed: number, width = 1200, height = 900): Promise<Buffer> {
  return blocks(seed, width, height).jpeg({ quality: 85 }).toBuffer();
}

export async function upload(
  t: TestContext,
  token: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
): Promise<Reply<UploadedPicture>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/selling/pictures',
    headers: { ...bearer(token), 'content-type': contentType, lang: 'en' },
    payload: bytes,
  });
  return { status: res.statusCode, body: res.json() };
}

export async function carAttributes(t: TestContext, token: string, lang: Lang = 'en') {
  const { body } = await call<PostingAttribute[]>(
    t,
    'GET',
    `/api/selling/attributes?category_id=${String(CARS)}`,
    token,
    undefined,
    lang,
  );
  const named = (name: string) => {
    const found = body.data.find((a) => a.name === name);
    if (!found) throw new Error(`no attribute ${name}`);
    return found;
  };
  return { all: body.data, named };
}

export async function firstCity(t: TestContext, token: string): Promise<number> {
  const { body } = await call<PostingOptions>(t, 'GET', '/api/selling/options', token);
  const city = body.data.cities[0];
  if (!city) throw new Error('no city');
  return city.id;
}

/**
 * A valid car ad of the user's with one new picture (`seed` draws it), written in `lang`:
 * change what a test is about.
 */
export async function carForm(
  t: TestContext,
  token: string,
  seed: number,
  overrides: Partial<AdFormInput> = {},
): Promise<AdFormInput> {
  const picture = await upload(t, token, await photo(seed));
  if (picture.status !== 201) throw new Error(`upload failed: ${JSON.stringify(picture.body)}`);
  const { named } = await carAttributes(t, token);
  return {
    category_id: CARS,
    lang: 'en',
    title: `Kia Picanto 2019 number ${String(seed)}`,
    description: 'One owner.\nService history.\n\nSee it in Mezzeh.',
    price_kind: 'negotiable',
    price: 98_500_000,
    city_id: await firstCity(t, token),
    show_phone: true,
    attributes: {
      [String(named('Vehicle Condition').id)]: 'Used',
      [String(named('Make').id)]: 'Kia',
      [String(named('Year').id)]: 2019,
    },
    pictures: [picture.body.data.id],
    ...overrides,
  };
}

export async function publish(t: TestContext, token: string, form: AdFormInput) {
  return call<{ id: number; status: AdStatus }>(t, 'POST', '/api/selling/ads', token, form);
}

/** A new verified user: their session token and id. */
export async function newSeller(t: TestContext): Promise<{ token: string; id: number }> {
  const verified = await createVerifiedUser(t.app);
  return { token: verified.token, id: (verified.user as SessionUser).id };
}

/** Publishes a car ad (`carForm`) and answers its id; throws unless it is published. */
export async function publishCar(
  t: TestContext,
  token: string,
  seed: number,
  overrides: Partial<AdFormInput> = {},
): Promise<number> {
  const reply = await publish(t, token, await carForm(t, token, seed, overrides));
  if (reply.status !== 201) throw new Error(`publish failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data.id;
}

/** The ad's page as `token`'s user (or a visitor) gets it. */
export const adPage = (t: TestContext, id: number, token: string | null = null) =>
  call<AdDetail>(t, 'GET', `/api/ads/${String(id)}`, token);

/** One tab of the user's My ads. */
export async function myAds(t: TestContext, token: string, tab: MyAdTab = 'active') {
  const reply = await call<MyAdsPage>(t, 'GET', `/api/selling/ads?tab=${tab}`, token);
  if (reply.status !== 200) throw new Error(`my ads: ${String(reply.status)}`);
  return reply.body.data;
}

/**
 * Writes an ad's row as time would have moved it (an expiry passed, a sale a week old). Cached
 * answers are dropped as after a write: time passing would otherwise wait for their few seconds.
 */
export async function changeAdRow(
  t: TestContext,
  id: number,
  values: PgUpdateSetSource<typeof ads>,
): Promise<void> {
  await t.database.db.update(ads).set(values).where(eq(ads.id, id));
  t.app.contentChanges.emit('ads');
}
