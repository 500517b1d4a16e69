import {
  envelope,
  notificationIdParams,
  notificationSettings,
  notificationsPage,
  notificationsQuery,
  unreadNotifications,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { defineNotificationSources } from './notification-sources.ts';
import { NotificationsService } from './notifications.service.ts';

/**
 * The notification centre (issue 48, `NotificationsService`), and the tasks that tell each kind
 * (notification-sources.ts). Signed-in only; answers that depend on the session are `no-store`
 * (plugins/auth.ts).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineNotificationSources(app.queue, { db: app.db, notifier: app.notifier });
  app.addHook('onRequest', requireUser);
  const centre = new NotificationsService({ db: app.db, notifier: app.notifier });

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first, with the unread count",
        querystring: notificationsQuery,
        response: { 200: notificationsPage },
      },
    },
    async (request) => centre.page(currentUser(request).id, request.query.page),
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications the signed-in user has not read (the bell)',
        response: { 200: envelope(unreadNotifications) },
      },
    },
    async (request) => ({ data: { unread: await centre.unread(currentUser(request).id) } }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of your notifications read',
        params: notificationIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await centre.markRead(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks all your notifications read',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await centre.markAllRead(currentUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Whether you are told of each kind in the site and by push',
        response: { 200: envelope(notificationSettings) },
      },
    },
    async (request) => ({ data: await centre.settings(currentUser(request).id) }),
  );

  app.put(
    '/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Chooses for every kind whether you are told in the site and by push (a push only comes with the site)',
        body: notificationSettings,
        response: { 200: envelope(notificationSettings) },
      },
    },
    async (request) => ({
      data: await centre.saveSettings(currentUser(request).id, request.body),
    }),
  );
};
