import type { FastifyPluginAsync } from 'fastify';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { countriesRoutes } from './modules/countries/countries.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { apiMessage } from './shared/messages.ts';

/** Every JSON endpoint, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(categoriesRoutes);
  await app.register(bannersRoutes);
  await app.register(countriesRoutes);
  await app.register(tagsRoutes);

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: apiMessage('route_not_found', request.lang) }),
  );
};
