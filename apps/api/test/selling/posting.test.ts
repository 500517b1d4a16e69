import {
  CATEGORY_IDS,
  formatMessage,
  type AdDetail,
  type PostingOptions,
  type Paginated,
  type Ad,
} from '@souq/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser } from '../helpers/auth.ts';
import { adsUrl, ids } from '../ads/client.ts';
import { CARS, call, carAttributes, carForm, photo, publish, upload } from './selling-client.ts';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createVerifiedUser(t.app));
});
afterAll(() => t.close());

describe('what the post form chooses from', () => {
  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/selling/options', null)).status).toBe(401);
    expect((await call(t, 'GET', `/api/selling/attributes?category_id=${CARS}`, null)).status).toBe(
      401,
    );
  });

  it('lists the categories that hold ads, named in both languages, with their sub-categories', async () => {
    const { body } = await call<PostingOptions>(
      t,
      'GET',
      '/api/selling/options',
      token,
      undefined,
      'ar',
    );
    const cars = body.data.categories.find((c) => c.id === CARS);
    expect(cars).toMatchObject({ name: 'السيارات والمركبات', other_name: 'Cars and Vehicles' });
    expect(cars?.children.map((c) => c.other_name)).toContain('Used Cars');
    expect(body.data.categories.map((c) => c.id)).not.toContain(CATEGORY_IDS.jobs);
    expect(body.data.cities.length).toBeGreaterThan(0);
    expect(body.data.stores).toEqual([]);
  });

  it("answers a category's attributes from its filters, without the price range", async () => {
    const en = await carAttributes(t, token);
    const ar = await carAttributes(t, token, 'ar');
    expect(en.all.map((a) => a.name)).not.toContain('Price');
    expect(en.named('Make')).toMatchObject({ type: 'dropdown', required: true });
    expect(en.named('Year')).toMatchObject({
      type: 'range',
      min: 1990,
      max: 2026,
      required: false,
    });
    const condition = ar.named('حالة المركبة');
    // Valued by the English label (what the filters match), shown in the page's language.
    expect(condition.options).toEqual([
      { value: 'New', label: 'جديد' },
      { value: 'Used', label: 'مستعمل' },
    ]);
    expect(en.all.find((a) => a.type === 'multiselect')?.options.map((o) => o.value)).not.toContain(
      'All',
    );
  });
});

