import {
  CATEGORY_IDS,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_MAX,
  formatMessage,
  type SavedSearch,
} from '@souq/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, savedSearches } from '../../src/db/schema/index.ts';
import { signIn, type Session } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newMember } from '../moderation/fixtures.ts';
import {
  CARS,
  filterNamed,
  saveSearch,
  savedSearchOf,
  savedSearchesOf,
} from './saved-searches-client.ts';

/**
 * Issue 48: a user's saved searches: kept as the category page's address holds them, checked
 * as `GET /ads` checks that address (422 in the request's language), at most 50, renamed,
 * told differently, deleted; only by their owner (another's is a 404).
 */
let t: TestContext;
let owner: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signIn(t), await signIn(t)];
});
afterAll(() => t.close());

const send = (method: 'PATCH' | 'DELETE' | 'POST', url: string, user: Session, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

describe('saving a search', () => {
  it('keeps the search as its address holds it, newest first in the list, with nothing new yet', async () => {
    const make = await filterNamed(t, CARS, 'Make');
    const first = await savedSearchOf(t, owner, { name: 'Any car', category_id: CARS });
    const second = await savedSearchOf(t, owner, {
      name: 'Cheap Kias',
      category_id: CARS,
      q: ' picanto ',
      filtersAttributes: [{ attribute_id: make.id, value: ['Kia'] }],
      sort: 'price_asc',
      alerts: 'daily',
    });
    const { id, created_at, ...kept } = second;
    expect(id).toBeGreaterThan(first.id);
    expect(Date.parse(created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(kept).toEqual({
      name: 'Cheap Kias',
      alerts: 'daily',
      category_id: CARS,
      q: 'picanto',
      filtersAttributes: [{ attribute_id: make.id, value: ['Kia'] }],
      sort: 'price_asc',
      new_count: 0,
    });
    expect(first).toMatchObject({
      alerts: 'instant',
      q: '',
      filtersAttributes: [],
      sort: 'newest',
    });
    const listed = await savedSearchesOf(t, owner);
    expect(listed.map((search) => search.id).slice(0, 2)).toEqual([id, first.id]);
    expect(await savedSearchesOf(t, other)).toEqual([]);
  });

  it("takes the filters' option labels in the request's language, and a search of the whole site", async () => {
    const make = await filterNamed(t, CARS, 'الشركة المصنعة', 'ar');
    expect(make.values).toContain('تويوتا');
    const saved = await saveSearch(
      t,
      owner,
      {
        name: 'تويوتا',
        category_id: CARS,
        filtersAttributes: [{ attribute_id: make.id, value: 'تويوتا' }],
      },
      'ar',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.filtersAttributes).toEqual([{ attribute_id: make.id, value: 'تويوتا' }]);
    const site = await savedSearchOf(t, owner, { name: 'Bicycles anywhere', q: 'bicycle' });
    expect(site).toMatchObject({ category_id: null, q: 'bicycle' });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);
  });
});

describe('a search that GET /ads would refuse is a 422 in the request language', () => {
  const errorsOf = async (body: Parameters<typeof saveSearch>[2], lang: 'en' | 'ar') => {
    const res = await saveSearch(t, other, body, lang);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    return res.body.errors ?? {};
  };

  it('refuses a name past 80 characters', async () => {
    const name = 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1);
    for (const lang of ['en', 'ar'] as const) {
      expect(await errorsOf({ name, category_id: CARS }, lang)).toEqual({
        name: [formatMessage('saved_search_name_max', lang)],
      });
    }
  });

  it('refuses a filter of another category, and an option the filter does not have', async () => {
    const bikeBrand = await filterNamed(t, CATEGORY_IDS.bikes, 'Brand');
    const make = await filterNamed(t, CARS, 'Make');
    for (const lang of ['en', 'ar'] as const) {
      expect(
        await errorsOf(
          {
            name: 'Wrong',
            category_id: CARS,
            filtersAttributes: [
              { attribute_id: bikeBrand.id, value: 'Trek' },
              { attribute_id: make.id, value: ['Kia', 'Trabant'] },
            ],
          },
          lang,
        ),
      ).toEqual({
        'filtersAttributes.0.attribute_id': [formatMessage('unknown_filter', lang)],
        'filtersAttributes.1.value': [formatMessage('unknown_option', lang)],
      });
    }
  });

  it('refuses filters without a category, the jobs category, an unknown one, and words without a word', async () => {
    const make = await filterNamed(t, CARS, 'Make');
    const en = (body: Parameters<typeof saveSearch>[2]) => errorsOf(body, 'en');
    expect(
      await en({
        name: 'No category',
        filtersAttributes: [{ attribute_id: make.id, value: 'Kia' }],
      }),
    ).toEqual({ 'filtersAttributes.0.attribute_id': [formatMessage('unknown_filter', 'en')] });
    for (const lang of ['en', 'ar'] as const) {
      expect(await errorsOf({ name: 'Jobs', category_id: CATEGORY_IDS.jobs }, lang)).toEqual({
        category_id: [formatMessage('saved_search_category', lang)],
      });
    }
    expect(await en({ name: 'Unknown', category_id: 2_000_000 })).toEqual({
      category_id: [formatMessage('saved_search_category', 'en')],
    });
    expect(await en({ name: 'Signs', category_id: CARS, q: '!!! ...' })).toEqual({
      q: [formatMessage('search_term_required', 'en')],
    });
  });
});

/** Runs `action` while every insert of the user's saved searches sleeps for 300 ms first. */
async function withSlowInserts<T>(userId: number, action: () => Promise<T>): Promise<T> {
  const name = `saved_searches_slow_${String(userId)}`;
  const db = t.database.db;
  await db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin perform pg_sleep(0.3); return new; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before insert on saved_searches for each row when (new.user_id = ${String(userId)}) execute function ${name}()`,
    ),
  );
  try {
    return await action();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on saved_searches`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}

it('refuses a category an admin hid, and takes it again once shown', async () => {
  const admin = await newMember(t, 'admin');
  const [sub] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, CARS))
    .limit(1);
  if (!sub) throw new Error('the cars have no sub-category');
  const setHidden = async (hidden: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${String(sub.id)}/hidden`,
      headers: admin.headers,
      payload: { hidden },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await setHidden(true);
  const refused = await saveSearch(t, other, { name: 'Hidden', category_id: sub.id }, 'ar');
  expect(refused.body.errors).toEqual({
    category_id: [formatMessage('saved_search_category', 'ar')],
  });
  await setHidden(false);
  expect((await saveSearch(t, other, { name: 'Shown', category_id: sub.id })).status).toBe(201);
});

describe('at most 50 saved searches', () => {
  it('refuses the 51st with a clear message, even when two come at once', async () => {
    const user = await signIn(t);
    for (let i = 0; i < SAVED_SEARCHES_MAX - 1; i += 1) {
      await savedSearchOf(t, user, { name: `Search ${String(i)}`, category_id: CARS });
    }
    // Each insert of the user's waits a while, so the second request counts while the first
    // has not committed: only the lock on the user keeps the count right.
    const both = await withSlowInserts(user.id, () =>
      Promise.all([
        saveSearch(t, user, { name: 'One of two', category_id: CARS }),
        saveSearch(t, user, { name: 'Two of two', category_id: CARS }),
      ]),
    );
    expect(both.map((res) => res.status).sort()).toEqual([201, 422]);
    expect(await savedSearchesOf(t, user)).toHaveLength(SAVED_SEARCHES_MAX);
    for (const lang of ['en', 'ar'] as const) {
      const refused = await saveSearch(t, user, { name: 'One more', category_id: CARS }, lang);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(formatMessage('saved_searches_full', lang));
      expect(refused.body.errors).toEqual({ name: [formatMessage('saved_searches_full', lang)] });
    }
  });
});

describe("changing one's saved search", () => {
  let saved: SavedSearch;
  beforeAll(async () => {
    saved = await savedSearchOf(t, owner, { name: 'To change', category_id: CARS });
  });
  const url = () => `/api/saved-searches/${String(saved.id)}`;

  it('renames it and changes its alerts, apart or together', async () => {
    const renamed = await send('PATCH', url(), owner, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: SavedSearch }>().data).toMatchObject({
      name: 'Renamed',
      alerts: 'instant',
    });
    const both = await send('PATCH', url(), owner, { name: 'Quiet', alerts: 'off' });
    expect(both.json<{ data: SavedSearch }>().data).toMatchObject({ name: 'Quiet', alerts: 'off' });
    const [row] = await t.database.db
      .select({ name: savedSearches.name, alerts: savedSearches.alerts })
      .from(savedSearches)
      .where(eq(savedSearches.id, saved.id));
    expect(row).toEqual({ name: 'Quiet', alerts: 'off' });
  });

  it('refuses a change of nothing, or to an alert that does not exist', async () => {
    expect((await send('PATCH', url(), owner, {})).statusCode).toBe(422);
    expect((await send('PATCH', url(), owner, { alerts: 'hourly' })).statusCode).toBe(422);
  });

  it("answers 404 to another user, for each change, and changes nothing of the owner's", async () => {
    const before = await savedSearchesOf(t, owner);
    expect((await send('PATCH', url(), other, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await send('POST', `${url()}/seen`, other)).statusCode).toBe(404);
    expect((await send('DELETE', url(), other)).statusCode).toBe(404);
    expect(await savedSearchesOf(t, owner)).toEqual(before);
    expect((await send('DELETE', '/api/saved-searches/2000000000', owner)).statusCode).toBe(404);
  });

  it('deletes it', async () => {
    const deleted = await send('DELETE', url(), owner);
    expect(deleted.statusCode).toBe(204);
    expect((await savedSearchesOf(t, owner)).map((s) => s.id)).not.toContain(saved.id);
    expect((await send('DELETE', url(), owner)).statusCode).toBe(404);
  });
});

it('is never kept by a cache', async () => {
  const listed = await t.app.inject({ url: '/api/saved-searches', headers: owner.headers });
  expect(listed.headers['cache-control']).toBe('no-store');
});
