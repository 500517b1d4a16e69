import rateLimit from '@fastify/rate-limit';
import {
  adDraft,
  adDraftValues,
  adForm,
  adIdParams,
  duplicateAd,
  editableAd,
  envelope,
  myAdsPage,
  myAdsQuery,
  postingAttribute,
  postingAttributesQuery,
  postingOptions,
  publishedAd,
  uploadedPicture,
  type Lang,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { adChanges } from '../ads/ad-changes.ts';
import { notifyLater } from '../notifications/notification-tasks.ts';
import { matchNewAd } from '../saved-searches/saved-search-tasks.ts';
import { JSON_BODY_LIMITS } from '../../plugins/json-body.ts';
import { apiMessage, type ApiMessageKey } from '../../shared/messages.ts';
import { PICTURE_BODY_LIMIT, acceptPictureBodies } from '../../shared/pictures.ts';
import type { Lifetime } from './ad-lifetime.ts';
import type { UpdateOutcome } from './ad-publishing.ts';
import { SellingService } from './selling.service.ts';
import { defineUploadsSweep } from './uploads-sweep.ts';

export type SellingOptions = {
  lifetime: Lifetime;
  /** New ads and uploads per client address and hour, whatever the account. */
  perIpPerHour: { ads: number; pictures: number };
};

/** The post form's texts in both languages, written as `\uXXXX` at worst. */
const AD_BODY_LIMIT = JSON_BODY_LIMITS.maxRouteBytes;

const HOUR_MS = 60 * 60 * 1000;

/** What the seller is told of an edit: held for review, sent again, still hidden, or saved. */
function updateMessage(outcome: UpdateOutcome): ApiMessageKey {
  if (outcome.resubmitted) return 'ad_resubmitted';
  if (outcome.status === 'pending') return 'ad_updated_for_review';
  if (outcome.status === 'hidden') return 'ad_updated_while_hidden';
  return 'ad_updated';
}

/** Posting, editing and managing one's ads (issue 17). Every route needs a session. */
export const sellingRoutes: FastifyPluginAsyncZod<SellingOptions> = async (app, opts) => {
  await app.register(rateLimit, app.limits.perAddress());
  acceptPictureBodies(app);
  const selling = new SellingService({ db: app.db, media: app.media, lifetime: opts.lifetime });
  defineUploadsSweep(app.queue, app.db, app.media);

  const shared = app.answerCache.define({ ttl: 30, topics: ['catalog'] }, (lang: Lang) =>
    selling.postingChoices(lang),
  );
  const attributes = app.answerCache.define(
    { ttl: 30, topics: ['catalog'] },
    ({ categoryId, lang }: { categoryId: number; lang: Lang }) =>
      selling.postingAttributes(categoryId, lang),
  );

  app.get(
    '/selling/options',
    {
      onRequest: requireUser,
      schema: {
        tags: ['selling'],
        summary: "What the post form chooses from: categories, cities and the seller's stores",
        response: { 200: envelope(postingOptions) },
      },
    },
    async (request) => ({
      data: {
        ...(await shared(request.lang)),
        stores: await selling.ownStores(currentUser(request).id),
      },
    }),
  );

  app.get(
    '/selling/attributes',
    {
      onRequest: requireUser,
      schema: {
        tags: ['selling'],
        summary: "The attributes a seller answers in a category (its filter definitions')",
        querystring: postingAttributesQuery,
        response: { 200: envelope(z.array(postingAttribute)) },
      },
    },
    async (request) => ({
      data: await attributes({ categoryId: request.query.category_id, lang: request.lang }),
    }),
  );

  app.post(
    '/selling/pictures',
    {
      onRequest: requireUser,
      bodyLimit: PICTURE_BODY_LIMIT,
      config: { rateLimit: { max: opts.perIpPerHour.pictures, timeWindow: HOUR_MS } },
      schema: {
        tags: ['selling'],
        summary:
          'Uploads an ad picture: the body is the picture (JPEG, PNG, WebP or AVIF, at least 300 px a side, up to 15 MB); answers its id',
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
        response: { 201: envelope(uploadedPicture) },
      },
    },
    async (request, reply) => {
      const picture = Buffer.isBuffer(request.body) ? request.body : undefined;
      const data = await selling.uploadPicture(currentUser(request).id, picture);
      return reply.code(201).send({ data, message: apiMessage('picture_uploaded', request.lang) });
    },
  );

  app.delete(
    '/selling/pictures/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['selling'],
        summary: 'Removes an uploaded picture no ad holds yet',
        params: adIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await selling.removeUpload(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/selling/draft',
    {
      onRequest: requireUser,
      schema: {
        tags: ['selling'],
        summary: "The signed-in user's draft ad, or null",
        response: { 200: envelope(adDraft.nullable()) },
      },
    },
    async (request) => ({ data: await selling.draft(currentUser(request).id) }),
  );

  app.put(
    '/selling/draft',
    {
      onRequest: requireUser,
      bodyLimit: AD_BODY_LIMIT,
      schema: {
        tags: ['selling'],
        summary: 'Keeps what the user has typed in the post form so far',
        body: adDraftValues,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await selling.saveDraft(currentUser(request).id, request.body);
      return { data: null, message: apiMessage('draft_saved', request.lang) };
    },
  );

  app.delete(
    '/selling/draft',
    {
      onRequest: requireUser,
      schema: { tags: ['selling'], summary: 'Drops the draft', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await selling.deleteDraft(currentUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/selling/ads',
    {
      onRequest: requireUser,
      bodyLimit: AD_BODY_LIMIT,
      config: { rateLimit: { max: opts.perIpPerHour.ads, timeWindow: HOUR_MS } },
      schema: {
        tags: ['selling'],
        summary:
          "Publishes an ad from the post form (at most 10 a day; the same ad twice is refused with 409). A new seller's ad, or one the automatic checks hold, waits for a moderator (`pending`)",
        body: adForm,
        response: { 201: envelope(publishedAd), 409: envelope(duplicateAd) },
      },
    },
    async (request, reply) => {
      const outcome = await selling.publish(currentUser(request).id, request.body, request.lang);
      if (outcome.kind === 'duplicate') {
        return reply.code(409).send({
          data: { existing_ad_id: outcome.existingAdId },
          message: apiMessage('duplicate_ad', request.lang),
        });
      }
      app.contentChanges.emit(...(await adChanges(app.db, [outcome.id])));
      if (outcome.status === 'active') await matchNewAd(app, outcome.id);
      const message = outcome.status === 'pending' ? 'ad_submitted' : 'ad_published';
      return reply.code(201).send({
        data: { id: outcome.id, status: outcome.status },
        message: apiMessage(message, request.lang),
      });
    },
  );

  app.get(
    '/selling/ads',
    {
      onRequest: requireUser,
      schema: {
        tags: ['selling'],
        summary:
          "My ads: one tab (active, sold, expired) of the user's ads, with every tab's count",
        querystring: myAdsQuery,
        response: { 200: envelope(myAdsPage) },
      },
    },
    async (request) => {
      const { tab, page } = request.query;
      return { data: await selling.myAds(currentUser(request).id, tab, page, request.lang) };
    },
  );

  app.get(
    '/selling/ads/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['selling'],
        summary: 'One of my ads as the edit form starts from it',
        params: adIdParams,
        response: { 200: envelope(editableAd) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { data: await selling.editableAd(currentUser(request).id, id, request.lang) };
    },
  );

  app.put(
    '/selling/ads/:id',
    {
      onRequest: requireUser,
      bodyLimit: AD_BODY_LIMIT,
      schema: {
        tags: ['selling'],
        summary:
          'Edits one of my ads from the post form; a live ad whose new text or pictures the automatic checks hold, and a rejected ad, wait for a moderator (`pending`); a hidden ad stays hidden',
        params: adIdParams,
        body: adForm,
        response: { 200: envelope(publishedAd) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // The lists of its category before the edit too: it may have moved.
      const before = await adChanges(app.db, [id]);
      const outcome = await selling.update(currentUser(request).id, id, request.body, request.lang);
      app.contentChanges.emit(...before, ...(await adChanges(app.db, [id])));
      const { status, price } = outcome;
      // Those who keep a live ad among their favourites hear that its price went down.
      if (status === 'active' && price.after < price.before) {
        await notifyLater(app, 'notifications.price-drop', {
          adId: id,
          oldPrice: price.before,
          newPrice: price.after,
          at: outcome.editedAt.getTime(),
        });
      }
      return { data: { id, status }, message: apiMessage(updateMessage(outcome), request.lang) };
    },
  );

  const lifecycle = [
    {
      path: 'sold',
      summary: 'Marks my live ad as sold',
      change: (userId: number, adId: number) => selling.markSold(userId, adId),
      message: 'ad_sold',
    },
    {
      path: 'renew',
      summary: 'Makes my active or expired ad live again for its lifetime',
      change: (userId: number, adId: number) => selling.renew(userId, adId),
      message: 'ad_renewed',
    },
    {
      path: 'available',
      summary: 'Puts my sold ad back on sale until the expiry it had',
      change: (userId: number, adId: number) => selling.markAvailable(userId, adId),
      message: 'ad_available_again',
    },
    {
      path: 'relist',
      summary: 'Puts my sold ad back on sale for its whole lifetime from now',
      change: (userId: number, adId: number) => selling.relist(userId, adId),
      message: 'ad_relisted',
    },
  ] as const;
  for (const action of lifecycle) {
    app.post(
      `/selling/ads/:id/${action.path}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['selling'],
          summary: action.summary,
          params: adIdParams,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await action.change(currentUser(request).id, request.params.id);
        app.contentChanges.emit(...(await adChanges(app.db, [request.params.id])));
        return { data: null, message: apiMessage(action.message, request.lang) };
      },
    );
  }

  app.delete(
    '/selling/ads/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['selling'],
        summary: 'Deletes my ad',
        params: adIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await selling.delete(currentUser(request).id, request.params.id);
      app.contentChanges.emit(...(await adChanges(app.db, [request.params.id])));
      return { data: null, message: apiMessage('ad_deleted', request.lang) };
    },
  );

  app.post(
    '/ads/:id/call',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['ads'],
        summary: "Counts a tap on the ad's call button (the seller's My ads shows the count)",
        params: adIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await selling.countCallTap(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
