import { envelope, ratingBody, ratingData } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { notifyLater } from '../notifications/notification-tasks.ts';
import { ratingChanges } from './entity-changes.ts';
import { ownEntityError } from './own-entity.ts';
import { saveRating } from './ratings.repository.ts';

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ratings',
    {
      onRequest: requireUser,
      schema: {
        tags: ['engagement'],
        summary:
          'Rates an ad (or a store or user) from 0.5 to 5 in half steps; rating again replaces it, 0 removes it; never your own',
        body: ratingBody,
        response: { 200: envelope(ratingData) },
      },
    },
    async (request) => {
      const { entity_type, entity_id, rating } = request.body;
      const data = await saveRating(app.db, {
        type: entity_type,
        entityId: entity_id,
        raterId: currentUser(request).id,
        rating,
      });
      if (data === 'not_found') throw notFound();
      if (data === 'own') throw ownEntityError(entity_type);
      app.contentChanges.emit(...ratingChanges(entity_type, entity_id));
      // The owner of a rated ad or store is told (the contracts name no user as a subject).
      if (rating !== 0 && entity_type !== 'user') {
        const rated = {
          entityType: entity_type,
          entityId: entity_id,
          raterId: currentUser(request).id,
        };
        await notifyLater(app, 'notifications.rating', rated);
      }
      const message = apiMessage(rating === 0 ? 'rating_removed' : 'rating_saved', request.lang);
      return { data, message };
    },
  );
};
