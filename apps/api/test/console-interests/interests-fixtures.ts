import { asc, eq } from 'drizzle-orm';
import { tags, userInterests } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';

const unique = () => String(Math.random()).slice(2, 10);

/** An interest of its own, last in the order, chosen by nobody. */
export async function newInterest(t: TestContext): Promise<number> {
  const [row] = await t.database.db
    .insert(tags)
    .values({ nameEn: `Hobby ${unique()}`, nameAr: `هواية ${unique()}`, position: 1000 })
    .returning({ id: tags.id });
  if (!row) throw new Error('interest not inserted');
  t.app.contentChanges.emit('catalog'); // as a route adding it would (`/tags` is cached)
  return row.id;
}

/** The ids of every interest, in the order registration offers them. */
export async function interestOrder(t: TestContext): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: tags.id })
    .from(tags)
    .orderBy(asc(tags.position), asc(tags.id));
  return rows.map((row) => row.id);
}

/** The people who chose an interest. */
export async function choosers(t: TestContext, tagId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: userInterests.userId })
    .from(userInterests)
    .where(eq(userInterests.tagId, tagId));
  return rows.map((row) => row.id);
}

export const interestPayload = () => ({
  name_en: `Gardening ${unique()}`,
  name_ar: `البستنة ${unique()}`,
});

type InterestRule = { role: 'admin'; sample: () => Promise<{ url: string; payload?: object }> };

/** The authorization matrix's rules for `/api/admin/interests` (every route admin only). */
export function interestRules(t: TestContext): Record<string, InterestRule> {
  const admin = (sample: InterestRule['sample']): InterestRule => ({ role: 'admin', sample });
  return {
    'GET /api/admin/interests': admin(async () => ({ url: '/api/admin/interests' })),
    'POST /api/admin/interests': admin(async () => ({
      url: '/api/admin/interests',
      payload: interestPayload(),
    })),
    'PUT /api/admin/interests/order': admin(async () => ({
      url: '/api/admin/interests/order',
      payload: { ids: await interestOrder(t) },
    })),
    'PUT /api/admin/interests/{id}': admin(async () => ({
      url: `/api/admin/interests/${String(await newInterest(t))}`,
      payload: interestPayload(),
    })),
    'DELETE /api/admin/interests/{id}': admin(async () => ({
      url: `/api/admin/interests/${String(await newInterest(t))}`,
    })),
  };
}
