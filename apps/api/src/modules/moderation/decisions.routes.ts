import {
  adActionBody,
  adActionResult,
  adIdParams,
  envelope,
  idParam,
  staffUserDetail,
  staffViewOfUser,
  userActionBody,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { adChanges } from '../ads/ad-changes.ts';
import { notifyLater } from '../notifications/notification-tasks.ts';
import { matchNewAd } from '../saved-searches/saved-search-tasks.ts';
import { actOnAd } from './ad-actions.service.ts';
import { staffOf } from './staff.ts';
import { actOnUser } from './user-actions.service.ts';
import { loadUserDetail } from './user-detail.repository.ts';

const userIdParams = z.object({ id: idParam });

export type DecisionsOptions = {
  /** How many days an approved ad is live (the selling routes' lifetime). */
  lifetimeDays: number;
};

/** A moderator's decisions on ads and accounts, and the account page of the console. */
export const decisionsRoutes: FastifyPluginAsyncZod<DecisionsOptions> = async (app, opts) => {
  app.post(
    '/ads/:id/actions',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approves, rejects, hides, restores or deletes an ad with a reason: closes its open reports and tells the seller (409 when the action does not fit its status)',
        params: adIdParams,
        body: adActionBody,
        response: { 200: envelope(adActionResult) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const now = new Date();
      const { id } = request.params;
      const { action } = request.body;
      const data = await actOnAd(app.db, staff, id, request.body, {
        lifetimeDays: opts.lifetimeDays,
        now,
      });
      app.contentChanges.emit(...(await adChanges(app.db, [id])));
      // An approved ad goes live: the saved searches it matches are told.
      if (action === 'approve') await matchNewAd(app, id);
      if (action === 'approve' || action === 'reject') {
        const decision = action === 'approve' ? 'approved' : 'rejected';
        await notifyLater(app, 'notifications.ad-decision', {
          adId: id,
          decision,
          at: now.getTime(),
        });
      }
      return { data, message: apiMessage(`moderation_ad_${action}`, request.lang) };
    },
  );

  app.post(
    '/users/:id/actions',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Warns, suspends for some days, bans or lifts an account with a reason: a suspension or a ban ends its sessions at once and hides its ads; a ban blocks its phone number',
        params: userIdParams,
        body: userActionBody,
        response: { 200: envelope(staffViewOfUser) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const outcome = await actOnUser(app.db, staff, request.params.id, request.body, new Date());
      // The ads a suspension or a ban hid, or a lift put back, leave or come back to their lists
      // and their seller's pages (a warning changes nothing others see).
      app.contentChanges.emit(...(await adChanges(app.db, outcome.adIds)));
      return {
        data: outcome.user,
        message: apiMessage(outcome.message, request.lang, outcome.params),
      };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'An account as staff see it: its standing, its ads by status, the reports about it',
        params: userIdParams,
        response: { 200: envelope(staffUserDetail) },
      },
    },
    async (request) => {
      const data = await loadUserDetail(app.db, request.params.id);
      if (!data) throw notFound();
      return { data };
    },
  );
};
