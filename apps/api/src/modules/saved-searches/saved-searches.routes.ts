import {
  envelope,
  idParam,
  savedSearch,
  savedSearchBody,
  savedSearchChange,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { FieldError, notFound } from '../../shared/errors.ts';
import { matchAd, sendDigests, type AlertDeps } from './search-alerts.ts';
import {
  changeSavedSearch,
  deleteSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
} from './saved-searches.repository.ts';
import { DIGEST_TASK, MATCH_AD_TASK, type MatchAdData } from './saved-search-tasks.ts';
import { storedSearch } from './stored-search.ts';

const savedSearchParams = z.object({ id: idParam });

/** The digest goes out each morning (UTC); running it more often tells nothing twice. */
const DIGEST_CRON = '0 7 * * *';

/**
 * Saved searches (issue 48): a user's searches with their new matches, and the queue's tasks
 * that match new ads against everyone's and send the daily digest. Every route needs a session;
 * another user's search is a 404.
 */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  opts,
) => {
  const deps: AlertDeps = { db: app.db, notifier: app.notifier, now: opts.now };
  app.queue.define<MatchAdData>({
    name: MATCH_AD_TASK,
    handler: ({ adId }) => matchAd(deps, adId),
  });
  app.queue.define({ name: DIGEST_TASK, handler: () => sendDigests(deps), cron: DIGEST_CRON });

  app.get(
    '/saved-searches',
    {
      onRequest: requireUser,
      schema: {
        tags: ['saved-searches'],
        summary: "The user's saved searches, newest first, each with its live ads new since seen",
        response: { 200: envelope(z.array(savedSearch)) },
      },
    },
    async (request) => ({ data: await listSavedSearches(app.db, currentUser(request).id) }),
  );

  app.post(
    '/saved-searches',
    {
      onRequest: requireUser,
      schema: {
        tags: ['saved-searches'],
        summary:
          "Saves a category page's or the search page's search (checked as `GET /ads` checks it), at most 50 a user",
        body: savedSearchBody,
        response: { 201: envelope(savedSearch) },
      },
    },
    async (request, reply) => {
      const { name, alerts, ...query } = request.body;
      const search = await storedSearch(app.adReads, query, request.lang);
      const data = await insertSavedSearch(app.db, currentUser(request).id, {
        name,
        alerts,
        search,
      });
      if (data === 'full') throw new FieldError({ name: 'saved_searches_full' });
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['saved-searches'],
        summary: 'Renames a saved search, or changes how its owner hears of new matches',
        params: savedSearchParams,
        body: savedSearchChange,
        response: { 200: envelope(savedSearch) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await changeSavedSearch(app.db, currentUser(request).id, id, request.body);
      if (!data) throw notFound();
      return { data };
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['saved-searches'],
        summary: 'Deletes a saved search',
        params: savedSearchParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await deleteSavedSearch(app.db, currentUser(request).id, request.params.id))) {
        throw notFound();
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/saved-searches/:id/seen',
    {
      onRequest: requireUser,
      schema: {
        tags: ['saved-searches'],
        summary: "The owner looked at the search's ads: none of them is new any more",
        params: savedSearchParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await markSavedSearchSeen(app.db, currentUser(request).id, request.params.id))) {
        throw notFound();
      }
      return reply.code(204).send(null);
    },
  );
};
