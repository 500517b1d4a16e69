import {
  envelope,
  jobApplicationBody,
  jobApplicationData,
  jobFavoriteData,
  jobFavoriteQuery,
  jobOffer,
  jobOfferDetail,
  type JobOffer,
  jobOfferIdParams,
  jobSearchQuery,
  myJobApplication,
  paginated,
  type Lang,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { CachedOptions } from '../../shared/answer-cache.ts';
import { jobTag, type ContentTag } from '../../shared/content-changes.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { servePublicRead } from '../../plugins/public-reads.ts';
import { FieldError, HttpError, notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { readBracketQuery } from '../ads/bracket-query.ts';
import { viewerOf } from '../ads/viewer.ts';
import { applyToOffer, toggleJobFavorite } from './applications.repository.ts';
import {
  myApplications,
  offerDetail,
  offerForViewer,
  offersForViewer,
  searchOffers,
  similarToOffer,
} from './jobs.service.ts';

/** Job answers show offers and place names; expiry moves with the day. */
const JOBS_CACHE: CachedOptions = { ttl: 10, topics: ['jobs', 'catalog'] };

/** What a list of offers shows: which offers are listed, and each one's card. */
const listTags = (offers: readonly JobOffer[]): ContentTag[] => [
  'jobs:listed',
  ...offers.map((offer) => jobTag(offer.id)),
];

/** The jobs board: search, an offer, its similar offers, applying and favourites. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.answerCache.define(
    { ...JOBS_CACHE, tags: (_args, page) => listTags(page.data) },
    ({ query, lang }: { query: z.infer<typeof jobSearchQuery>; lang: Lang }) =>
      searchOffers(app.db, query, lang),
  );
  const offer = app.answerCache.define(
    { ...JOBS_CACHE, tags: ({ id }) => [jobTag(id)] },
    ({ id, lang }: { id: number; lang: Lang }) => offerDetail(app.db, id, lang),
  );
  const similar = app.answerCache.define(
    { ...JOBS_CACHE, tags: (_args, offers) => listTags(offers) },
    ({ id, lang }: { id: number; lang: Lang }) => similarToOffer(app.db, id, lang),
  );

  servePublicRead(app, {
    url: '/job-offers/search',
    queryParser: readBracketQuery,
    schema: {
      tags: ['jobs'],
      summary:
        'Job offers, newest first: `q` in titles and company names (Arabic or English), bracket-encoded `filtersAttributes` of the jobs category (work time, experience, location)',
      querystring: jobSearchQuery,
      response: { 200: envelope(paginated(jobOffer)) },
    },
    read: async ({ query, lang, userId }) => {
      const page = await search({ query, lang });
      return { data: { ...page, data: await offersForViewer(app.db, page.data, userId) } };
    },
  });

  servePublicRead(app, {
    url: '/job-offers/:id',
    schema: {
      tags: ['jobs'],
      summary: 'One job offer, with `has_applied` and `is_favorite` for the signed-in user',
      params: jobOfferIdParams,
      response: { 200: envelope(jobOfferDetail) },
    },
    read: async ({ params, lang, userId }) => {
      const data = await offer({ id: params.id, lang });
      return { data: await offerForViewer(app.db, data, userId) };
    },
  });

  app.get(
    '/job-offers/:id/similar',
    {
      schema: {
        tags: ['jobs'],
        summary: "Open offers like this one, for the job page's 'see also' sidebar",
        params: jobOfferIdParams,
        response: { 200: envelope(z.array(jobOffer)) },
      },
    },
    async (request) => {
      const { lang, userId } = viewerOf(request);
      const offers = await similar({ id: request.params.id, lang });
      return { data: await offersForViewer(app.db, offers, userId) };
    },
  );

  app.get(
    '/job-applications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary: "The signed-in user's job applications (the latest 100), the latest first",
        response: { 200: envelope(z.array(myJobApplication)) },
      },
    },
    async (request) => ({
      data: await myApplications(app.db, currentUser(request).id, request.lang),
    }),
  );

  app.post(
    '/job-applications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          'Applies to a job offer; 409 when already applied (nothing stored), 422 once its last date to apply has passed',
        body: jobApplicationBody,
        response: { 201: envelope(jobApplicationData) },
      },
    },
    async (request, reply) => {
      const offerId = request.body.job_offer_id;
      const outcome = await applyToOffer(app.db, currentUser(request).id, offerId);
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'already_applied') throw new HttpError(409, 'already_applied');
      if (outcome === 'expired') throw new FieldError({ job_offer_id: 'job_offer_expired' });
      // Nothing to announce: only its user sees an application (`offersForViewer`).
      return reply.code(201).send({
        data: { job_offer_id: offerId, has_applied: true },
        message: apiMessage('job_applied', request.lang),
      });
    },
  );

  app.post(
    '/job-offers/favorites/toggle',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary: 'Adds the job offer to the favourites, or removes it',
        querystring: jobFavoriteQuery,
        response: { 200: envelope(jobFavoriteData) },
      },
    },
    async (request) => {
      const offerId = request.query.job_offer_id;
      const isFavorite = await toggleJobFavorite(app.db, currentUser(request).id, offerId);
      if (isFavorite === undefined) throw notFound();
      // Nothing to announce: only its user sees a favourite (`offersForViewer`).
      return {
        data: { job_offer_id: offerId, is_favorite: isFavorite },
        message: apiMessage(
          isFavorite ? 'job_favorite_added' : 'job_favorite_removed',
          request.lang,
        ),
      };
    },
  );
};
