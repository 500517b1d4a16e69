import { envelope, filterDefinition, filterOptionsQuery, type Lang } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { servePublicRead } from '../../plugins/public-reads.ts';
import { filterOptions } from './ads.service.ts';

export const filtersRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = app.answerCache.define(
    { ttl: 30, topics: ['catalog'] },
    ({ categoryId, lang }: { categoryId: number; lang: Lang }) =>
      filterOptions(app.adReads, categoryId, lang),
  );

  servePublicRead(app, {
    url: '/get_filter_options',
    schema: {
      tags: ['ads'],
      summary: "A category's filters (a sub-category has its parent's), in the `lang` language",
      querystring: filterOptionsQuery,
      response: { 200: envelope(z.array(filterDefinition)) },
    },
    read: async ({ query, lang }) => ({
      data: await options({ categoryId: query.category_id, lang }),
    }),
  });
};
