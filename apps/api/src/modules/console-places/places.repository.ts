import type { CityBody, CountryBody, PlaceCity, PlaceCountry } from '@souq/contracts';
import { asc, count, eq, isNotNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, cities, countries, jobOffers, stores, users } from '../../db/schema/index.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';

type CityRow = typeof cities.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

/** A city as the console and its audit lines show it, without its count of ads. */
export type CityFields = Omit<PlaceCity, 'ads'>;
/** A country as the console and its audit lines show it, without its cities and count. */
export type CountryFields = Omit<PlaceCountry, 'ads' | 'cities'>;

export function cityFields(row: CityRow): CityFields {
  return {
    id: row.id,
    country_id: row.countryId,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    position: row.position,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function countryFields(row: CountryRow): CountryFields {
  return {
    id: row.id,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    dial_code: row.dialCode,
    flag: row.flag,
    position: row.position,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** How many ads name each place (any status: each one blocks a deletion). */
async function adCounts(
  db: Database,
  column: typeof ads.cityId | typeof ads.countryId,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: column, ads: count() })
    .from(ads)
    .where(isNotNull(column))
    .groupBy(column);
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.ads]])));
}

/** Every country with its cities, each list in the order the public lists show. */
export async function listPlaces(db: Database): Promise<PlaceCountry[]> {
  const [countryRows, cityRows, byCity, byCountry] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.position), asc(countries.id)),
    db.select().from(cities).orderBy(asc(cities.position), asc(cities.id)),
    adCounts(db, ads.cityId),
    adCounts(db, ads.countryId),
  ]);
  return countryRows.map((country) => ({
    ...countryFields(country),
    ads: byCountry.get(country.id) ?? 0,
    cities: cityRows
      .filter((city) => city.countryId === country.id)
      .map((city) => ({ ...cityFields(city), ads: byCity.get(city.id) ?? 0 })),
  }));
}

export async function findCountry(db: Transaction, id: number): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).for('update');
  return row;
}

export async function findCity(db: Transaction, id: number): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).for('update');
  return row;
}

function countryValues(body: CountryBody) {
  return {
    nameEn: body.name_en,
    nameAr: body.name_ar,
    dialCode: body.dial_code,
    flag: body.flag,
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

function cityValues(body: CityBody) {
  return {
    countryId: body.country_id,
    nameEn: body.name_en,
    nameAr: body.name_ar,
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

/** The position after the last of a list: a new place comes last. */
async function nextPosition(
  tx: Transaction,
  list: { countryId: number } | 'countries',
): Promise<number> {
  const [row] =
    list === 'countries'
      ? await tx.select({ last: max(countries.position) }).from(countries)
      : await tx
          .select({ last: max(cities.position) })
          .from(cities)
          .where(eq(cities.countryId, list.countryId));
  return (row?.last ?? -1) + 1;
}

export async function insertCountry(tx: Transaction, body: CountryBody): Promise<CountryRow> {
  const position = await nextPosition(tx, 'countries');
  const [row] = await tx
    .insert(countries)
    .values({ ...countryValues(body), position })
    .returning();
  if (!row) throw new Error('country not inserted');
  return row;
}

export async function updateCountry(
  tx: Transaction,
  id: number,
  body: CountryBody,
): Promise<CountryRow> {
  const [row] = await tx
    .update(countries)
    .set(countryValues(body))
    .where(eq(countries.id, id))
    .returning();
  if (!row) throw new Error('country not updated');
  return row;
}

export async function insertCity(tx: Transaction, body: CityBody): Promise<CityRow> {
  const position = await nextPosition(tx, { countryId: body.country_id });
  const [row] = await tx
    .insert(cities)
    .values({ ...cityValues(body), position })
    .returning();
  if (!row) throw new Error('city not inserted');
  return row;
}

/** Saves a city; moved to another country, it comes last there. */
export async function updateCity(tx: Transaction, before: CityRow, body: CityBody) {
  const moved = before.countryId !== body.country_id;
  const position = moved ? await nextPosition(tx, { countryId: body.country_id }) : before.position;
  const [row] = await tx
    .update(cities)
    .set({ ...cityValues(body), position })
    .where(eq(cities.id, before.id))
    .returning();
  if (!row) throw new Error('city not updated');
  return row;
}

/** What names a place, and so keeps it from being deleted. */
export type PlaceUses = { ads: number; users: number; stores: number; jobs: number };

export async function usesOf(tx: Transaction, place: 'city' | 'country', id: number) {
  const of = (table: typeof ads | typeof users | typeof stores | typeof jobOffers) =>
    tx
      .select({ n: count() })
      .from(table)
      .where(eq(place === 'city' ? table.cityId : table.countryId, id))
      .then(([row]) => row?.n ?? 0);
  // In turn: a transaction's one connection takes one statement at a time.
  return {
    ads: await of(ads),
    users: await of(users),
    stores: await of(stores),
    jobs: await of(jobOffers),
  };
}

export const isUsed = (uses: PlaceUses) => Object.values(uses).some((n) => n > 0);

export async function cityCount(tx: Transaction, countryId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cities).where(eq(cities.countryId, countryId));
  return row?.n ?? 0;
}

export async function deleteCountry(tx: Transaction, id: number): Promise<void> {
  await tx.delete(countries).where(eq(countries.id, id));
}

export async function deleteCity(tx: Transaction, id: number): Promise<void> {
  await tx.delete(cities).where(eq(cities.id, id));
}

/** The ids of a list in its order: every country, or the cities of one. */
export async function orderOf(tx: Transaction, list: { countryId: number } | 'countries') {
  const rows =
    list === 'countries'
      ? await tx
          .select({ id: countries.id })
          .from(countries)
          .orderBy(asc(countries.position), asc(countries.id))
          .for('update')
      : await tx
          .select({ id: cities.id })
          .from(cities)
          .where(eq(cities.countryId, list.countryId))
          .orderBy(asc(cities.position), asc(cities.id))
          .for('update');
  return rows.map((row) => row.id);
}

/** Numbers a list 0, 1, 2… in the order given. */
export async function writeOrder(
  tx: Transaction,
  list: { countryId: number } | 'countries',
  ids: readonly number[],
): Promise<void> {
  const table = list === 'countries' ? countries : cities;
  for (const [position, id] of ids.entries()) {
    await tx.update(table).set({ position }).where(eq(table.id, id));
  }
}
