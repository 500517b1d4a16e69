import {
  categoryHiddenBody,
  categoryNamesBody,
  categoryOrderBody,
  categoryParentBody,
  consoleCategoryTree,
  envelope,
  idParam,
  messageBody,
  moveCategoryAdsBody,
  movedCategoryAds,
  newCategoryBody,
  savedCategory,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { FieldError } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { acceptPictureBodies, PICTURE_BODY_LIMIT } from '../../shared/pictures.ts';
import { guardConsoleRoutes, staffOf } from '../moderation/staff.ts';
import { listCategoryTree } from './categories.repository.ts';
import {
  createCategory,
  deleteCategory,
  moveCategory,
  moveCategoryAds,
  renameCategory,
  reorderCategories,
  setCategoryHidden,
  setCategoryIcon,
  type CategoryChange,
} from './category-changes.ts';
import { removeCategoryPicture, storeCategoryPicture } from './category-picture.ts';

const idParams = z.object({ id: idParam });
const tags = ['admin'];
const saved = envelope(savedCategory);

/**
 * The categories in the console (issue 47), under `/admin`, admins only and never cached: the tree with hidden ones and their
 * ads counted; create, rename, move, reorder, picture, hide or show, delete (none with ads or
 * filters), and move all of a category's ads elsewhere. Every change writes its audit line in its
 * transaction and announces `catalog` (and the lists it touched) once committed.
 */
export const consoleCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptPictureBodies(app);
  guardConsoleRoutes(app, 'admin');

  /**
   * Announces a committed change and answers its data with `message`. The hidden categories are
   * read again first, so that this process's lists leave out (or show again) their ads as soon
   * as the change drops them (modules/ads/hidden-categories.ts).
   */
  const announced = async <T>(change: CategoryChange<T>) => {
    await app.hiddenCategories.reload();
    app.contentChanges.emit(...new Set(change.changed));
    return change.data;
  };

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary:
          'Every category with its sub-categories, hidden ones too, in order, each with its live and total ads and its filters (admins)',
        response: { 200: envelope(z.array(consoleCategoryTree)) },
      },
    },
    async () => ({ data: await listCategoryTree(app.db) }),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary:
          'Adds a top-level category, or a sub-category of one (`parent_id`), last of its level; 422 on a slug in use (admins)',
        body: newCategoryBody,
        response: { 201: saved },
      },
    },
    async (request, reply) => {
      const data = await announced(
        await createCategory(app.db, request.body, staffOf(request).actor),
      );
      return reply.code(201).send({ data, message: apiMessage('category_saved', request.lang) });
    },
  );

  app.put(
    '/categories/order',
    {
      schema: {
        tags,
        summary:
          'Puts the top-level categories (`parent_id` null) or the sub-categories of one in the order given: every one, each once (admins)',
        body: categoryOrderBody,
        response: { 200: envelope(z.array(z.number().int())) },
      },
    },
    async (request) => {
      const data = await announced(
        await reorderCategories(app.db, request.body, staffOf(request).actor),
      );
      return { data, message: apiMessage('categories_reordered', request.lang) };
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Renames a category in both languages (admins)',
        params: idParams,
        body: categoryNamesBody,
        response: { 200: saved },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await announced(
        await renameCategory(app.db, id, request.body, staffOf(request).actor),
      );
      return { data, message: apiMessage('category_saved', request.lang) };
    },
  );

  app.put(
    '/categories/:id/parent',
    {
      schema: {
        tags,
        summary:
          'Moves a category under a top-level category, or to the top level (null), with its ads; one with sub-categories stays top-level (admins)',
        params: idParams,
        body: categoryParentBody,
        response: { 200: saved },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await announced(
        await moveCategory(app.db, id, request.body.parent_id, staffOf(request).actor),
      );
      return { data, message: apiMessage('category_saved', request.lang) };
    },
  );

  app.put(
    '/categories/:id/hidden',
    {
      schema: {
        tags,
        summary:
          'Hides a category (and so its sub-categories and their ads) from every public list, menu, search and the post form, or shows it again (admins)',
        params: idParams,
        body: categoryHiddenBody,
        response: { 200: saved },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await announced(
        await setCategoryHidden(app.db, id, request.body.hidden, staffOf(request).actor),
      );
      return { data, message: apiMessage('category_saved', request.lang) };
    },
  );

  app.put(
    '/categories/:id/picture',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Sets a category's picture: the body is the picture (JPEG, PNG, WebP or AVIF, at least 300 px a side, up to 15 MB), kept as a square WebP (admins)",
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
        params: idParams,
        response: { 200: saved },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new FieldError({ picture: 'picture_type' });
      const icon = await storeCategoryPicture(app.media, request.body);
      let change: Awaited<ReturnType<typeof setCategoryIcon>>;
      try {
        change = await setCategoryIcon(app.db, request.params.id, icon, staffOf(request).actor);
      } catch (error) {
        await removeCategoryPicture(app.media, icon);
        throw error;
      }
      await removeCategoryPicture(app.media, change.before.icon);
      return {
        data: await announced(change),
        message: apiMessage('category_picture_saved', request.lang),
      };
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a category and its sub-categories; 409 while any of them holds an ad (in any state) or filters: hide it instead (admins)',
        params: idParams,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await announced(await deleteCategory(app.db, request.params.id, staffOf(request).actor));
      return { message: apiMessage('category_removed', request.lang) };
    },
  );

  app.post(
    '/categories/:id/move-ads',
    {
      schema: {
        tags,
        summary:
          "Moves every ad of a category (a top level's with its sub-categories') to another top-level or sub-category, in one transaction (admins)",
        params: idParams,
        body: moveCategoryAdsBody,
        response: { 200: envelope(movedCategoryAds) },
      },
    },
    async (request) => {
      const data = await announced(
        await moveCategoryAds(
          app.db,
          request.params.id,
          request.body.target_id,
          staffOf(request).actor,
        ),
      );
      return {
        data,
        message: apiMessage('category_ads_moved', request.lang, { moved: String(data.moved) }),
      };
    },
  );
};
