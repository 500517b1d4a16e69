import { CATEGORY_IDS } from '@souq/contracts';
import { asc, eq } from 'drizzle-orm';
import { filterDefinitions } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';
import { extras, filtersUrl, filterUrl } from './filters-client.ts';

const BIKES = CATEGORY_IDS.bikes;

/** A multiselect of the bikes of its own, which no ad answers. */
export async function newFilter(t: TestContext): Promise<number> {
  const [row] = await t.database.db
    .insert(filterDefinitions)
    .values({
      categoryId: BIKES,
      nameEn: 'Matrix filter',
      nameAr: 'فلتر المصفوفة',
      type: 'multiselect',
      values: [
        { en: 'All', ar: 'الكل' },
        { en: 'One', ar: 'واحد' },
        { en: 'Two', ar: 'اثنان' },
      ],
      position: 1000,
    })
    .returning({ id: filterDefinitions.id });
  if (!row) throw new Error('filter not inserted');
  return row.id;
}

async function bikeFilterOrder(t: TestContext): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: filterDefinitions.id })
    .from(filterDefinitions)
    .where(eq(filterDefinitions.categoryId, BIKES))
    .orderBy(asc(filterDefinitions.position), asc(filterDefinitions.id));
  return rows.map((row) => row.id);
}

type FilterRule = { role: 'admin'; sample: () => Promise<{ url: string; payload?: object }> };

/** The authorization matrix's rules of the filters' routes (admins only). */
export function filterRules(t: TestContext): Record<string, FilterRule> {
  const admin = (sample: FilterRule['sample']): FilterRule => ({ role: 'admin', sample });
  const base = '/api/admin/categories/{id}/filters';
  return {
    [`GET ${base}`]: admin(async () => ({ url: filtersUrl(BIKES) })),
    [`POST ${base}`]: admin(async () => ({ url: filtersUrl(BIKES), payload: extras() })),
    [`PUT ${base}/order`]: admin(async () => ({
      url: `${filtersUrl(BIKES)}/order`,
      payload: { ids: await bikeFilterOrder(t) },
    })),
    [`PUT ${base}/{filterId}`]: admin(async () => ({
      url: filterUrl(BIKES, await newFilter(t)),
      payload: extras(),
    })),
    [`DELETE ${base}/{filterId}`]: admin(async () => ({
      url: filterUrl(BIKES, await newFilter(t)),
    })),
    [`POST ${base}/{filterId}/options/remove`]: admin(async () => ({
      url: `${filterUrl(BIKES, await newFilter(t))}/options/remove`,
      payload: { option: 'Two' },
    })),
  };
}
