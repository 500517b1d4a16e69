import type { FastifyPluginAsync } from 'fastify';
import { ratingsRoutes } from './ratings.routes.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { togglesRoutes } from './toggles.routes.ts';

/** Likes, favourites, reviews and ratings. */
export const engagementRoutes: FastifyPluginAsync = async (app) => {
  await app.register(togglesRoutes);
  await app.register(reviewsRoutes);
  await app.register(ratingsRoutes);
};
