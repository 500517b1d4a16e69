import { envelope, ratingBody, ratingData } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { entityTopic } from './entities.repository.ts';
import { saveRating } from './ratings.repository.ts';

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ratings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['engagement'],
        summary:
          'Rates an ad (or a store or user) from 0 to 5 in half steps; rating again replaces it',
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
      if (!data) throw notFound();
      app.contentChanges.emit(entityTopic(entity_type));
      return { data, message: apiMessage('rating_saved', request.lang) };
    },
  );
};
