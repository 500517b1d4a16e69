import { asc, eq } from 'drizzle-orm';
import { cities, countries } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';

/** Syria, whose cities are its governorates (the seed's first country). */
export const SYRIA = 1;

const unique = () => String(Math.random()).slice(2, 10);

/** A country of its own, without cities and named by nothing. */
export async function newCountry(t: TestContext): Promise<number> {
  const [row] = await t.database.db
    .insert(countries)
    .values({ nameEn: `Test ${unique()}`, nameAr: 'بلد تجريبي', dialCode: '+999', flag: 'T' })
    .returning({ id: countries.id });
  if (!row) throw new Error('country not inserted');
  return row.id;
}

/** A city of its own in `countryId`, named by nothing. */
export async function newCity(t: TestContext, countryId = SYRIA): Promise<number> {
  const [row] = await t.database.db
    .insert(cities)
    .values({ countryId, nameEn: `Town ${unique()}`, nameAr: 'بلدة تجريبية', position: 1000 })
    .returning({ id: cities.id });
  if (!row) throw new Error('city not inserted');
  return row.id;
}

export async function countryOrder(t: TestContext): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: countries.id })
    .from(countries)
    .orderBy(asc(countries.position), asc(countries.id));
  return rows.map((row) => row.id);
}

export async function cityOrder(t: TestContext, countryId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(cities.position), asc(cities.id));
  return rows.map((row) => row.id);
}

export const countryPayload = () => ({
  name_en: `Atlantis ${unique()}`,
  name_ar: 'أتلانتس',
  dial_code: '+999',
  flag: '🏳️',
  latitude: 10.5,
  longitude: -20.25,
});

export const cityPayload = (countryId = SYRIA) => ({
  country_id: countryId,
  name_en: `Qardaha ${unique()}`,
  name_ar: 'القرداحة',
  latitude: 35.45,
  longitude: 36.06,
});

type PlaceRule = { role: 'admin'; sample: () => Promise<{ url: string; payload?: object }> };

/** The authorization matrix's rules for `/api/admin/places` (every route admin only). */
export function placeRules(t: TestContext): Record<string, PlaceRule> {
  const admin = (sample: PlaceRule['sample']): PlaceRule => ({ role: 'admin', sample });
  return {
    'GET /api/admin/places': admin(async () => ({ url: '/api/admin/places' })),
    'POST /api/admin/places/countries': admin(async () => ({
      url: '/api/admin/places/countries',
      payload: countryPayload(),
    })),
    'PUT /api/admin/places/countries/order': admin(async () => ({
      url: '/api/admin/places/countries/order',
      payload: { ids: await countryOrder(t) },
    })),
    'PUT /api/admin/places/countries/{id}': admin(async () => ({
      url: `/api/admin/places/countries/${String(await newCountry(t))}`,
      payload: countryPayload(),
    })),
    'DELETE /api/admin/places/countries/{id}': admin(async () => ({
      url: `/api/admin/places/countries/${String(await newCountry(t))}`,
    })),
    'PUT /api/admin/places/countries/{id}/cities/order': admin(async () => ({
      url: `/api/admin/places/countries/${String(SYRIA)}/cities/order`,
      payload: { ids: await cityOrder(t, SYRIA) },
    })),
    'POST /api/admin/places/cities': admin(async () => ({
      url: '/api/admin/places/cities',
      payload: cityPayload(),
    })),
    'PUT /api/admin/places/cities/{id}': admin(async () => ({
      url: `/api/admin/places/cities/${String(await newCity(t))}`,
      payload: cityPayload(),
    })),
    'DELETE /api/admin/places/cities/{id}': admin(async () => ({
      url: `/api/admin/places/cities/${String(await newCity(t))}`,
    })),
  };
}
