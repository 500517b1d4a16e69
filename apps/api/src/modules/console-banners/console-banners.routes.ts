import {
  bannerActiveBody,
  bannerBody,
  bannerOrderBody,
  bannerPicture,
  consoleBanner,
  envelope,
  idParam,
  messageBody,
  type BannerBody,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { banners } from '../../db/schema/index.ts';
import { FieldError, notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { PICTURE_BODY_LIMIT, acceptPictureBodies } from '../../shared/pictures.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';
import { auditedChange } from '../moderation/audited-change.ts';
import { guardConsoleRoutes } from '../moderation/staff.ts';
import {
  checkBannerPictures,
  removeBannerPictures,
  storeBannerPicture,
} from './banner-pictures.ts';
import {
  bannerFields,
  deleteBanner,
  findBanner,
  insertBanner,
  isLiveAd,
  listBanners,
  lockBanner,
  lockOrder,
  setBannerActive,
  updateBanner,
  writeOrder,
} from './banners.repository.ts';

const idParams = z.object({ id: idParam });
const tags = ['admin'];

/** A 422 on `target_id` unless it names a live ad (none is fine). */
async function checkTarget(tx: Transaction, body: BannerBody): Promise<void> {
  if (body.target_id !== null && !(await isLiveAd(tx, body.target_id))) {
    throw new FieldError({ target_id: 'banner_ad_not_live' });
  }
}

/** Of the pictures a change let go, those no banner shows any more. */
async function unusedPictures(tx: Transaction, dropped: (string | null)[]): Promise<string[]> {
  const used = new Set(
    (await tx.select({ image: banners.image, imageAr: banners.imageAr }).from(banners)).flatMap(
      (row) => [row.image, row.imageAr],
    ),
  );
  return dropped.filter((path): path is string => path !== null && !used.has(path));
}

/**
 * The home banners (issue 47) under `/admin`, admins only, as the console's other routes never
 * kept by any cache: every banner whatever its state, made, edited, reordered, turned on and off
 * and deleted, each change with its audit line in its transaction and announced (`catalog`) once
 * committed. Pictures go through the ads' picture pipeline.
 */
export const consoleBannersRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptPictureBodies(app);
  guardConsoleRoutes(app, 'admin');

  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Every home banner (live, scheduled, ended or off), in the order of the slider',
        response: { 200: envelope(z.array(consoleBanner)) },
      },
    },
    async () => ({ data: await listBanners(app.db) }),
  );

  app.post(
    '/banners/pictures',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Uploads a banner picture (the body is the picture: JPEG, PNG, WebP or AVIF, at least 300 px a side); answers the path to give a banner',
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
        response: { 201: envelope(bannerPicture) },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : undefined;
      const data = await storeBannerPicture(app.media, bytes);
      return reply.code(201).send({ data, message: apiMessage('picture_uploaded', request.lang) });
    },
  );

  app.post(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Adds a banner, last in the order',
        body: bannerBody,
        response: { 201: envelope(consoleBanner) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await checkBannerPictures(app.media, body);
      const id = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        await checkTarget(tx, body);
        const row = await insertBanner(tx, body);
        await log({
          action: 'banner.create',
          target: 'banner',
          targetId: row.id,
          after: bannerFields(row),
        });
        return row.id;
      });
      const data = await findBanner(app.db, id);
      if (!data) throw notFound();
      return reply.code(201).send({ data, message: apiMessage('banner_created', request.lang) });
    },
  );

  app.put(
    '/banners/order',
    {
      schema: {
        tags,
        summary: 'Puts the banners in a new order: every banner, each once, first to last',
        body: bannerOrderBody,
        response: { 200: envelope(z.array(consoleBanner)) },
      },
    },
    async (request) => {
      const { ids } = request.body;
      await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const before = await lockOrder(tx);
        const sameSet =
          ids.length === before.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => before.includes(id));
        if (!sameSet) throw new FieldError({ ids: 'banner_order_mismatch' });
        await writeOrder(tx, ids);
        await log({
          action: 'banner.reorder',
          target: 'banner',
          targetId: null,
          before: { ids: before },
          after: { ids },
        });
      });
      return {
        data: await listBanners(app.db),
        message: apiMessage('banners_reordered', request.lang),
      };
    },
  );

  app.put(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Edits a banner: its pictures, texts, what it opens, its dates, on or off',
        params: idParams,
        body: bannerBody,
        response: { 200: envelope(consoleBanner) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const current = await findBanner(app.db, id);
      if (!current) throw notFound();
      await checkBannerPictures(app.media, body, [current.image, current.image_ar]);
      const dropped = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const row = await lockBanner(tx, id);
        if (!row) throw notFound();
        await checkTarget(tx, body);
        const after = await updateBanner(tx, id, body);
        await log({
          action: 'banner.update',
          target: 'banner',
          targetId: id,
          before: bannerFields(row),
          after: bannerFields(after),
        });
        return unusedPictures(tx, [row.image, row.imageAr]);
      });
      await removeBannerPictures(app.media, dropped);
      const data = await findBanner(app.db, id);
      if (!data) throw notFound();
      return { data, message: apiMessage('banner_saved', request.lang) };
    },
  );

  app.put(
    '/banners/:id/active',
    {
      schema: {
        tags,
        summary: 'Turns a banner on (it shows within its dates) or off',
        params: idParams,
        body: bannerActiveBody,
        response: { 200: envelope(consoleBanner) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { active } = request.body;
      await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const row = await lockBanner(tx, id);
        if (!row) throw notFound();
        const after = await setBannerActive(tx, id, active);
        await log({
          action: active ? 'banner.activate' : 'banner.deactivate',
          target: 'banner',
          targetId: id,
          before: bannerFields(row),
          after: bannerFields(after),
        });
      });
      const data = await findBanner(app.db, id);
      if (!data) throw notFound();
      return {
        data,
        message: apiMessage(active ? 'banner_shown' : 'banner_hidden', request.lang),
      };
    },
  );

  app.delete(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a banner, and its uploaded pictures',
        params: idParams,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const dropped = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const row = await lockBanner(tx, id);
        if (!row) throw notFound();
        await deleteBanner(tx, id);
        await log({
          action: 'banner.delete',
          target: 'banner',
          targetId: id,
          before: bannerFields(row),
        });
        return unusedPictures(tx, [row.image, row.imageAr]);
      });
      await removeBannerPictures(app.media, dropped);
      return { message: apiMessage('banner_removed', request.lang) };
    },
  );
};
