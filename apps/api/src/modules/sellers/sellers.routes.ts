import {
  ad,
  envelope,
  followData,
  paginated,
  sellerIdParams,
  store,
  storeFollowBody,
  userAdsBody,
  userFollowBody,
  userProfile,
  type Lang,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { servePublicRead } from '../../plugins/public-reads.ts';
import { notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { dependsOn } from '../../shared/content-dependencies.ts';
import { sellerTag } from '../../shared/content-changes.ts';
import { AD_PAGE_CACHE, cardTags } from '../ads/ad-cache.ts';
import { pageForViewer } from '../ads/ads.service.ts';
import { viewerOf, type Viewer } from '../ads/viewer.ts';
import { notifyLater } from '../notifications/notification-tasks.ts';
import { setStoreFollow, setUserFollow } from './follows.repository.ts';
import { sellerAds } from './seller-ads.service.ts';
import { findStore } from './stores.repository.ts';
import { findUserProfile } from './users.repository.ts';

const follow = envelope(followData);

/** Store pages, user pages, following them, and their ads. */
export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  const adsOfSeller = app.answerCache.define(
    {
      ...AD_PAGE_CACHE,
      tags: ({ body }, page) => [
        sellerTag(body.entity_type === 'store' ? 'store' : 'user', body.entity_id),
        ...page.data.flatMap((card) => cardTags(card.id)),
      ],
    },
    ({ body, lang }: { body: z.infer<typeof userAdsBody>; lang: Lang }) =>
      sellerAds(app.adReads, body, lang),
  );

  servePublicRead(app, {
    url: '/stores/:id',
    schema: {
      tags: ['sellers'],
      summary: 'A store with its counts, real rating and whether you follow it',
      params: sellerIdParams,
      response: { 200: envelope(store) },
    },
    read: async ({ params, lang, userId }) => {
      dependsOn(['sellers', 'catalog', sellerTag('store', params.id)]);
      const data = await findStore(app.db, params.id, lang, userId);
      if (!data) throw notFound();
      return { data };
    },
  });

  servePublicRead(app, {
    url: '/users/:id',
    schema: {
      tags: ['sellers'],
      summary: "A user's public profile with counts, real rating and whether you follow them",
      params: sellerIdParams,
      response: { 200: envelope(userProfile) },
    },
    read: async ({ params, lang, userId }) => {
      dependsOn(['sellers', 'catalog', sellerTag('user', params.id)]);
      const data = await findUserProfile(app.db, params.id, lang, userId);
      if (!data) throw notFound();
      return { data };
    },
  });

  const userAdsSummary =
    "A store's ads (`entity_type` store) or the ads a user published in person (their role, `client`), newest first";
  const userAdsAnswer = { 200: envelope(paginated(ad)) };
  async function userAds(body: z.infer<typeof userAdsBody>, { lang, userId }: Viewer) {
    const page = await adsOfSeller({ body, lang });
    return { data: await pageForViewer(app.db, page, userId) };
  }
  app.post(
    '/ads/user-ads',
    {
      schema: {
        tags: ['sellers'],
        summary: userAdsSummary,
        body: userAdsBody,
        response: userAdsAnswer,
      },
    },
    (request) => userAds(request.body, viewerOf(request)),
  );
  // The same read as a GET, which the server can answer into a page (the user page).
  servePublicRead(app, {
    url: '/ads/user-ads',
    schema: {
      tags: ['sellers'],
      summary: userAdsSummary,
      querystring: userAdsBody,
      response: userAdsAnswer,
    },
    read: ({ query, lang, userId }) => userAds(query, { lang, userId }),
  });

  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: on ? '/store-follow/follow' : '/store-follow/unfollow',
      onRequest: requireUser,
      schema: {
        tags: ['sellers'],
        summary: on
          ? 'Follows the store (again: no change); not your own'
          : 'Stops following the store (not following: no change)',
        body: storeFollowBody,
        response: { 200: follow },
      },
      handler: async (request) => {
        const data = await setStoreFollow(
          app.db,
          currentUser(request).id,
          request.body.store_id,
          on,
        );
        if (!data) throw notFound();
        app.contentChanges.emit(sellerTag('store', request.body.store_id));
        if (on) {
          await notifyLater(app, 'notifications.follower', {
            followerId: currentUser(request).id,
            followed: { type: 'store', id: request.body.store_id },
          });
        }
        return { data, message: apiMessage(on ? 'followed' : 'unfollowed', request.lang) };
      },
    });

    app.route({
      method,
      url: '/follow',
      onRequest: requireUser,
      schema: {
        tags: ['sellers'],
        summary: on
          ? 'Follows the user (again: no change); not yourself'
          : 'Stops following the user (not following: no change)',
        body: userFollowBody,
        response: { 200: follow },
      },
      handler: async (request) => {
        const data = await setUserFollow(
          app.db,
          currentUser(request).id,
          request.body.followed_id,
          on,
        );
        if (!data) throw notFound();
        app.contentChanges.emit(sellerTag('user', request.body.followed_id));
        if (on) {
          await notifyLater(app, 'notifications.follower', {
            followerId: currentUser(request).id,
            followed: { type: 'user', id: request.body.followed_id },
          });
        }
        return { data, message: apiMessage(on ? 'followed' : 'unfollowed', request.lang) };
      },
    });
  }
};
