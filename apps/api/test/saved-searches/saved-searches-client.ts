import {
  CATEGORY_IDS,
  type FilterDefinition,
  type Lang,
  type SavedSearch,
  type SavedSearchBody,
} from '@souq/contracts';
import { expect } from 'vitest';
import { request, type Answer, type Session } from '../engagement/fixtures.ts';
import type { TestContext } from '../helpers/app.ts';

export const CARS = CATEGORY_IDS.carsAndVehicles;

/** A filter of a category as its filter modal lists it, in `lang`, by its name there. */
export async function filterNamed(
  t: TestContext,
  categoryId: number,
  name: string,
  lang: Lang = 'en',
): Promise<FilterDefinition> {
  const res = await t.app.inject({
    url: `/api/get_filter_options?category_id=${String(categoryId)}`,
    headers: { lang },
  });
  const found = res.json<{ data: FilterDefinition[] }>().data.find((f) => f.name === name);
  if (!found) throw new Error(`no filter ${name} in category ${String(categoryId)}`);
  return found;
}

/** `POST /api/saved-searches` in `lang`. */
export function saveSearch(
  t: TestContext,
  user: Session,
  body: SavedSearchBody,
  lang: Lang = 'en',
): Promise<Answer<SavedSearch>> {
  return request<SavedSearch>(t, 'POST', '/api/saved-searches', {
    payload: body,
    headers: { ...user.headers, lang },
  });
}

/** Saves the search and answers it; fails the test unless it is saved. */
export async function savedSearchOf(
  t: TestContext,
  user: Session,
  body: SavedSearchBody,
): Promise<SavedSearch> {
  const saved = await saveSearch(t, user, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.data;
}

/** The user's saved searches, as their list gets them. */
export async function savedSearchesOf(t: TestContext, user: Session): Promise<SavedSearch[]> {
  const listed = await request<SavedSearch[]>(t, 'GET', '/api/saved-searches', {
    headers: user.headers,
  });
  expect(listed.status).toBe(200);
  return listed.body.data;
}
