import {
  ad,
  adDetail,
  adIdParams,
  adPageQuery,
  adsQuery,
  envelope,
  paginated,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bracketQuery } from './bracket-query.ts';
import { listAds, mostViewedAds, similarAds, viewAd } from './ads.service.ts';
import { filtersRoutes } from './filters.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { viewerOf } from './viewer.ts';

const adPage = envelope(paginated(ad));

export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ads',
    {
      preValidation: bracketQuery,
      schema: {
        tags: ['ads'],
        summary:
          'Ads of a category (and its sub-categories), with bracket-encoded `filtersAttributes`, `q`, `sort` and paging',
        querystring: adsQuery,
        response: { 200: adPage },
      },
    },
    async (request) => ({ data: await listAds(app.db, request.query, viewerOf(request)) }),
  );

  app.get(
    '/ads/most-viewed',
    {
      schema: {
        tags: ['ads'],
        summary: 'Every ad, most viewed first',
        querystring: adPageQuery,
        response: { 200: adPage },
      },
    },
    async (request) => ({ data: await mostViewedAds(app.db, request.query, viewerOf(request)) }),
  );

  app.get(
    '/ads/:id',
    {
      schema: {
        tags: ['ads'],
        summary: 'One ad; counts a view (the answer includes it)',
        params: adIdParams,
        response: { 200: envelope(adDetail) },
      },
    },
    async (request) => ({ data: await viewAd(app.db, request.params.id, viewerOf(request)) }),
  );

  app.get(
    '/ads/:id/similar',
    {
      schema: {
        tags: ['ads'],
        summary: "Other ads of the ad's category, newest first",
        params: adIdParams,
        querystring: adPageQuery,
        response: { 200: adPage },
      },
    },
    async (request) => ({
      data: await similarAds(app.db, request.params.id, request.query, viewerOf(request)),
    }),
  );

  await app.register(searchRoutes);
  await app.register(filtersRoutes);
};
