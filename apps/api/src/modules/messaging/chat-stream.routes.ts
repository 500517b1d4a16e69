import { chatEventsQuery, type ChatEvent } from '@souq/contracts';
import sse from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../shared/errors.ts';
import { messagesSince } from './messages.repository.ts';

/** Comments that keep proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;
/**
 * When the process shuts down, its streams' browsers reconnect (to another server) after
 * RETRY_MS plus up to this much, at random: not all in the same instant.
 */
const RECONNECT_SPREAD_MS = 3000;
/**
 * Streams one user may keep open in a process (a tab each): enough for a few devices, while
 * each open stream holds a connection and a subscription.
 */
export const STREAMS_PER_USER = 8;

function toSse(event: ChatEvent) {
  return event.type === 'message'
    ? { id: String(event.message.id), event: event.type, data: event }
    : { event: event.type, data: event };
}

/**
 * `GET /conversations/events`: the signed-in user's chat events as Server-Sent Events, each
 * named by its type (`notification` when their notifications changed). A client that
 * reconnects with `Last-Event-ID` (or `?after=`, the last message id it has) is first sent the
 * messages it missed, then the live events, none twice; `ready` says it is caught up.
 */
export const chatStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  const openStreams = new Map<number, number>();

  app.get(
    '/conversations/events',
    {
      sse: 'only',
      onRequest: requireUser,
      // Open for as long as the page is: not a request in flight (plugins/overload.ts).
      config: { longLived: true },
      schema: {
        tags: ['messaging'],
        summary:
          "The signed-in user's new messages, read marks and a word when their notifications change, live (text/event-stream)",
        querystring: chatEventsQuery,
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const open = openStreams.get(userId) ?? 0;
      if (open >= STREAMS_PER_USER) throw new HttpError(429, 'too_many_requests');
      openStreams.set(userId, open + 1);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (openStreams.get(userId) ?? 1) - 1;
        if (left > 0) openStreams.set(userId, left);
        else openStreams.delete(userId);
      };
      reply.sse.onClose(release);
      reply.sse.onClose(app.telemetry.streamOpened());
      // Shutting down: the browser is told to come back (elsewhere), and the stream ends.
      const forget = app.shutdown.onDrain(() => {
        const retry = RETRY_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS);
        reply.sse
          .send({ event: 'reconnect', retry, data: {} })
          .catch(() => undefined)
          .finally(() => {
            reply.sse.close();
          });
      });
      reply.sse.onClose(forget);
      const pending: ChatEvent[] = [];
      let live = false;
      /** The messages sent while catching up, which the live events may bring again. */
      const caughtUp = new Set<number>();
      const send = async (event: ChatEvent) => {
        if (event.type === 'message' && caughtUp.has(event.message.id)) return;
        await reply.sse.send(toSse(event));
      };
      const unsubscribe = app.chatEvents.subscribe(userId, (event) => {
        if (live) send(event).catch(() => undefined);
        else pending.push(event);
      });
      reply.sse.onClose(unsubscribe);
      try {
        await app.chatEvents.listening();
      } catch (error) {
        unsubscribe();
        release();
        throw error;
      }
      reply.sse.keepAlive();

      const lastId = Number(reply.sse.lastEventId ?? request.query.after ?? Number.NaN);
      if (Number.isInteger(lastId) && lastId >= 0) {
        for (const message of await messagesSince(app.db, userId, lastId)) {
          await send({ type: 'message', message });
          caughtUp.add(message.id);
        }
      }
      for (let event = pending.shift(); event; event = pending.shift()) await send(event);
      live = true;
      await reply.sse.send({ event: 'ready', retry: RETRY_MS, data: {} });
    },
  );
};
