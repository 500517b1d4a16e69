import type { FastifyPluginAsync } from 'fastify';
import { ratingsRoutes } from './ratings.routes.ts';
import { reviewsRoutes, type ReviewsOptions } from './reviews.routes.ts';
import { togglesRoutes } from './toggles.routes.ts';

/** Likes, favourites, reviews and ratings. */
export const engagementRoutes: FastifyPluginAsync<{ reviews: ReviewsOptions }> = async (
  app,
  opts,
) => {
  await app.register(togglesRoutes);
  await app.register(reviewsRoutes, opts.reviews);
  await app.register(ratingsRoutes);
};
