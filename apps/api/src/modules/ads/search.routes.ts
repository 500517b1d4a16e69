import { ad, envelope, paginated, searchQuery, type Lang } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import { servePublicRead, SharedAnswer } from '../../plugins/public-reads.ts';
import { AD_PAGE_CACHE, listTags } from './ad-cache.ts';
import { pageForViewer, searchAds } from './ads.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.answerCache.define(
    { ...AD_PAGE_CACHE, tags: ({ query }, page) => listTags(query.category_id, page) },
    ({ query, lang }: { query: z.infer<typeof searchQuery>; lang: Lang }) =>
      searchAds(app.adReads, query, lang),
  );

  servePublicRead(app, {
    url: '/search',
    schema: {
      tags: ['ads'],
      summary:
        'Ads whose title or description matches `q` (whole or partial words, Arabic or English), best first',
      querystring: searchQuery,
      response: { 200: envelope(paginated(ad)) },
    },
    read: async ({ query, lang, userId }) => {
      const page = await search({ query, lang });
      if (userId === null) return new SharedAnswer(page);
      return { data: await pageForViewer(app.db, page, userId) };
    },
  });
};
