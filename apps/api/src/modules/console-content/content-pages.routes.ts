import {
  contentPageBody,
  contentPageSlug,
  editablePage,
  envelope,
  pageVersion,
  pageVersionDetail,
  pageVersionParams,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { JSON_BODY_LIMITS } from '../../plugins/json-body.ts';
import { pageTag } from '../../shared/content-changes.ts';
import { notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { guardConsoleRoutes, staffOf } from '../moderation/staff.ts';
import {
  findEditablePage,
  findPageVersion,
  listPageVersions,
  restorePageVersion,
  saveEditablePage,
} from './content-pages.repository.ts';

const slugParams = z.object({ slug: contentPageSlug });
const tags = ['admin'];

/**
 * `/admin/content` (issue 47, admins): the about, legal, help and safety pages and the safety
 * tips box, in both languages. Every save is a version; an earlier one can be put back. Each
 * write announces the page's tag, so that its kept answers and pages drop on every process.
 */
export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  guardConsoleRoutes(app, 'admin');

  app.get(
    '/content/:slug',
    {
      schema: {
        tags,
        summary: 'A content page in both languages, with its newest version number, to edit',
        params: slugParams,
        response: { 200: envelope(editablePage) },
      },
    },
    async (request) => {
      const page = await findEditablePage(app.db, request.params.slug);
      if (!page) throw notFound();
      return { data: page };
    },
  );

  app.put(
    '/content/:slug',
    {
      bodyLimit: JSON_BODY_LIMITS.maxRouteBytes,
      schema: {
        tags,
        summary:
          'Saves a content page in both languages as its newest version (bodies as the server sanitizes them); 409 when another save came since `version`',
        params: slugParams,
        body: contentPageBody,
        response: { 200: envelope(editablePage) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const data = await saveEditablePage(app.db, slug, request.body, staffOf(request).actor);
      app.contentChanges.emit(pageTag(slug));
      return { data, message: apiMessage('page_saved', request.lang) };
    },
  );

  app.get(
    '/content/:slug/versions',
    {
      schema: {
        tags,
        summary: "A content page's saved versions, newest first (without their bodies)",
        params: slugParams,
        response: { 200: envelope(z.array(pageVersion)) },
      },
    },
    async (request) => ({ data: await listPageVersions(app.db, request.params.slug) }),
  );

  app.get(
    '/content/:slug/versions/:version',
    {
      schema: {
        tags,
        summary: 'One saved version of a content page with its bodies, to preview',
        params: pageVersionParams,
        response: { 200: envelope(pageVersionDetail) },
      },
    },
    async (request) => {
      const found = await findPageVersion(app.db, request.params.slug, request.params.version);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/content/:slug/versions/:version/restore',
    {
      schema: {
        tags,
        summary: 'Puts a saved version back as the newest one (the history keeps every version)',
        params: pageVersionParams,
        response: { 200: envelope(editablePage) },
      },
    },
    async (request) => {
      const { slug, version } = request.params;
      const data = await restorePageVersion(app.db, slug, version, staffOf(request).actor);
      app.contentChanges.emit(pageTag(slug));
      return {
        data,
        message: apiMessage('page_restored', request.lang, { version: String(version) }),
      };
    },
  );
};
