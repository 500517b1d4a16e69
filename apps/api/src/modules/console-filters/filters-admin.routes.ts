import {
  consoleCategoryFilters,
  consoleFilter,
  consoleFilterBody,
  envelope,
  filterOptionRemoveBody,
  filterOrderBody,
  filterRemoveQuery,
  idParam,
  messageBody,
} from '@souq/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { listedTag } from '../../shared/content-changes.ts';
import { apiMessage } from '../../shared/messages.ts';
import { adChanges } from '../ads/ad-changes.ts';
import { guardConsoleRoutes, staffOf } from '../moderation/staff.ts';
import {
  createFilter,
  listCategoryFilters,
  removeFilter,
  removeOption,
  reorderFilters,
  updateFilter,
  type FilterWrite,
} from './console-filters.repository.ts';
import { subCategoryIds } from './sub-categories.ts';

const categoryParams = z.object({ id: idParam });
const filterParams = z.object({ id: idParam, filterId: idParam });

/**
 * Tells every process (after the commit): the catalogue (the filters' own reads, the post
 * form's attributes, every answer that shows them) and the lists of the category and its
 * sub-categories; the ads whose answers were rewritten, each as its pages show it.
 */
async function announce(app: FastifyInstance, write: FilterWrite<unknown>): Promise<void> {
  const lists = (await subCategoryIds(app.db, write.categoryId)).map(listedTag);
  app.contentChanges.emit(
    'catalog',
    listedTag(write.categoryId),
    ...lists,
    ...(await adChanges(app.db, write.adIds)),
  );
}

/** The filters of a category (issue 47), admins only; no answer is kept by any cache. */
export const filtersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardConsoleRoutes(app, 'admin');
  app.get(
    '/categories/:id/filters',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A category's filters in order (a sub-category's are its main category's), with how many ads answer each option (admins)",
        params: categoryParams,
        response: { 200: envelope(consoleCategoryFilters) },
      },
    },
    async (request) => ({ data: await listCategoryFilters(app.db, request.params.id) }),
  );

  app.post(
    '/categories/:id/filters',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a filter, last, to a main category (admins)',
        params: categoryParams,
        body: consoleFilterBody,
        response: { 201: envelope(consoleFilter) },
      },
    },
    async (request, reply) => {
      const write = await createFilter(
        app.db,
        request.params.id,
        request.body,
        staffOf(request).actor,
      );
      await announce(app, write);
      return reply
        .code(201)
        .send({ data: write.data, message: apiMessage('filter_created', request.lang) });
    },
  );

  app.put(
    '/categories/:id/filters/order',
    {
      schema: {
        tags: ['admin'],
        summary: "Puts a main category's filters in a new order: each of them once (admins)",
        params: categoryParams,
        body: filterOrderBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const write = await reorderFilters(
        app.db,
        request.params.id,
        request.body.ids,
        staffOf(request).actor,
      );
      await announce(app, write);
      return { message: apiMessage('filters_reordered', request.lang) };
    },
  );

  app.put(
    '/categories/:id/filters/:filterId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Edits a filter: its labels, options and whether sellers must answer it. A renamed option's answers follow it; an option in use cannot be left out (409: merge it) (admins)",
        params: filterParams,
        body: consoleFilterBody,
        response: { 200: envelope(consoleFilter) },
      },
    },
    async (request) => {
      const { id, filterId } = request.params;
      const write = await updateFilter(
        app.db,
        { categoryId: id, filterId },
        request.body,
        staffOf(request).actor,
      );
      await announce(app, write);
      return { data: write.data, message: apiMessage('filter_saved', request.lang) };
    },
  );

  app.delete(
    '/categories/:id/filters/:filterId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Deletes a filter; when ads answer it, only with `confirm=true` (409 says how many): their answers stay on their pages (admins)',
        params: filterParams,
        querystring: filterRemoveQuery,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const { id, filterId } = request.params;
      const write = await removeFilter(
        app.db,
        { categoryId: id, filterId },
        request.query.confirm === 'true',
        staffOf(request).actor,
      );
      await announce(app, write);
      return { message: apiMessage('filter_removed', request.lang) };
    },
  );

  app.post(
    '/categories/:id/filters/:filterId/options/remove',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Removes an option; one in use is refused (409, with how many ads use it) unless merged into another option, which moves those ads' answers (admins)",
        params: filterParams,
        body: filterOptionRemoveBody,
        response: { 200: envelope(consoleFilter) },
      },
    },
    async (request) => {
      const { id, filterId } = request.params;
      const write = await removeOption(
        app.db,
        { categoryId: id, filterId },
        request.body,
        staffOf(request).actor,
      );
      await announce(app, write);
      const message =
        write.into === null
          ? apiMessage('filter_option_removed', request.lang)
          : apiMessage('filter_option_merged', request.lang, {
              ads: String(write.moved),
              into: write.into,
            });
      return { data: write.data, message };
    },
  );
};
