import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY_IDS, IMAGE_WIDTHS, toE164 } from '@souq/contracts';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { ads, categories, countries, filterDefinitions, users } from '../src/db/schema/index.ts';
import { productPicture } from '../src/db/seed/art/scenes.ts';
import { writePictures } from '../src/db/seed/images.ts';
import { isSeeded, seedDatabase } from '../src/db/seed/index.ts';
import { createRng } from '../src/db/seed/prng.ts';
import { verifyPassword } from '../src/shared/auth/password.ts';

const SEED_TIMEOUT = 120_000;

async function freshSeededDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({});
  await runMigrations(database);
  await seedDatabase(database.db, { mediaDir: '', images: false, demo: true });
  return database;
}

let database: DatabaseHandle;

/** Raw SQL rows; both drivers answer `{ rows }`. */
async function query<T>(statement: SQL, handle = database): Promise<T[]> {
  const result: unknown = await handle.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

async function single<T>(statement: SQL, handle = database): Promise<T> {
  const [row] = await query<T>(statement, handle);
  if (row === undefined) throw new Error('no row');
  return row;
}

type JobTexts = Record<`${'title' | 'description' | 'other_info'}_${'en' | 'ar'}`, string>;

/** Lower case, without Arabic short vowels, so a word of a title is found inside a longer one. */
const plain = (text: string) => text.toLowerCase().replace(/[\u064B-\u0652]/g, '');

/** The words of a job title worth looking for in its texts: three letters or more. */
const titleWords = (title: string) =>
  plain(title)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && word !== 'and');

beforeAll(async () => {
  database = await freshSeededDatabase();
}, SEED_TIMEOUT);
afterAll(() => database.close());

