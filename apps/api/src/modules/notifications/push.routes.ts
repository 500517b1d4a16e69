import { envelope, pushKey, pushSubscriptionBody } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { VapidKeys } from '../../config/vapid-keys.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { FieldError } from '../../shared/errors.ts';
import { PUSH_TASK } from './notifier.ts';
import { isPushServiceEndpoint } from './push-endpoint.ts';
import { PushSender } from './push-sender.ts';
import { deleteSubscription, saveSubscription } from './push-subscriptions.repository.ts';

/** How many times a push that failed is tried again (with back-off) before it is given up. */
const PUSH_RETRIES = 5;

/**
 * Web push (issue 48): the site's public key, the browsers' subscriptions, and, when the VAPID
 * keys are configured, the task `notifications.push` that sends a notification to them.
 */
export const pushRoutes: FastifyPluginAsyncZod<{
  vapid: VapidKeys | undefined;
  /** Any endpoint, not only a push service's (tests, whose push service is local). */
  anyEndpoint: boolean;
}> = async (app, { vapid, anyEndpoint }) => {
  if (vapid) {
    const sender = new PushSender({ db: app.db, vapid, log: app.log });
    app.queue.define<{ notificationId: number }>({
      name: PUSH_TASK,
      handler: ({ notificationId }) => sender.send(notificationId),
      retryLimit: PUSH_RETRIES,
    });
  }

  app.get(
    '/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: "The site's VAPID public key a browser subscribes with; null when push is off",
        response: { 200: envelope(pushKey) },
      },
    },
    async () => ({ data: { key: vapid?.publicKey ?? null } }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary:
          "Keeps this browser's push subscription for you (an endpoint another account had moves to you)",
        body: pushSubscriptionBody,
        response: { 201: z.null() },
      },
    },
    async (request, reply) => {
      if (!anyEndpoint && !isPushServiceEndpoint(request.body.endpoint)) {
        throw new FieldError({ endpoint: 'push_endpoint' });
      }
      await saveSubscription(app.db, currentUser(request).id, request.body);
      return reply.code(201).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: "Drops your browser's push subscription of this endpoint (none of another user's)",
        querystring: z.object({ endpoint: pushSubscriptionBody.shape.endpoint }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSubscription(app.db, currentUser(request).id, request.query.endpoint);
      return reply.code(204).send(null);
    },
  );
};
