import {
  categoriesQuery,
  category,
  categoryDetail,
  categoryIdParams,
  envelope,
  type Lang,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { servePublicRead } from '../../plugins/public-reads.ts';
import { notFound } from '../../shared/errors.ts';
import {
  categoryExists,
  findCategory,
  listSubCategories,
  listTopCategories,
} from './categories.repository.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The top level, or the children of a category (undefined when it does not exist). */
  const listing = app.answerCache.define(
    { ttl: 30, topics: ['catalog'] },
    async ({ categoryId, lang }: { categoryId: number | undefined; lang: Lang }) => {
      if (categoryId === undefined) return listTopCategories(app.db, lang);
      if (!(await categoryExists(app.db, categoryId))) return undefined;
      return listSubCategories(app.db, lang, categoryId);
    },
  );

  servePublicRead(app, {
    url: '/categories',
    schema: {
      tags: ['catalog'],
      summary: 'Top-level categories, or the sub-categories of `categoryId`',
      querystring: categoriesQuery,
      response: { 200: envelope(z.array(category)) },
    },
    read: async ({ query, lang }) => {
      const data = await listing({ categoryId: query.categoryId, lang });
      if (!data) throw notFound();
      return { data };
    },
  });

  const detail = app.answerCache.define(
    { ttl: 30, topics: ['catalog'] },
    ({ id, lang }: { id: number; lang: Lang }) => findCategory(app.db, lang, id),
  );

  servePublicRead(app, {
    url: '/categories/:id',
    schema: {
      tags: ['catalog'],
      summary: 'A category by its id, and the category it belongs to (its page names both)',
      params: categoryIdParams,
      response: { 200: envelope(categoryDetail) },
    },
    read: async ({ params, lang }) => {
      const data = await detail({ id: params.id, lang });
      if (!data) throw notFound();
      return { data };
    },
  });
};
