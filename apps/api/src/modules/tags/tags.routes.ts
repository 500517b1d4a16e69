import { envelope, tag, type Lang } from '@souq/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { tags } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';

export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const listing = app.answerCache.define({ ttl: 30, topics: ['catalog'] }, (lang: Lang) =>
    app.db
      .select({ id: tags.id, name: localized(lang, tags.nameEn, tags.nameAr) })
      .from(tags)
      // The order an admin gave them in the console (issue 47); the oldest first among equals.
      .orderBy(asc(tags.position), asc(tags.id)),
  );

  app.get(
    '/tags',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Interest tags offered at registration',
        response: { 200: envelope(z.array(tag)) },
      },
    },
    async (request) => ({ data: await listing(request.lang) }),
  );
};