describe('POST /api/selling/ads', () => {
  it('publishes an ad that the listing, its filters and search find at once, in both languages', async () => {
    const form = await carForm(t, token, 101, { title: 'Kia Picanto 2019 silver, first owner' });
    const published = await publish(t, token, form);
    expect(published.status).toBe(201);
    const id = published.body.data.id;

    const page = await call<AdDetail>(t, 'GET', `/api/ads/${id}`, null, undefined, 'ar');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      title: 'Kia Picanto 2019 silver, first owner',
      // Written in English: shown as written on the Arabic site, marked as English.
      lang: 'en',
      negotiable: true,
      price: 98_500_000,
      status: 'active',
      description: '<p>One owner.<br>Service history.</p><p>See it in Mezzeh.</p>',
    });
    expect(page.body.data.attributes.map((a) => [a.name, a.value])).toEqual(
      expect.arrayContaining([
        ['حالة المركبة', 'مستعمل'],
        ['الشركة المصنعة', 'كيا'],
        ['سنة الصنع', '2019'],
        ['السعر', '98,500,000 ل.س'],
      ]),
    );

    const { named } = await carAttributes(t, token);
    const filters = [
      { attribute_id: named('Make').id, value: 'Kia' },
      { attribute_id: named('Year').id, value: ['2019', '2019'] },
    ];
    const listed = await call<Paginated<Ad>>(
      t,
      'GET',
      adsUrl({ category_id: CARS, filtersAttributes: filters }),
      null,
    );
    expect(ids(listed.body.data.data)).toContain(id);
    const arabicFilter = [{ attribute_id: named('Vehicle Condition').id, value: 'مستعمل' }];
    const listedAr = await call<Paginated<Ad>>(
      t,
      'GET',
      adsUrl({ category_id: CARS, filtersAttributes: arabicFilter, per_page: 48 }),
      null,
      undefined,
      'ar',
    );
    expect(ids(listedAr.body.data.data)).toContain(id);
    for (const lang of ['en', 'ar'] as const) {
      const found = await call<Paginated<Ad>>(
        t,
        'GET',
        '/api/search?q=picanto%20silver',
        null,
        undefined,
        lang,
      );
      expect(ids(found.body.data.data)).toContain(id);
    }
  });

  it('keeps a translation the seller gives, and shows each site its own language', async () => {
    const form = await carForm(t, token, 102, {
      lang: 'ar',
      title: 'كيا بيكانتو 2019 فضية بحالة ممتازة',
      description: 'مالك واحد',
      other_title: 'Kia Picanto 2019 silver, excellent',
      other_description: 'One owner',
      price_kind: 'fixed',
    });
    const { body } = await publish(t, token, form);
    const ar = await call<AdDetail>(t, 'GET', `/api/ads/${body.data.id}`, null, undefined, 'ar');
    const en = await call<AdDetail>(t, 'GET', `/api/ads/${body.data.id}`, null, undefined, 'en');
    expect(ar.body.data).toMatchObject({
      title: 'كيا بيكانتو 2019 فضية بحالة ممتازة',
      lang: 'ar',
      negotiable: false,
    });
    expect(en.body.data).toMatchObject({ title: 'Kia Picanto 2019 silver, excellent', lang: 'en' });
  });

  it('shows a description as text: markup and links are not HTML', async () => {
    const form = await carForm(t, token, 103, {
      description:
        '<script>alert(1)</script> see <a href="https://x.example">https://x.example</a>',
    });
    const { body } = await publish(t, token, form);
    const page = await call<AdDetail>(t, 'GET', `/api/ads/${body.data.id}`, null);
    expect(page.body.data.description).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; see &lt;a href=&quot;https://x.example&quot;&gt;https://x.example&lt;/a&gt;</p>',
    );
  });

  it('answers 422 per field in the request language and writes nothing', async () => {
    const { named } = await carAttributes(t, token);
    const form = await carForm(t, token, 104, {
      title: 'Kia',
      attributes: {
        [String(named('Year').id)]: 1950,
        [String(named('Vehicle Condition').id)]: 'Broken',
      },
    });
    const before = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ads`,
    );
    const reply = await call(t, 'POST', '/api/selling/ads', token, form, 'ar');
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.title).toEqual([formatMessage('ad_title_length', 'ar')]);
    const withTitle = await call(
      t,
      'POST',
      '/api/selling/ads',
      token,
      { ...form, title: 'Kia Picanto for sale' },
      'ar',
    );
    expect(withTitle.status).toBe(422);
    expect(withTitle.body.errors).toEqual({
      [`attributes.${named('Make').id}`]: [formatMessage('required', 'ar')],
      [`attributes.${named('Year').id}`]: [
        formatMessage('too_small_number', 'ar', { minimum: 1990 }),
      ],
      [`attributes.${named('Vehicle Condition').id}`]: [formatMessage('unknown_option', 'ar')],
    });
    const after = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ads`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("refuses another user's picture, a store that is not the seller's, and no picture", async () => {
    const other = await createVerifiedUser(t.app);
    const theirs = await upload(t, other.token, await photo(105));
    const form = await carForm(t, token, 106);
    const stolen = await publish(t, token, { ...form, pictures: [theirs.body.data.id] });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors?.pictures).toEqual([formatMessage('ad_picture_unknown', 'en')]);
    const store = await publish(t, token, { ...form, store_id: 1 });
    expect(store.body.errors?.store_id).toEqual([formatMessage('ad_store_not_yours', 'en')]);
    const none = await publish(t, token, { ...form, pictures: [] });
    expect(none.body.errors?.pictures).toEqual([formatMessage('ad_pictures_min', 'en')]);
    const jobs = await publish(t, token, {
      ...form,
      category_id: CATEGORY_IDS.jobs,
      attributes: {},
    });
    expect(jobs.body.errors?.category_id).toEqual([formatMessage('ad_category_closed', 'en')]);
  });

  it('needs a session', async () => {
    expect((await call(t, 'POST', '/api/selling/ads', null, { title: 'x' })).status).toBe(401);
  });
});
