import { envelope, tag } from '@souq/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { tags } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';

export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Interest tags offered at registration',
        response: { 200: envelope(z.array(tag)) },
      },
    },
    async (request) => {
      const data = await app.db
        .select({ id: tags.id, name: localized(request.lang, tags.nameEn, tags.nameAr) })
        .from(tags)
        .orderBy(asc(tags.id));
      return { data };
    },
  );
};
