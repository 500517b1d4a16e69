import { CATEGORY_IDS } from '@souq/contracts';
import { asc, eq, isNull } from 'drizzle-orm';
import { ads, categories } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';
import { blocks } from '../helpers/pictures.ts';

const unique = () => String(Math.random()).slice(2, 10);

export const categoryPayload = (parentId: number | null = null) => ({
  name_en: `Phones ${unique()}`,
  name_ar: 'هواتف محمولة',
  slug: `phones-${unique()}`,
  parent_id: parentId,
});

/** A category of its own (a sub-category of `parentId` when given), without ads or filters. */
export async function newCategory(t: TestContext, parentId: number | null = null) {
  const [row] = await t.database.db
    .insert(categories)
    .values({
      parentId,
      slug: `test-${unique()}`,
      nameEn: `Test ${unique()}`,
      nameAr: 'قسم تجريبي',
      icon: '/media/icons/services.webp',
      position: 1000,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

/** A live ad in a category (its top level `categoryId`, its sub-category if any). */
export async function newAdIn(
  t: TestContext,
  userId: number,
  categoryId: number,
  subCategoryId: number | null = null,
  status: 'active' | 'sold' | 'deleted' = 'active',
): Promise<number> {
  const [row] = await t.database.db
    .insert(ads)
    .values({
      categoryId,
      subCategoryId,
      userId,
      titleEn: `Category test phone ${unique()}`,
      titleAr: 'هاتف لاختبار الأقسام',
      price: 100,
      status,
    })
    .returning({ id: ads.id });
  if (!row) throw new Error('ad not inserted');
  return row.id;
}

export async function topLevelOrder(t: TestContext): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => row.id);
}

export async function categoryRow(t: TestContext, id: number) {
  const [row] = await t.database.db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** A picture the pipeline takes (a PNG of 400 × 300). */
export const picture = () => blocks(7, 400, 300).png().toBuffer();

type CategoryRule = {
  role: 'admin';
  sample: () => Promise<{ url: string; payload?: object; headers?: Record<string, string> }>;
};

/** The authorization matrix's rules for `/api/admin/categories` (every route admin only). */
export function categoryRules(t: TestContext): Record<string, CategoryRule> {
  const admin = (sample: CategoryRule['sample']): CategoryRule => ({ role: 'admin', sample });
  return {
    'GET /api/admin/categories': admin(async () => ({ url: '/api/admin/categories' })),
    'POST /api/admin/categories': admin(async () => ({
      url: '/api/admin/categories',
      payload: categoryPayload(),
    })),
    'PUT /api/admin/categories/order': admin(async () => ({
      url: '/api/admin/categories/order',
      payload: { parent_id: null, ids: await topLevelOrder(t) },
    })),
    'PUT /api/admin/categories/{id}': admin(async () => ({
      url: `/api/admin/categories/${String(await newCategory(t))}`,
      payload: { name_en: 'Renamed', name_ar: 'اسم جديد' },
    })),
    'PUT /api/admin/categories/{id}/parent': admin(async () => ({
      url: `/api/admin/categories/${String(await newCategory(t))}/parent`,
      payload: { parent_id: CATEGORY_IDS.bikes },
    })),
    'PUT /api/admin/categories/{id}/hidden': admin(async () => ({
      url: `/api/admin/categories/${String(await newCategory(t))}/hidden`,
      payload: { hidden: true },
    })),
    'PUT /api/admin/categories/{id}/picture': admin(async () => ({
      url: `/api/admin/categories/${String(await newCategory(t))}/picture`,
      payload: await picture(),
      headers: { 'content-type': 'image/png' },
    })),
    'DELETE /api/admin/categories/{id}': admin(async () => ({
      url: `/api/admin/categories/${String(await newCategory(t))}`,
    })),
    'POST /api/admin/categories/{id}/move-ads': admin(async () => ({
      url: `/api/admin/categories/${String(await newCategory(t))}/move-ads`,
      payload: { target_id: CATEGORY_IDS.bikes },
    })),
  };
}
