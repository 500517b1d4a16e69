import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  IMAGE_WIDTHS,
  formatMessage,
  type Ad,
  type AdFormInput,
  type EditableAd,
  type Paginated,
  type UploadedPicture,
} from '@souq/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAttributes, adImages, ads } from '../../src/db/schema/index.ts';
import { adsUrl, ids } from '../ads/client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  CARS,
  adPage,
  call,
  carAttributes,
  carForm,
  myAds,
  newSeller,
  photo,
  publish,
  upload,
} from './selling-client.ts';

/** Issue 17: a seller edits their ad from the post form. */
let t: TestContext;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-edits-'));
  t = await createTestApp({ mediaDir });
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Which of the picture's stored widths are on disk. */
async function storedWidths(picture: UploadedPicture): Promise<number[]> {
  const base = picture.src.replace(/^\/media\//, '').replace(/-\d+\.webp$/, '');
  const found = await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      access(path.join(mediaDir, `${base}-${String(width)}.webp`)).then(
        () => [width],
        () => [],
      ),
    ),
  );
  return found.flat();
}

async function uploaded(token: string, seed: number): Promise<UploadedPicture> {
  const reply = await upload(t, token, await photo(seed));
  expect(reply.status).toBe(201);
  return reply.body.data;
}

describe('PUT /api/selling/ads/{id}', () => {
  it('changes the ad, what finds it, and the order of its pictures, and removes a dropped picture', async () => {
    const seller = await newSeller(t);
    const { named } = await carAttributes(t, seller.token);
    expect(named('Make').options.map((o) => o.value)).toContain('Hyundai');
    const [first, second, third] = [
      await uploaded(seller.token, 801),
      await uploaded(seller.token, 802),
      await uploaded(seller.token, 803),
    ];
    const form = await carForm(t, seller.token, 804, {
      title: 'Kia Picanto 2019 brennivox before',
      pictures: [first.id, second.id, third.id],
    });
    const published = await publish(t, seller.token, form);
    expect(published.status).toBe(201);
    const id = published.body.data.id;
    expect(await storedWidths(second)).toEqual([...IMAGE_WIDTHS]);

    const make = String(named('Make').id);
    const year = String(named('Year').id);
    const edited: AdFormInput = {
      ...form,
      title: 'Hyundai i10 2020 grattleby after',
      price_kind: 'fixed',
      price: 75_000_000,
      attributes: { ...form.attributes, [make]: 'Hyundai', [year]: 2020 },
      pictures: [third.id, first.id],
    };
    const reply = await call(t, 'PUT', `/api/selling/ads/${id}`, seller.token, edited);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ id, status: 'active' });

    const page = await adPage(t, id);
    expect(page.body.data).toMatchObject({
      title: 'Hyundai i10 2020 grattleby after',
      price: 75_000_000,
      negotiable: false,
    });
    expect(page.body.data.images.map((image) => image.src)).toEqual([third.src, first.src]);
    expect((await myAds(t, seller.token)).ads[0]?.picture?.src).toBe(third.src);
    expect(await storedWidths(second)).toEqual([]);
    expect(await storedWidths(first)).toEqual([...IMAGE_WIDTHS]);
    expect(await storedWidths(third)).toEqual([...IMAGE_WIDTHS]);

    const finds = async (url: string) =>
      ids((await call<Paginated<Ad>>(t, 'GET', url, null)).body.data.data).includes(id);
    const filtered = (make: string, year: string) =>
      adsUrl({
        category_id: CARS,
        per_page: 48,
        filtersAttributes: [
          { attribute_id: named('Make').id, value: make },
          { attribute_id: named('Year').id, value: [year, year] },
        ],
      });
    expect(await finds(filtered('Hyundai', '2020'))).toBe(true);
    expect(await finds(filtered('Kia', '2019'))).toBe(false);
    expect(await finds(filtered('Hyundai', '2019'))).toBe(false);
    expect(await finds('/api/search?q=grattleby')).toBe(true);
    expect(await finds('/api/search?q=brennivox')).toBe(false);

    const editable = await call<EditableAd>(t, 'GET', `/api/selling/ads/${id}`, seller.token);
    expect(editable.body.data.values).toMatchObject({
      title: 'Hyundai i10 2020 grattleby after',
      price: 75_000_000,
      attributes: { [make]: 'Hyundai', [year]: 2020 },
      pictures: [third.id, first.id],
    });
    expect(editable.body.data.pictures.map((p) => p.id)).toEqual([third.id, first.id]);
  });

  it('changes nothing when the edit is refused', async () => {
    const seller = await newSeller(t);
    const stranger = await newSeller(t);
    const { named } = await carAttributes(t, seller.token);
    const [first, second] = [await uploaded(seller.token, 811), await uploaded(seller.token, 812)];
    const form = await carForm(t, seller.token, 813, {
      title: 'Kia Picanto 2019 kept as it was',
      pictures: [first.id, second.id],
    });
    const id = (await publish(t, seller.token, form)).body.data.id;
    const state = async () => ({
      page: (await adPage(t, id)).body.data,
      editable: (await call<EditableAd>(t, 'GET', `/api/selling/ads/${id}`, seller.token)).body
        .data,
    });
    const before = await state();

    const year = String(named('Year').id);
    const invalid = {
      ...form,
      title: 'Hyundai i10 2020 never saved',
      attributes: { ...form.attributes, [year]: 1950 },
      pictures: [second.id],
    };
    const refused = await call(t, 'PUT', `/api/selling/ads/${id}`, seller.token, invalid);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      [`attributes.${year}`]: [formatMessage('too_small_number', 'en', { minimum: 1990 })],
    });
    const theirs = await upload(t, stranger.token, await photo(814));
    const stolen = await call(t, 'PUT', `/api/selling/ads/${id}`, seller.token, {
      ...form,
      title: 'Hyundai i10 2020 never saved',
      pictures: [first.id, theirs.body.data.id],
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors?.pictures).toEqual([formatMessage('ad_picture_unknown', 'en')]);

    const after = await state();
    expect({ ...after.page, view_count: 0 }).toEqual({ ...before.page, view_count: 0 });
    expect(after.editable).toEqual(before.editable);
    expect(await storedWidths(first)).toEqual([...IMAGE_WIDTHS]);
    expect(await storedWidths(second)).toEqual([...IMAGE_WIDTHS]);
  });
});

