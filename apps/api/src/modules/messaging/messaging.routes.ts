import {
  chatMessage,
  conversationDetail,
  conversationIdParams,
  conversationsQuery,
  conversationSummary,
  envelope,
  messagesQuery,
  paginated,
  readBody,
  reportBody,
  sendMessageBody,
  startConversationBody,
  unreadCount,
  userIdParams,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { apiMessage } from '../../shared/messages.ts';
import { PICTURE_BODY_LIMIT, acceptPictureBodies } from '../../shared/pictures.ts';
import { MessagingService, type MessagingOptions } from './messaging.service.ts';

/** Issue 18: the conversations of buyers and sellers (`MessagingService`). */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingOptions> = async (app, opts) => {
  app.addHook('onRequest', requireUser);
  acceptPictureBodies(app);
  const messaging = new MessagingService({
    db: app.db,
    media: app.media,
    chatEvents: app.chatEvents,
    queue: app.queue,
    telemetry: app.telemetry,
    log: app.log,
    limits: opts,
  });

  app.post(
    '/conversations',
    {
      schema: {
        tags: ['messaging'],
        summary:
          "Opens the signed-in user's conversation about an ad (with its seller), a store or a job (with the store's owner), made on first use",
        body: startConversationBody,
        response: { 200: envelope(conversationDetail), 201: envelope(conversationDetail) },
      },
    },
    async (request, reply) => {
      const { created, detail } = await messaging.start(
        currentUser(request),
        request.body,
        request.lang,
      );
      return created ? reply.code(201).send({ data: detail }) : { data: detail };
    },
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['messaging'],
        summary: "The signed-in user's conversations, newest first (buying, selling or both)",
        querystring: conversationsQuery,
        response: { 200: paginated(conversationSummary) },
      },
    },
    async (request) => {
      const { role, page } = request.query;
      return messaging.list(currentUser(request).id, role, page, request.lang);
    },
  );

  app.get(
    '/conversations/unread-count',
    {
      schema: {
        tags: ['messaging'],
        summary: 'How many messages the signed-in user has not read (the header badge)',
        response: { 200: envelope(unreadCount) },
      },
    },
    async (request) => ({ data: { count: await messaging.unreadCount(currentUser(request).id) } }),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags: ['messaging'],
        summary: 'One conversation: its ad, the other person, read marks and blocks',
        params: conversationIdParams,
        response: { 200: envelope(conversationDetail) },
      },
    },
    async (request) => ({
      data: await messaging.detail(request.params.id, currentUser(request).id, request.lang),
    }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Messages of a conversation, oldest first: the newest page, older, or newer',
        params: conversationIdParams,
        querystring: messagesQuery,
        response: {
          200: z.object({ data: z.array(chatMessage), has_older: z.boolean() }),
        },
      },
    },
    async (request) =>
      messaging.messages(currentUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Sends a message (plain text); not to or from a blocked user; 30 a minute',
        params: conversationIdParams,
        body: sendMessageBody,
        response: { 201: envelope(chatMessage) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await messaging.sendText(currentUser(request).id, id, request.body.body);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/conversations/:id/pictures',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags: ['messaging'],
        summary:
          'Sends a picture as a message: the body is the picture (JPEG, PNG, WebP or AVIF, at least 300 px a side, up to 15 MB), handled as ad pictures are',
        params: conversationIdParams,
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
        response: { 201: envelope(chatMessage) },
      },
    },
    async (request, reply) => {
      const picture = Buffer.isBuffer(request.body) ? request.body : undefined;
      const { id } = request.params;
      const data = await messaging.sendPicture(currentUser(request).id, id, picture);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/conversations/:id/pictures/:file',
    {
      schema: {
        tags: ['messaging'],
        summary:
          "A picture sent in a conversation, in one width ('{name}-{width}.webp'), for its two people",
        params: conversationIdParams.extend({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { id, file: name } = request.params;
      const file = await messaging.picture(currentUser(request).id, id, name);
      // Its name is random and never reused; only the signed-in browser keeps it.
      return reply
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('content-length', String(file.size))
        .type(file.contentType)
        .send(file.body);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Marks the conversation read up to a message',
        params: conversationIdParams,
        body: readBody,
        response: { 200: envelope(z.object({ last_read_id: z.number().int() })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const lastReadId = await messaging.markRead(
        currentUser(request).id,
        id,
        request.body.last_read_id,
      );
      return { data: { last_read_id: lastReadId } };
    },
  );

  app.post(
    '/conversations/:id/report',
    {
      schema: {
        tags: ['messaging'],
        summary:
          'Reports a conversation to the moderators with a reason and a note, with a copy of its latest messages; 409 while your report of it is open',
        params: conversationIdParams,
        body: reportBody,
        response: { 201: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await messaging.report(currentUser(request).id, request.params.id, request.body);
      return reply
        .code(201)
        .send({ data: null, message: apiMessage('conversation_reported', request.lang) });
    },
  );

  app.post(
    '/users/:id/block',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Blocks a user: no message goes either way',
        params: userIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await messaging.block(currentUser(request).id, request.params.id);
      return { data: null, message: apiMessage('user_blocked', request.lang) };
    },
  );

  app.delete(
    '/users/:id/block',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Unblocks a user',
        params: userIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await messaging.unblock(currentUser(request).id, request.params.id);
      return { data: null, message: apiMessage('user_unblocked', request.lang) };
    },
  );
};
