import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { openDatabaseBefore } from '../helpers/database-before.ts';

/**
 * Migration 0007 (issue 16) adds one review per user and entity and refuses ratings of 0. A
 * database written before it may hold both: it keeps each user's newest review, drops the zeros
 * and counts the ads' reviews and ratings again, so that the constraints can be added.
 */
let database: DatabaseHandle;

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

beforeAll(async () => {
  // As a database made before 0007 had it.
  database = await openDatabaseBefore(6);
});
afterAll(async () => {
  await database.close();
});

it('keeps the newest review per user, drops ratings of 0 and recounts the ads', async () => {
  const [category] = await rows<{ id: number }>(
    sql`insert into categories (slug, name_en, name_ar, icon) values ('m', 'M', 'م', 'i') returning id`,
  );
  const people = await rows<{ id: number }>(sql`
    insert into users (name, user_name, phone_number, password_hash) values
      ('A', 'a_0007', '+963900000701', 'x'), ('B', 'b_0007', '+963900000702', 'x'),
      ('Seller', 's_0007', '+963900000703', 'x')
    returning id`);
  const [a, b, seller] = people.map((person) => person.id);
  // What the old rules let in: three reviews by A, a rating of 0, counters that count them.
  const ads = await rows<{ id: number }>(sql`
    insert into ads (category_id, user_id, title_en, title_ar, price, reviews_count, ratings_count, average_rating)
    values (${category?.id}, ${seller}, 'X', 'س', 1, 4, 2, 2), (${category?.id}, ${seller}, 'Y', 'ص', 1, 0, 1, 0)
    returning id`);
  const [x, y] = ads.map((ad) => ad.id);
  await database.db.execute(sql`
    insert into reviews (entity_type, entity_id, rater_id, review, created_at) values
      ('ad', ${x}, ${a}, 'old', now() - interval '2 days'),
      ('ad', ${x}, ${a}, 'newest', now()),
      ('ad', ${x}, ${a}, 'older', now() - interval '1 day'),
      ('ad', ${x}, ${b}, 'only', now() - interval '3 days'),
      ('user', ${seller}, ${a}, 'first', now() - interval '1 day'),
      ('user', ${seller}, ${a}, 'second', now())`);
  await database.db.execute(sql`
    insert into ratings (entity_type, entity_id, rater_id, rating) values
      ('ad', ${x}, ${a}, 0), ('ad', ${x}, ${b}, 4), ('ad', ${y}, ${a}, 0), ('store', 1, ${b}, 0)`);

  await runMigrations(database);

  const reviews = await rows<{ entity_type: string; rater_id: number; review: string }>(
    sql`select entity_type, rater_id, review from reviews order by entity_type, rater_id`,
  );
  expect(reviews).toEqual([
    { entity_type: 'ad', rater_id: a, review: 'newest' },
    { entity_type: 'ad', rater_id: b, review: 'only' },
    { entity_type: 'user', rater_id: a, review: 'second' },
  ]);
  expect(await rows(sql`select entity_id, rating from ratings`)).toEqual([
    { entity_id: x, rating: '4.0' },
  ]);
  expect(
    await rows(sql`select id, reviews_count, ratings_count, average_rating from ads order by id`),
  ).toEqual([
    { id: x, reviews_count: 2, ratings_count: 1, average_rating: '4.00' },
    { id: y, reviews_count: 0, ratings_count: 0, average_rating: '0.00' },
  ]);

  // The new rules hold in the database itself.
  await expect(
    database.db.execute(
      sql`insert into reviews (entity_type, entity_id, rater_id, review) values ('ad', ${x}, ${b}, 'again')`,
    ),
  ).rejects.toMatchObject({ cause: { constraint: 'reviews_entityType_entityId_raterId_unique' } });
  await expect(
    database.db.execute(
      sql`insert into ratings (entity_type, entity_id, rater_id, rating) values ('ad', ${y}, ${b}, 0)`,
    ),
  ).rejects.toMatchObject({ cause: { constraint: 'rating_half_steps' } });
});
