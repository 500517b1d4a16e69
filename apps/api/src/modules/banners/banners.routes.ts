import { banner, envelope, type Lang } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { servePublicRead } from '../../plugins/public-reads.ts';
import { readLiveSlides } from './live-banners.ts';

/** How long the slides are kept at most when no banner starts or ends sooner. */
const SLIDES_TTL = 30;

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept until the next banner starts or ends at the latest, so that a scheduled banner shows
  // (and an ended one goes) without a write to announce it; the page made from the answer is
  // kept the page cache's lifetime after that at most (docs/decisions/0101-home-banners.md).
  const liveSlides = app.answerCache.define(
    { ttl: SLIDES_TTL, topics: ['catalog'], ttlOf: (live) => live.unchangedFor ?? SLIDES_TTL },
    (lang: Lang) => readLiveSlides(app.db, lang),
  );

  servePublicRead(app, {
    url: '/banner',
    schema: {
      tags: ['catalog'],
      summary:
        "Live slides of the home hero slider, in the request's language: active, and within their dates",
      response: { 200: envelope(z.array(banner)) },
    },
    read: async ({ lang }) => ({ data: (await liveSlides(lang)).slides }),
  });
};
