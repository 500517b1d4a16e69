import { adIdParams, sellerIdParams } from '@souq/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../shared/errors.ts';
import type { MediaStorage } from '../../shared/storage/media-storage.ts';
import { readMedia, socialCard } from './social-card-picture.ts';
import { adCardSource, storeCardSource } from './social-cards.repository.ts';

/** Where the social card of an ad or a store is served (the pages' `og:image`). */
export const socialCardPath = {
  ad: (id: number) => `/social-cards/ads/${String(id)}.jpg`,
  store: (id: number) => `/social-cards/stores/${String(id)}.jpg`,
};

/** A card changes only with its picture; chat apps and crawlers may keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The 1200 × 630 pictures link previews show (`og:image`, `twitter:image`): an ad's first
 * picture, a store's cover (else its logo). Made on first request and kept an hour, shared by
 * concurrent requests; 404 when there is nothing to show.
 */
export const socialCardRoutes: FastifyPluginAsyncZod<{
  storage: MediaStorage;
  mediaDir: string;
}> = async (app, media) => {
  const cardOf = (source: string | undefined) =>
    source === undefined
      ? Promise.resolve(undefined)
      : readMedia(source, media).then((picture) => picture && socialCard(picture));
  const adCard = app.answerCache.define({ ttl: 3600, topics: ['ads'], size: 64 }, (id: number) =>
    adCardSource(app.db, id).then(cardOf),
  );
  const storeCard = app.answerCache.define(
    { ttl: 3600, topics: ['sellers'], size: 64 },
    (id: number) => storeCardSource(app.db, id).then(cardOf),
  );
  const send = (reply: FastifyReply, card: Buffer | undefined) => {
    if (!card) throw notFound();
    return reply.header('cache-control', CACHE_CONTROL).type('image/jpeg').send(card);
  };

  // Pictures for link previews, not operations of the API: left out of its OpenAPI document.
  app.get(
    '/social-cards/ads/:id.jpg',
    { schema: { hide: true, params: adIdParams } },
    async (request, reply) => send(reply, await adCard(request.params.id)),
  );
  app.get(
    '/social-cards/stores/:id.jpg',
    { schema: { hide: true, params: sellerIdParams } },
    async (request, reply) => send(reply, await storeCard(request.params.id)),
  );
};
