import { ad, envelope, paginated, searchQuery, type Lang } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import { sendSharedAnswer } from '../../shared/shared-body.ts';
import { AD_PAGE_CACHE } from './ad-cache.ts';
import { pageForViewer, searchAds } from './ads.service.ts';
import { viewerOf } from './viewer.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.answerCache.define(
    AD_PAGE_CACHE,
    ({ query, lang }: { query: z.infer<typeof searchQuery>; lang: Lang }) =>
      searchAds(app.adReads, query, lang),
  );

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
    async (request, reply) => {
      const { lang, userId } = viewerOf(request);
      const page = await search({ query: request.query, lang });
      if (userId === null) return sendSharedAnswer(request, reply, page, () => ({ data: page }));
      return { data: await pageForViewer(app.db, page, userId) };
    },
  );
};
