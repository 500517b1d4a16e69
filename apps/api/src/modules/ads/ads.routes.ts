import {
  ad,
  adDetail,
  adIdParams,
  adPageQuery,
  adsQuery,
  envelope,
  paginated,
  type Lang,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { servePublicRead, SharedAnswer } from '../../plugins/public-reads.ts';
import { adGone, HttpError, notFound } from '../../shared/errors.ts';
import { AD_DETAIL_CACHE, AD_PAGE_CACHE, adPageTags, listTags } from './ad-cache.ts';
import { loadAdDetail, visibleTo } from './ad-cards.repository.ts';
import { visitorOf } from './ad-visitor.ts';
import { readBracketQuery } from './bracket-query.ts';
import {
  detailForViewer,
  listAds,
  mostViewedAds,
  pageForViewer,
  similarAds,
} from './ads.service.ts';
import { filtersRoutes } from './filters.routes.ts';
import { searchRoutes } from './search.routes.ts';

const adPage = envelope(paginated(ad));

type PageQuery = z.infer<typeof adPageQuery>;

export const adsRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, opts) => {
  const views = app.adViews;

  const listing = app.answerCache.define(
    { ...AD_PAGE_CACHE, tags: ({ query }, page) => listTags(query.category_id, page) },
    ({ query, lang }: { query: z.infer<typeof adsQuery>; lang: Lang }) =>
      listAds(app.adReads, query, lang),
  );
  const mostViewed = app.answerCache.define(
    { ...AD_PAGE_CACHE, tags: (_args, page) => listTags(undefined, page) },
    ({ query, lang }: { query: PageQuery; lang: Lang }) => mostViewedAds(app.adReads, query, lang),
  );
  // Its ad's category is not in its arguments: any new ad drops it.
  const similar = app.answerCache.define(
    { ...AD_PAGE_CACHE, tags: (_args, page) => listTags(undefined, page) },
    ({ id, query, lang }: { id: number; query: PageQuery; lang: Lang }) =>
      similarAds(app.adReads, id, query, lang),
  );
  const detail = app.answerCache.define(
    { ...AD_DETAIL_CACHE, tags: ({ id }) => adPageTags(id) },
    async ({ id, lang }: { id: number; lang: Lang }) => {
      const mark = views.readMark(id);
      const read = await loadAdDetail(app.db, id, lang);
      return read && { ...read, mark };
    },
  );

  servePublicRead(app, {
    url: '/ads',
    queryParser: readBracketQuery,
    schema: {
      tags: ['ads'],
      summary:
        'Ads of a category (and its sub-categories), with bracket-encoded `filtersAttributes`, `q`, `sort` and paging',
      querystring: adsQuery,
      response: { 200: adPage },
    },
    read: async ({ query, lang, userId }) => {
      const page = await listing({ query, lang });
      if (userId === null) return new SharedAnswer(page);
      return { data: await pageForViewer(app.db, page, userId) };
    },
  });

  servePublicRead(app, {
    url: '/ads/most-viewed',
    schema: {
      tags: ['ads'],
      summary: 'Every ad, most viewed first',
      querystring: adPageQuery,
      response: { 200: adPage },
    },
    read: async ({ query, lang, userId }) => {
      const page = await mostViewed({ query, lang });
      if (userId === null) return new SharedAnswer(page);
      return { data: await pageForViewer(app.db, page, userId) };
    },
  });

  servePublicRead(app, {
    url: '/ads/:id',
    schema: {
      tags: ['ads'],
      summary:
        'One ad, with the views counted so far (reading it counts none). 410 once it is sold past its week, expired or held by moderators (but to its owner, with why they hold it) or deleted',
      params: adIdParams,
      response: { 200: envelope(adDetail) },
    },
    read: async ({ params: { id }, lang, userId }) => {
      const read = await detail({ id, lang });
      if (!read) throw notFound();
      if (!visibleTo(read.visibility, userId)) throw adGone();
      const viewCount = views.shown(id, read.detail.view_count, read.mark);
      const own = read.visibility.ownerId === userId;
      const seen = { ...read.detail, view_count: viewCount, ...(own ? read.review : {}) };
      return { data: await detailForViewer(app.db, seen, userId) };
    },
  });

  app.post(
    '/ads/:id/views',
    {
      schema: {
        tags: ['ads'],
        summary:
          "The ad page's beacon: counts a view of the ad, once a visitor a (UTC) day. The visitor is the signed-in user, else the browser's `visitor` cookie of the day, which the first answer sets. 403 from another site's page; 404 and 410 as `GET /ads/{id}`",
        params: adIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      // Another site's page may not count views of its visitors (a browser says where it was).
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') throw new HttpError(403, 'forbidden');
      const { id } = request.params;
      const read = await detail({ id, lang: request.lang });
      if (!read) throw notFound();
      if (!visibleTo(read.visibility, request.user?.id ?? null)) throw adGone();
      const visitor = visitorOf(request, reply, opts.now());
      if (await app.adVisitors.firstToday(id, visitor)) views.add(id);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  servePublicRead(app, {
    url: '/ads/:id/similar',
    schema: {
      tags: ['ads'],
      summary: "Other ads of the ad's category, newest first",
      params: adIdParams,
      querystring: adPageQuery,
      response: { 200: adPage },
    },
    read: async ({ params: { id }, query, lang, userId }) => {
      const page = await similar({ id, query, lang });
      if (userId === null) return new SharedAnswer(page);
      return { data: await pageForViewer(app.db, page, userId) };
    },
  });

  await app.register(searchRoutes);
  await app.register(filtersRoutes);
};
