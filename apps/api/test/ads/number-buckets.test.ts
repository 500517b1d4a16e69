import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { bucketsCovering, NUMBER_BUCKET_LEVELS } from '../../src/modules/ads/number-buckets.ts';

const FILTER = 7;

/** The buckets migration 0031 keeps a number in, written as the database writes them. */
const bucketsOf = (value: number) =>
  Array.from(
    { length: NUMBER_BUCKET_LEVELS },
    (_, level) => `${String(FILTER)}#${String(level)}:${String(Math.floor(value / 10 ** level))}`,
  );

const covered = (cover: readonly string[], value: number) =>
  bucketsOf(value).some((bucket) => cover.includes(bucket));

/** A seeded generator, so that a failure names ranges that fail again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('range filters as buckets (docs/decisions/0114-range-filters-by-buckets.md)', () => {
  it('covers every number of a range and none a whole unit away from it', () => {
    const next = random(46);
    for (let round = 0; round < 400; round += 1) {
      const scale = 10 ** Math.floor(next() * 10);
      const min = Math.round((next() - 0.3) * scale * 100) / 100;
      const max = min + Math.round(next() * scale * 100) / 100;
      const cover = bucketsCovering(FILTER, min, max);
      if (cover === null) continue;
      const what = `[${String(min)}, ${String(max)}]`;
      for (const value of [min, max, (min + max) / 2, min + (max - min) * next()]) {
        expect(covered(cover, value), `${String(value)} in ${what}`).toBe(true);
      }
      expect(covered(cover, Math.floor(min) - 1), `below ${what}`).toBe(false);
      expect(covered(cover, Math.floor(max) + 1), `above ${what}`).toBe(false);
    }
  });

  it('writes a narrow range as a few buckets, and leaves the broadest to the tests', () => {
    expect(bucketsCovering(FILTER, 1997, 1999)).toEqual(['7#0:1997', '7#0:1998', '7#0:1999']);
    expect(bucketsCovering(FILTER, 45_000_000, 47_500_000)).toEqual([
      '7#0:47500000',
      '7#5:474',
      '7#5:473',
      '7#5:472',
      '7#5:471',
      '7#5:470',
      '7#6:45',
      '7#6:46',
    ]);
    expect(bucketsCovering(FILTER, 0, 999_999_999)).toEqual(['7#9:0']);
    expect(bucketsCovering(FILTER, 1, 99_999_999_998)).toBeNull();
    expect(bucketsCovering(FILTER, 0, 10 ** 13)).toBeNull();
    expect(bucketsCovering(FILTER, 5, 4)).toBeNull();
  });

  it('keeps each number in the buckets the ranges are written with', async () => {
    const database = await openEmbeddedDatabase({});
    try {
      await runMigrations(database);
      for (const value of [0, 7, 1999, 2026.5, -15, -0.5, 47_500_000, 999_999_999_999]) {
        const { rows } = await database.db.execute<{ buckets: string[] }>(
          sql`select ad_filter_number_buckets(jsonb_build_object(${String(FILTER)}::text, ${value}::numeric)) as buckets`,
        );
        expect(rows[0]?.buckets.toSorted(), String(value)).toEqual(bucketsOf(value).toSorted());
      }
    } finally {
      await database.close();
    }
  });
});
