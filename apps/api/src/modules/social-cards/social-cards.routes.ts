import {
  CARD_PAGES,
  META_TEXTS,
  adIdParams,
  idParam,
  isContentPageSlug,
  LANGUAGES,
  sellerIdParams,
  type CardPage,
  type Lang,
} from '@souq/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { CachedOptions } from '../../shared/answer-cache.ts';
import {
  cardTag,
  jobTag,
  pageTag,
  sellerTag,
  type ContentTag,
} from '../../shared/content-changes.ts';
import { notFound } from '../../shared/errors.ts';
import type { MediaStorage } from '../../shared/storage/media-storage.ts';
import {
  categoryCardContent,
  jobCardContent,
  pageCardContent,
  userCardContent,
  type CardContent,
} from './card-contents.ts';
import { storeCard, titleCard } from './card-layouts.ts';
import { readMedia, socialCard } from './social-card-picture.ts';
import { adCardSource, storeCardSource } from './social-cards.repository.ts';

/** A card changes only with what it shows; chat apps and crawlers may keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';

const langParam = z.enum(LANGUAGES);
const byIdParams = z.object({ lang: langParam, id: idParam });

/**
 * The 1200 × 630 pictures link previews show (`og:image`, `twitter:image`): an ad's first
 * picture; a store's whole cover with its logo and name; for the other pages, in their language,
 * a title card (a category, a job offer, a person, an information page, the home, search and
 * jobs pages). Made on first request and kept an hour, shared by concurrent requests, dropped
 * by the writes of what they show; 404 when there is nothing to show.
 */
export const socialCardRoutes: FastifyPluginAsyncZod<{
  storage: MediaStorage;
  mediaDir: string;
}> = async (app, media) => {
  const picture = async (address: string | null | undefined) =>
    address ? readMedia(address, media) : undefined;
  const kept = <A>(
    topics: CachedOptions['topics'],
    load: (args: A) => Promise<Buffer | undefined>,
    tags?: (args: A) => ContentTag[],
  ) => app.answerCache.define({ ttl: 3600, topics, size: 64, tags }, load);
  const titled =
    <A extends { lang: Lang }>(read: (args: A) => Promise<CardContent | undefined>) =>
    async (args: A) => {
      const content = await read(args);
      if (!content) return undefined;
      return titleCard({
        title: content.title,
        subtitle: content.subtitle ?? undefined,
        picture: await picture(content.picture),
        siteName: META_TEXTS[args.lang].siteName,
        rtl: args.lang === 'ar',
      });
    };

  const adCard = kept(
    ['ads'],
    async (id: number) => {
      const source = await picture(await adCardSource(app.db, id));
      return source && socialCard(source);
    },
    (id) => [cardTag(id)],
  );
  const storeCardOf = kept(
    ['sellers'],
    async (id: number) => {
      const store = await storeCardSource(app.db, id);
      if (!store) return undefined;
      const [cover, logo] = await Promise.all([picture(store.cover), picture(store.logo)]);
      return storeCard({ name: store.name, cover, logo });
    },
    (id) => [sellerTag('store', id)],
  );
  const categoryCard = kept(
    ['catalog'],
    titled((args: { lang: Lang; id: number }) => categoryCardContent(app.db, args)),
  );
  const jobCard = kept(
    ['jobs'],
    titled((args: { lang: Lang; id: number }) => jobCardContent(app.db, args)),
    ({ id }) => [jobTag(id)],
  );
  const userCard = kept(
    ['sellers'],
    titled((args: { lang: Lang; id: number }) => userCardContent(app.db, args)),
    ({ id }) => [sellerTag('user', id)],
  );
  const pageCard = kept(
    ['content'],
    titled((args: { lang: Lang; page: CardPage }) => pageCardContent(app.db, args)),
    ({ page }) => (isContentPageSlug(page) ? [pageTag(page)] : []),
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
    async (request, reply) => send(reply, await storeCardOf(request.params.id)),
  );
  app.get(
    '/social-cards/:lang/categories/:id.jpg',
    { schema: { hide: true, params: byIdParams } },
    async (request, reply) => send(reply, await categoryCard(request.params)),
  );
  app.get(
    '/social-cards/:lang/jobs/:id.jpg',
    { schema: { hide: true, params: byIdParams } },
    async (request, reply) => send(reply, await jobCard(request.params)),
  );
  app.get(
    '/social-cards/:lang/users/:id.jpg',
    { schema: { hide: true, params: byIdParams } },
    async (request, reply) => send(reply, await userCard(request.params)),
  );
  app.get(
    '/social-cards/:lang/pages/:page.jpg',
    { schema: { hide: true, params: z.object({ lang: langParam, page: z.enum(CARD_PAGES) }) } },
    async (request, reply) => send(reply, await pageCard(request.params)),
  );
};
