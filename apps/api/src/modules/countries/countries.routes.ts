import { country, envelope, type Lang } from '@souq/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { countries } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const listing = app.answerCache.define({ ttl: 30, topics: ['catalog'] }, (lang: Lang) =>
    app.db
      .select({
        id: countries.id,
        name: localized(lang, countries.nameEn, countries.nameAr),
        code: countries.dialCode,
        flag: countries.flag,
      })
      .from(countries)
      .orderBy(asc(countries.position), asc(countries.id)),
  );

  app.get(
    '/countries',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Countries with dial codes and flags, the default (+963) first',
        response: { 200: envelope(z.array(country)) },
      },
    },
    async (request) => ({ data: await listing(request.lang) }),
  );
};