/**
 * A new ad of the user's made as the seed makes its ads (no `source`, HTML descriptions, the
 * seed's pictures), from the first seeded car ad: saving it leaves the seeded ones alone.
 */
async function copyOfSeededAd(userId: number): Promise<number> {
  const db = t.database.db;
  const [seeded] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.categoryId, CARS), isNull(ads.source), isNull(ads.storeId)))
    .orderBy(asc(ads.id))
    .limit(1);
  if (!seeded) throw new Error('no seeded car ad');
  // Without its id and the columns the database computes.
  const columns = ({
    id: _id,
    titleVector: _title,
    descriptionVector: _description,
    ...rest
  }: typeof seeded) => rest;
  const [copy] = await db
    .insert(ads)
    .values({ ...columns(seeded), userId })
    .returning({ id: ads.id });
  if (!copy) throw new Error('not copied');
  const attributes = await db.select().from(adAttributes).where(eq(adAttributes.adId, seeded.id));
  await db
    .insert(adAttributes)
    .values(attributes.map(({ id: _, ...row }) => ({ ...row, adId: copy.id })));
  const pictures = await db.select().from(adImages).where(eq(adImages.adId, seeded.id));
  await db
    .insert(adImages)
    .values(pictures.map(({ id: _, ...row }) => ({ ...row, adId: copy.id })));
  return copy.id;
}

describe('GET /api/selling/ads/{id} of an ad the seed wrote', () => {
  it('starts the edit form from its title, attributes and pictures', async () => {
    const seller = await newSeller(t);
    const [seeded] = await t.database.db
      .select({ id: ads.id, userId: ads.userId, titleEn: ads.titleEn, titleAr: ads.titleAr })
      .from(ads)
      .where(and(eq(ads.categoryId, CARS), isNull(ads.source), eq(ads.status, 'active')))
      .orderBy(asc(ads.id))
      .limit(1);
    if (!seeded) throw new Error('no seeded car ad');
    const pictureIds = (
      await t.database.db
        .select({ id: adImages.id })
        .from(adImages)
        .where(eq(adImages.adId, seeded.id))
        .orderBy(asc(adImages.position), asc(adImages.id))
    ).map((row) => row.id);
    expect(pictureIds.length).toBeGreaterThan(0);
    const { named } = await carAttributes(t, seller.token);
    const url = `/api/selling/ads/${String(seeded.id)}`;

    expect((await call(t, 'GET', url, seller.token)).status).toBe(403);
    await t.database.db.update(ads).set({ userId: seller.id }).where(eq(ads.id, seeded.id));
    try {
      const en = await call<EditableAd>(t, 'GET', url, seller.token);
      expect(en.status).toBe(200);
      expect(en.body.data.values).toMatchObject({
        category_id: CARS,
        lang: 'en',
        title: seeded.titleEn,
        other_title: seeded.titleAr,
        pictures: pictureIds,
      });
      expect(Object.keys(en.body.data.values.attributes ?? {})).toContain(String(named('Make').id));
      expect(en.body.data.pictures.map((p) => p.id)).toEqual(pictureIds);
      const ar = await call<EditableAd>(t, 'GET', url, seller.token, undefined, 'ar');
      expect(ar.body.data.values).toMatchObject({
        lang: 'ar',
        title: seeded.titleAr,
        other_title: seeded.titleEn,
      });
    } finally {
      await t.database.db.update(ads).set({ userId: seeded.userId }).where(eq(ads.id, seeded.id));
    }
  });

  it('is saved back unchanged by its owner, its pictures and price kept', async () => {
    const seller = await newSeller(t);
    const id = await copyOfSeededAd(seller.id);
    const url = `/api/selling/ads/${String(id)}`;
    const before = await adPage(t, id);
    const form = await call<EditableAd>(t, 'GET', url, seller.token);
    const saved = await call(t, 'PUT', url, seller.token, form.body.data.values);
    expect(saved.status).toBe(200);

    const after = await adPage(t, id);
    expect(after.body.data).toMatchObject({
      title: before.body.data.title,
      price: before.body.data.price,
    });
    expect(after.body.data.images).toEqual(before.body.data.images);
    const price = (page: typeof before) =>
      page.body.data.attributes.find((a) => a.name === 'Price')?.value;
    expect(price(after)).toBe(price(before));
  });
});
