import { categoriesQuery, category, envelope } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../shared/errors.ts';
import { categoryExists, listSubCategories, listTopCategories } from './categories.repository.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Top-level categories, or the sub-categories of `categoryId`',
        querystring: categoriesQuery,
        response: { 200: envelope(z.array(category)) },
      },
    },
    async (request) => {
      const { categoryId } = request.query;
      if (categoryId === undefined) return { data: await listTopCategories(app.db, request.lang) };
      if (!(await categoryExists(app.db, categoryId))) throw notFound();
      return { data: await listSubCategories(app.db, request.lang, categoryId) };
    },
  );
};
