import {
  CATEGORY_IDS,
  otherLanguage,
  type Lang,
  type PostingAttribute,
  type PostingCategory,
  type PostingOptions,
} from '@souq/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, cities, countries, stores } from '../../db/schema/index.ts';
import type { FilterOption } from '../../db/schema/catalog.ts';
import { localized } from '../../shared/localized.ts';
import { listFilterDefinitions, type FilterDefinitionRow } from '../ads/filters.repository.ts';

/**
 * The categories an ad can be posted in, with their sub-categories, named in both languages.
 * Jobs are job offers, not ads: they are posted by employers elsewhere. Hidden categories
 * (issue 47) are left out, and the sub-categories of a hidden one with it.
 */
export async function listPostingCategories(db: Database, lang: Lang): Promise<PostingCategory[]> {
  const other = otherLanguage(lang);
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: localized(lang, categories.nameEn, categories.nameAr),
      otherName: localized(other, categories.nameEn, categories.nameAr),
      icon: categories.icon,
    })
    .from(categories)
    .where(and(ne(categories.id, CATEGORY_IDS.jobs), eq(categories.hidden, false)))
    .orderBy(asc(categories.position), asc(categories.id));
  const top = rows.filter((row) => row.parentId === null);
  return top.map((row) => ({
    id: row.id,
    name: row.name,
    other_name: row.otherName,
    icon: row.icon,
    children: rows
      .filter((child) => child.parentId === row.id)
      .map((child) => ({ id: child.id, name: child.name, other_name: child.otherName })),
  }));
}

/** The cities by country, each list in the order the admins set (issue 47). */
export async function listPostingCities(
  db: Database,
  lang: Lang,
): Promise<PostingOptions['cities']> {
  return db
    .select({ id: cities.id, name: localized(lang, cities.nameEn, cities.nameAr) })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .orderBy(asc(countries.position), asc(countries.id), asc(cities.position), asc(cities.id));
}

export async function listOwnStores(
  db: Database,
  userId: number,
): Promise<PostingOptions['stores']> {
  return db
    .select({ id: stores.id, name: stores.storeName })
    .from(stores)
    .where(eq(stores.ownerId, userId))
    .orderBy(asc(stores.id));
}

/** A filter definition as posting reads it: both languages of its name and options. */
export type DefinitionRow = FilterDefinitionRow;

/** The filter definitions of a top-level category, in their order (the filters' own read). */
export const loadDefinitions = listFilterDefinitions;

/** The option meaning 'all', which choice filters start with and sellers never pick. */
const ALL_OPTION = 'All';

/** The choices of a definition, without 'all'. */
export function choicesOf(row: DefinitionRow): FilterOption[] {
  return (row.values as (FilterOption | number)[]).filter(
    (value): value is FilterOption => typeof value === 'object' && value.en !== ALL_OPTION,
  );
}

/**
 * The attributes a seller answers: every definition but the price range (the ad's price answers
 * it). Choices are valued by their English label, which the filters match.
 */
export function toPostingAttributes(rows: DefinitionRow[], lang: Lang): PostingAttribute[] {
  return rows
    .filter((row) => !row.isPrice)
    .map((row) => {
      const range = row.type === 'range' ? (row.values as number[]) : [];
      return {
        id: row.id,
        name: localized(lang, row.nameEn, row.nameAr),
        type: row.type,
        required: row.required,
        options: choicesOf(row).map((option) => ({
          value: option.en,
          label: localized(lang, option.en, option.ar),
        })),
        min: range.length === 2 ? (range[0] ?? null) : null,
        max: range.at(-1) ?? null,
      };
    });
}
