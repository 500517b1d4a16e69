import { ad, envelope, paginated, searchQuery } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAds } from './ads.service.ts';
import { viewerOf } from './viewer.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['ads'],
        summary:
          'Ads whose title or description matches `q` (whole or partial words, Arabic or English), best first',
        querystring: searchQuery,
        response: { 200: envelope(paginated(ad)) },
      },
    },
    async (request) => ({ data: await searchAds(app.db, request.query, viewerOf(request)) }),
  );
};
