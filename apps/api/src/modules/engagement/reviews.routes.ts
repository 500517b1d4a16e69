import {
  createReviewBody,
  entityTypeSchema,
  type EntityType,
  envelope,
  review,
  reviewIdParams,
  reviewsParams,
  updateReviewBody,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { servePublicRead } from '../../plugins/public-reads.ts';
import { HttpError, notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { notifyLater } from '../notifications/notification-tasks.ts';
import { entityExists } from './entities.repository.ts';
import { reviewChanges } from './entity-changes.ts';
import { ownEntityError } from './own-entity.ts';
import {
  deleteOwnReview,
  insertReview,
  listReviews,
  reviewExists,
  updateOwnReview,
} from './reviews.repository.ts';

export type ReviewsOptions = {
  writesLimit: { max: number; windowMs: number };
};

/** Spec 7: the entity type comes in the `Entity-Type` header. Other headers pass through. */
const reviewsHeaders = z.looseObject({ 'entity-type': entityTypeSchema.default('ad') });

/** A review the user could not change: someone else's (403) or none at all (404). */
async function refusal(db: Database, id: number): Promise<HttpError> {
  return (await reviewExists(db, id)) ? new HttpError(403, 'forbidden') : notFound();
}

export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsOptions> = async (app, opts) => {
  // Per user, as the auth limits (app.limits): counted before any query.
  const writes = app.limits.window(
    'review-writes',
    opts.writesLimit.max,
    opts.writesLimit.windowMs,
  );
  const countWrite = async (request: FastifyRequest) => {
    if (!(await writes.hit(String(currentUser(request).id)))) {
      throw new HttpError(429, 'reviews_too_fast');
    }
  };

  // Every ad page asks for its reviews (the page's structured data and the web app): kept a
  // while, dropped by a review or rating of what they are about (entity-changes.ts), or a change
  // of any ad or seller (a reviewer's name).
  const reviewsOf = app.answerCache.define(
    {
      ttl: 30,
      topics: ['ads', 'sellers'],
      tags: ({ type, id }) => reviewChanges(type, id),
    },
    async ({ type, id }: { type: EntityType; id: number }) =>
      (await entityExists(app.db, type, id)) ? listReviews(app.db, type, id) : undefined,
  );

  servePublicRead(app, {
    url: '/reviews/:entityId',
    schema: {
      tags: ['engagement'],
      summary: 'Reviews of an ad (or the store or user named by Entity-Type), newest first',
      params: reviewsParams,
      headers: reviewsHeaders,
      response: { 200: envelope(z.array(review)) },
    },
    read: async ({ params, headers }) => {
      const data = await reviewsOf({ type: headers['entity-type'], id: params.entityId });
      if (!data) throw notFound();
      return { data };
    },
  });

  app.post(
    '/reviews',
    {
      onRequest: requireUser,
      schema: {
        tags: ['engagement'],
        summary:
          'Adds a review: one per user and entity (409 for a second), never of your own, a few a minute',
        body: createReviewBody,
        response: { 201: envelope(review) },
      },
    },
    async (request, reply) => {
      await countWrite(request);
      const { entity_type, entity_id, review: text } = request.body;
      const data = await insertReview(app.db, {
        type: entity_type,
        entityId: entity_id,
        raterId: currentUser(request).id,
        review: text,
      });
      if (data === 'not_found') throw notFound();
      if (data === 'own') throw ownEntityError(entity_type);
      if (data === 'exists') throw new HttpError(409, 'review_exists');
      app.contentChanges.emit(...reviewChanges(entity_type, entity_id));
      if (entity_type !== 'user') {
        await notifyLater(app, 'notifications.review', { reviewId: data.id });
      }
      return reply.code(201).send({ data, message: apiMessage('review_added', request.lang) });
    },
  );

  app.put(
    '/reviews/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['engagement'],
        summary: 'Edits the text of your own review',
        params: reviewIdParams,
        body: updateReviewBody,
        response: { 200: envelope(review) },
      },
    },
    async (request) => {
      await countWrite(request);
      const { id } = request.params;
      const updated = await updateOwnReview(
        app.db,
        id,
        currentUser(request).id,
        request.body.review,
      );
      if (!updated) throw await refusal(app.db, id);
      const { entityType, entityId } = updated.entity;
      app.contentChanges.emit(...reviewChanges(entityType, entityId));
      return { data: updated.review, message: apiMessage('review_updated', request.lang) };
    },
  );

  app.delete(
    '/reviews/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['engagement'],
        summary: 'Deletes your own review',
        params: reviewIdParams,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await deleteOwnReview(app.db, id, currentUser(request).id);
      if (!deleted) throw await refusal(app.db, id);
      app.contentChanges.emit(...reviewChanges(deleted.entityType, deleted.entityId));
      return { data: { id }, message: apiMessage('review_deleted', request.lang) };
    },
  );
};
