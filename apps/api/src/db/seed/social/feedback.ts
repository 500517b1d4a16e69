import type { ratings, reviews } from '../../schema/index.ts';
import { createRng, type Rng } from '../prng.ts';
import { addDays, BASE_DATE } from '../time.ts';
import { DEMO_USER_ID, type UserRow } from '../users.ts';
import { moodFor, REVIEW_TEXTS } from './review-texts.ts';

export type ReviewRow = typeof reviews.$inferInsert & { entityId: number };
export type RatingRow = typeof ratings.$inferInsert & { entityId: number; rating: number };

/** Something people review and rate: an ad, a store or a seller. */
export type Target = {
  type: 'ad' | 'store' | 'user';
  id: number;
  ownerId: number;
  since: Date;
  /** How many random people give feedback. */
  crowd: number;
  /** People who always give feedback here (the demo accounts on each other's ads). */
  forced?: number[];
};

const RATINGS = [5, 5, 4.5, 4.5, 4, 4, 4, 3.5, 3, 2.5, 2, 1];
const DAY = 86_400_000;

function between(rng: Rng, from: Date): Date {
  const span = Math.max(0, (BASE_DATE.getTime() - from.getTime()) / DAY);
  return addDays(from, rng.next() * span);
}

/**
 * Most people both rate and review, some only rate and a few only review; about one
 * review in seven was edited later, so the client shows it as edited. The demo account is never a
 * random reviewer: it only reviews what `forced` says.
 */
export function buildFeedback(
  targets: Target[],
  users: UserRow[],
): { reviews: ReviewRow[]; ratings: RatingRow[] } {
  const rng = createRng('feedback');
  const langOf = new Map(users.map((u) => [u.id, u.lang]));
  const crowd = users.filter((u) => u.id !== DEMO_USER_ID).map((u) => u.id);
  const reviews: ReviewRow[] = [];
  const ratings: RatingRow[] = [];
  for (const target of targets) {
    const forced = target.forced ?? [];
    const pool = crowd.filter((id) => id !== target.ownerId && !forced.includes(id));
    const raters = [...forced, ...rng.sample(pool, target.crowd)];
    for (const raterId of raters) {
      const createdAt = between(rng, target.since);
      const rating = forced.includes(raterId) || rng.chance(0.85) ? rng.pick(RATINGS) : null;
      const base = { entityType: target.type, entityId: target.id, raterId, createdAt };
      if (rating !== null) ratings.push({ ...base, rating, updatedAt: createdAt });
      if (rating !== null && !forced.includes(raterId) && rng.chance(0.25)) continue;
      const texts = REVIEW_TEXTS[langOf.get(raterId) ?? 'en'][moodFor(rating)];
      const edited = rng.chance(0.15) ? addDays(createdAt, rng.int(1, 48) / 24) : createdAt;
      reviews.push({ ...base, review: rng.pick(texts), updatedAt: edited });
    }
  }
  return { reviews, ratings };
}
