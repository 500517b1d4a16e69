import { banner, envelope } from '@souq/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { banners } from '../../db/schema/index.ts';
import { servePublicRead } from '../../plugins/public-reads.ts';
import { imageUrl } from '../../shared/media.ts';

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  const activeSlides = app.answerCache.define({ ttl: 30, topics: ['catalog'] }, async () => {
    const rows = await app.db
      .select({ id: banners.id, image: banners.image, target_id: banners.targetId })
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.position), asc(banners.id));
    return rows.map(({ image, ...row }) => ({ ...row, website_image: imageUrl(image, 1024) }));
  });

  servePublicRead(app, {
    url: '/banner',
    schema: {
      tags: ['catalog'],
      summary: 'Active slides of the home hero slider',
      response: { 200: envelope(z.array(banner)) },
    },
    read: async () => ({ data: await activeSlides(null) }),
  });
};
