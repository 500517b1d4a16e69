import type { EntityType, Review } from '@souq/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, ratings, reviews, users } from '../../db/schema/index.ts';
import { lockEntityOwner } from './entities.repository.ts';

const reviewColumns = {
  id: reviews.id,
  review: reviews.review,
  raterId: reviews.raterId,
  name: users.name,
  avatar: users.avatar,
  rating: ratings.rating,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

type ReviewRow = {
  id: number;
  review: string;
  raterId: number;
  name: string;
  avatar: string | null;
  rating: number | null;
  createdAt: Date;
  updatedAt: Date;
};

function toReview(row: ReviewRow): Review {
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    review: row.review,
    rater_id: row.raterId,
    user: { name: row.name, avatar: row.avatar },
    rating: row.rating,
    created_at: created,
    updated_at: row.updatedAt.toISOString(),
    date: created.slice(0, 10),
  };
}

/** Each review with its author and the author's own rating of the same thing, if any. */
function selectReviews(db: Database) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.raterId))
    .leftJoin(
      ratings,
      and(
        eq(ratings.entityType, reviews.entityType),
        eq(ratings.entityId, reviews.entityId),
        eq(ratings.raterId, reviews.raterId),
      ),
    );
}

/** The entity's reviews, newest first. */
export async function listReviews(db: Database, type: EntityType, id: number): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(and(eq(reviews.entityType, type), eq(reviews.entityId, id)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

async function findReview(db: Database, id: number): Promise<Review | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row && toReview(row);
}

export async function reviewExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
  return rows.length > 0;
}

function moveReviewsCount(tx: Database, adId: number, delta: number) {
  return tx
    .update(ads)
    .set({ reviewsCount: sql`${ads.reviewsCount} + ${delta}` })
    .where(eq(ads.id, adId));
}

/** Why a review was not added: no such entity, the rater's own, or the rater has one there. */
export type ReviewRefusal = 'not_found' | 'own' | 'exists';

/** Adds the review (and counts it on an ad), one per rater and entity, never of one's own. */
export function insertReview(
  db: Database,
  input: { type: EntityType; entityId: number; raterId: number; review: string },
): Promise<Review | ReviewRefusal> {
  return db.transaction(async (tx) => {
    const ownerId = await lockEntityOwner(tx, input.type, input.entityId);
    if (ownerId === undefined) return 'not_found';
    if (ownerId === input.raterId) return 'own';
    const [inserted] = await tx
      .insert(reviews)
      .values({
        entityType: input.type,
        entityId: input.entityId,
        raterId: input.raterId,
        review: input.review,
      })
      .onConflictDoNothing({ target: [reviews.entityType, reviews.entityId, reviews.raterId] })
      .returning({ id: reviews.id });
    if (!inserted) return 'exists';
    if (input.type === 'ad') await moveReviewsCount(tx, input.entityId, 1);
    return (await findReview(tx, inserted.id)) ?? 'not_found';
  });
}

/** What a review is about. */
export type ReviewedEntity = { entityType: EntityType; entityId: number };

const reviewedEntity = { entityType: reviews.entityType, entityId: reviews.entityId };

/**
 * Edits the text of the rater's own review: the review, and what it is about; undefined when
 * it is not theirs or does not exist.
 */
export async function updateOwnReview(
  db: Database,
  id: number,
  raterId: number,
  review: string,
): Promise<{ review: Review; entity: ReviewedEntity } | undefined> {
  const [updated] = await db
    .update(reviews)
    // Answers carry milliseconds: an edit in the same millisecond must still read as edited.
    .set({
      review,
      updatedAt: sql`greatest(now(), ${reviews.createdAt} + interval '1 millisecond')`,
    })
    .where(and(eq(reviews.id, id), eq(reviews.raterId, raterId)))
    .returning({ id: reviews.id, ...reviewedEntity });
  const found = updated && (await findReview(db, updated.id));
  return found && { review: found, entity: updated };
}

/**
 * Deletes the rater's own review (and uncounts it on an ad): what it was about; undefined when
 * it is not theirs or does not exist.
 */
export function deleteOwnReview(
  db: Database,
  id: number,
  raterId: number,
): Promise<ReviewedEntity | undefined> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.raterId, raterId)))
      .returning(reviewedEntity);
    if (deleted?.entityType === 'ad') await moveReviewsCount(tx, deleted.entityId, -1);
    return deleted;
  });
}
