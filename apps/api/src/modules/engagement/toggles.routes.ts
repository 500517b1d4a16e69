import { adIdBody, envelope, favoriteToggleData, likeToggleData } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { adTag, countsTag } from '../../shared/content-changes.ts';
import { notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { toggleFavorite } from './favorites.repository.ts';
import { toggleLike } from './likes.repository.ts';

/** Like and favourite toggles. Spec 4: clients read 'added' or 'removed' in the English message. */
export const togglesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/likes/toggle',
    {
      onRequest: requireUser,
      schema: {
        tags: ['engagement'],
        summary: "Likes the ad, or takes the like back; answers the ad's new like count",
        body: adIdBody,
        response: { 200: envelope(likeToggleData) },
      },
    },
    async (request) => {
      const { ad_id } = request.body;
      const data = await toggleLike(app.db, currentUser(request).id, ad_id);
      if (!data) throw notFound();
      // Its page shows the count, its card carries it (no page shows it there).
      app.contentChanges.emit(adTag(ad_id), countsTag(ad_id));
      return {
        data,
        message: apiMessage(data.is_liked ? 'like_added' : 'like_removed', request.lang),
      };
    },
  );

  app.post(
    '/favorites/toggle',
    {
      onRequest: requireUser,
      schema: {
        tags: ['engagement'],
        summary: 'Adds the ad to the favourites, or removes it',
        body: adIdBody,
        response: { 200: envelope(favoriteToggleData) },
      },
    },
    async (request) => {
      const data = await toggleFavorite(app.db, currentUser(request).id, request.body.ad_id);
      if (!data) throw notFound();
      // No change to announce: only its user sees a favourite (added to the shared answers).
      const key = data.is_favorite ? 'favorite_added' : 'favorite_removed';
      return { data, message: apiMessage(key, request.lang) };
    },
  );
};