describe('the seed', () => {
  it('has the categories of spec section 1 with the fixed ids of section 9', async () => {
    expect(await isSeeded(database.db)).toBe(true);
    const rows = await database.db.select().from(categories).orderBy(asc(categories.id));
    const top = new Map(rows.filter((c) => c.parentId === null).map((c) => [c.id, c]));
    expect(top.get(1)?.slug).toBe('travel');
    expect(top.get(CATEGORY_IDS.bikes)?.nameEn).toBe('Bikes');
    expect(top.get(CATEGORY_IDS.realEstate)?.nameEn).toBe('Real Estate');
    expect(top.get(CATEGORY_IDS.jobs)?.nameEn).toBe('Jobs');
    expect(top.get(CATEGORY_IDS.carsAndVehicles)?.nameEn).toBe('Cars and Vehicles');
    expect(top.get(CATEGORY_IDS.buySellRent)?.nameAr).toBe('البيع والإيجار');
    expect(top.get(CATEGORY_IDS.serviceProviders)?.nameEn).toMatch(/services/i);
    const children = rows.filter((c) => c.parentId !== null);
    expect(children.map((c) => c.parentId).sort()).toEqual([4, 4, 4, 5, 5, 5, 8, 8, 8, 9, 9]);
    expect(Math.min(...children.map((c) => c.id))).toBe(11);
    for (const c of rows) expect(c.icon).toBe(`/media/icons/${c.slug}.webp`);
  });

  it('has at least 200 ads, 20 or more in every category but jobs, each with 1 to 6 pictures', async () => {
    const perCategory = await query<{ category_id: number; n: number }>(
      sql`select category_id, count(*)::int as n from ads group by category_id`,
    );
    const counts = new Map(perCategory.map((r) => [r.category_id, r.n]));
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(200);
    for (const id of [1, 4, 5, 8, 9, 10]) expect(counts.get(id)).toBeGreaterThanOrEqual(20);
    expect(counts.has(CATEGORY_IDS.jobs)).toBe(false);
    const pictures = await single<{ ads: number; fewest: number; most: number }>(
      sql`select count(*)::int as ads, min(n)::int as fewest, max(n)::int as most from ads
          left join lateral (select count(*) as n from ad_images i where i.ad_id = ads.id) p on true`,
    );
    expect(pictures.fewest).toBeGreaterThanOrEqual(1);
    expect(pictures.most).toBeLessThanOrEqual(6);
  });

  it('gives every vehicle a Vehicle Condition of New or Used in both languages', async () => {
    const missing = await query<{ id: number }>(
      sql`select id from ads where category_id = ${CATEGORY_IDS.carsAndVehicles} and not exists (
            select 1 from ad_attributes a where a.ad_id = ads.id and a.name_en = 'Vehicle Condition'
              and a.name_ar = 'حالة المركبة' and a.filter_id is not null
              and ((a.value->>'en' = 'New' and a.value->>'ar' = 'جديد')
                or (a.value->>'en' = 'Used' and a.value->>'ar' = 'مستعمل')))`,
    );
    expect(missing).toEqual([]);
  });

  it('keeps the counters on ads equal to the likes, reviews and ratings rows', async () => {
    const wrong = await query<{ id: number }>(
      sql`select id from ads where
            likes_count <> (select count(*) from likes l where l.ad_id = ads.id)
            or reviews_count <> (select count(*) from reviews r
                                 where r.entity_type = 'ad' and r.entity_id = ads.id)
            or ratings_count <> (select count(*) from ratings r
                                 where r.entity_type = 'ad' and r.entity_id = ads.id)
            or average_rating <> coalesce((select round(avg(rating), 2) from ratings r
                                 where r.entity_type = 'ad' and r.entity_id = ads.id), 0)`,
    );
    expect(wrong).toEqual([]);
    const totals = await single<{ likes: number; reviews: number; edited: number }>(
      sql`select (select count(*)::int from likes) as likes, count(*)::int as reviews,
            count(*) filter (where updated_at <> created_at)::int as edited from reviews`,
    );
    expect(totals.likes).toBeGreaterThan(0);
    expect(totals.edited).toBeGreaterThan(0);
  });

  it('has at least 30 job offers, each with a work time and an experience standard', async () => {
    const jobs = await query<{ kinds: string[] }>(
      sql`select array(select distinct kind::text from job_standards s where s.job_offer_id = j.id) as kinds
          from job_offers j`,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(30);
    for (const job of jobs)
      expect(job.kinds).toEqual(expect.arrayContaining(['work_time', 'experience']));
    const fallbacks = await single<{
      no_image: number;
      no_name: number;
      closed: number;
      open: number;
    }>(
      sql`select count(*) filter (where company_image is null)::int as no_image,
            count(*) filter (where company_name_en is null)::int as no_name,
            count(*) filter (where last_date_to_apply < current_date)::int as closed,
            count(*) filter (where last_date_to_apply >= current_date)::int as open from job_offers`,
    );
    expect(fallbacks.no_image).toBeGreaterThan(0);
    expect(fallbacks.no_name).toBeGreaterThan(0);
    expect(fallbacks.closed).toBeGreaterThan(0);
    expect(fallbacks.open).toBeGreaterThan(fallbacks.closed);
  });

  it('gives an offer whose requirements name years the Experience that says the same', async () => {
    const named = await query<{ title: string; experience: string }>(
      sql`select j.title_en as title, s.value_en as experience from job_offers j
          join job_standards s on s.job_offer_id = j.id and s.kind = 'experience'
          where j.title_en in ('Truck Driver', 'Senior Accountant')`,
    );
    expect(named.length).toBeGreaterThan(0);
    for (const job of named) expect(job).toEqual({ title: job.title, experience: '3-5 years' });
  });

  it('gives each job title its own duties, requirements and other information, in both languages', async () => {
    const jobs = await query<JobTexts>(
      sql`select title_en, title_ar, description_en, description_ar, other_info_en, other_info_ar
          from job_offers order by id`,
    );
    for (const lang of ['en', 'ar'] as const) {
      const offers = jobs.map((job) => {
        const [duties = '', needs = ''] = job[`description_${lang}`].match(/<ul>.*?<\/ul>/g) ?? [];
        return { title: job[`title_${lang}`], duties, needs, other: job[`other_info_${lang}`] };
      });
      for (const { title, duties, needs } of offers) {
        // The lists, not the opening line, which names the title anyway.
        const lists = plain(`${duties} ${needs}`);
        expect(
          titleWords(title).some((word) => lists.includes(word)),
          `${title}: ${lists}`,
        ).toBe(true);
      }
      for (const part of ['duties', 'needs', 'other'] as const) {
        const titlesOf = new Map<string, Set<string>>();
        for (const offer of offers) {
          titlesOf.set(offer[part], (titlesOf.get(offer[part]) ?? new Set()).add(offer.title));
        }
        for (const [text, titles] of titlesOf)
          expect([...titles], `${part}: ${text}`).toHaveLength(1);
      }
    }
  });

  it('has stores and users of both seller types, verified and not', async () => {
    const stores = await query<{ category_id: number | null }>(sql`select category_id from stores`);
    expect(stores.length).toBeGreaterThanOrEqual(8);
    expect(
      stores.filter((s) => s.category_id === CATEGORY_IDS.serviceProviders).length,
    ).toBeGreaterThanOrEqual(3);
    const people = await database.db.select().from(users);
    expect(people.length).toBeGreaterThanOrEqual(20);
    expect(people.some((u) => u.isVerified)).toBe(true);
    expect(people.some((u) => !u.isVerified)).toBe(true);
    expect(new Set(people.map((u) => u.roles[0]))).toEqual(new Set(['client', 'store']));
    for (const u of people) {
      // Valid Syrian numbers, stored as E.164 (issue 16), so each signs in by its local form too.
      expect(u.phoneNumber).toMatch(/^\+9639\d{8}$/);
      expect(toE164(u.phoneNumber, '+963')).toBe(u.phoneNumber);
      expect(u.phoneVerifiedAt).not.toBeNull();
    }
    const sellers = await single<{ by_store: number; by_client: number }>(
      sql`select count(*) filter (where store_id is not null)::int as by_store,
            count(*) filter (where store_id is null)::int as by_client from ads`,
    );
    expect(sellers.by_store).toBeGreaterThan(0);
    expect(sellers.by_client).toBeGreaterThan(0);
  });

  it('lists Syria (+963) first among the countries', async () => {
    const [first] = await database.db
      .select()
      .from(countries)
      .orderBy(asc(countries.position))
      .limit(1);
    expect(first?.dialCode).toBe('+963');
    expect(first?.flag).toMatch(/^\/media\/flags\/.+\.webp$/);
  });

  it('defines filters for every top-level category using all six filter types', async () => {
    const filters = await database.db.select().from(filterDefinitions);
    expect(new Set(filters.map((f) => f.type))).toEqual(
      new Set(['dropdown', 'work_time', 'range', 'multiselect', 'boolean', 'text']),
    );
    const top = await database.db
      .select()
      .from(categories)
      .where(sql`${categories.parentId} is null`);
    for (const category of top)
      expect(filters.some((f) => f.categoryId === category.id)).toBe(true);
  });

  it('has the two demo accounts, with the demo password, and leaves demo without activity', async () => {
    const demos = await database.db
      .select()
      .from(users)
      .where(inArray(users.userName, ['demo', 'demo2']))
      .orderBy(asc(users.userName));
    expect(demos.map((u) => u.name)).toEqual(['Demo User', 'Demo Two']);
    const [demo] = demos;
    expect(await verifyPassword('demo12345', demo?.passwordHash ?? '')).toBe(true);
    const activity = await single<{ n: number }>(
      sql`select ((select count(*) from likes where user_id = ${demo?.id})
            + (select count(*) from favorites where user_id = ${demo?.id})
            + (select count(*) from job_applications where user_id = ${demo?.id})
            + (select count(*) from job_favorites where user_id = ${demo?.id}))::int as n`,
    );
    expect(activity.n).toBe(0);
  });

  it('has conversations about ads, a store and its job, in order, with unread lines for the demo accounts', async () => {
    const rows = await query<{
      id: number;
      subject: string;
      outsiders: number;
      out_of_order: number;
      last_ok: boolean;
      reads_ok: boolean;
      arabic: boolean;
    }>(sql`
      select c.id,
        case when c.ad_id is not null then 'ad' when c.store_id is not null then 'store' else 'job' end as subject,
        (select count(*) from messages m where m.conversation_id = c.id
          and m.sender_id not in (c.buyer_id, c.seller_id))::int as outsiders,
        (select count(*) from messages m join messages n on n.conversation_id = m.conversation_id
          and n.id > m.id and n.created_at < m.created_at where m.conversation_id = c.id)::int as out_of_order,
        c.last_message_at = (select max(created_at) from messages m where m.conversation_id = c.id) as last_ok,
        greatest(c.buyer_read_id, c.seller_read_id)
          <= (select max(id) from messages m where m.conversation_id = c.id) as reads_ok,
        exists (select 1 from messages m where m.conversation_id = c.id and m.body ~ '[\u0600-\u06FF]') as arabic
      from conversations c order by c.id`);
    expect(new Set(rows.map((row) => row.subject))).toEqual(new Set(['ad', 'store', 'job']));
    for (const row of rows) {
      expect(row).toMatchObject({ outsiders: 0, out_of_order: 0, last_ok: true, reads_ok: true });
    }
    expect(rows.some((row) => row.arabic)).toBe(true);
    expect(rows.some((row) => !row.arabic)).toBe(true);
    const unread = await query<{ user_id: number; count: number }>(sql`
      select u.id as user_id, (select count(*) from conversations c join messages m on m.conversation_id = c.id
        where m.sender_id <> u.id and ((c.buyer_id = u.id and m.id > c.buyer_read_id)
          or (c.seller_id = u.id and m.id > c.seller_read_id)))::int as count
      from users u where u.user_name in ('demo', 'demo2') order by u.id`);
    expect(unread.map((row) => row.count > 0)).toEqual([true, true]);
  });

  it('moves the identity sequences past the seeded ids', async () => {
    const [top] = await database.db
      .select({ id: ads.id })
      .from(ads)
      .orderBy(sql`${ads.id} desc`)
      .limit(1);
    const [created] = await database.db
      .insert(ads)
      .values({ categoryId: 4, userId: 1, titleEn: 'x', titleAr: 'x', price: 1 })
      .returning({ id: ads.id });
    expect(created?.id).toBe((top?.id ?? 0) + 1);
    await database.db.delete(ads).where(eq(ads.id, created?.id ?? 0));
  });

  it(
    'is deterministic: a second database gets the same rows',
    async () => {
      const checksum = sql`select md5(string_agg(concat_ws('|', a.id, a.title_en, a.title_ar, a.price,
            a.user_id, a.store_id, a.created_at, a.view_count, a.likes_count, a.average_rating,
            (select string_agg(x.value::text, ',' order by x.id) from ad_attributes x where x.ad_id = a.id),
            (select string_agg(i.path, ',' order by i.id) from ad_images i where i.ad_id = a.id)),
          ';' order by a.id)) || (select md5(string_agg(review, ';' order by id)) from reviews)
          || (select md5(string_agg(concat_ws('|', j.id, j.title_en, j.title_ar, j.description_en,
            j.description_ar, j.other_info_en, j.other_info_ar, j.city_id, j.created_at), ';' order by j.id))
            from job_offers j) as sum
        from ads a`;
      const other = await freshSeededDatabase();
      try {
        const [mine, theirs] = await Promise.all([
          single<{ sum: string }>(checksum),
          single<{ sum: string }>(checksum, other),
        ]);
        expect(theirs.sum).toBe(mine.sum);
      } finally {
        await other.close();
      }
    },
    SEED_TIMEOUT,
  );
});

describe('seed pictures', () => {
  it('writes one WebP per width at 4:3 and skips pictures already on disk', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'souq-media-'));
    try {
      const picture = {
        path: '/media/ads/cars-01',
        svg: productPicture('cars', createRng('test')),
        widths: IMAGE_WIDTHS,
      };
      expect(await writePictures(dir, [picture])).toBe(1);
      for (const width of IMAGE_WIDTHS) {
        const meta = await sharp(path.join(dir, 'ads', `cars-01-${width}.webp`)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 3) / 4);
      }
      expect(await writePictures(dir, [picture])).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
