import {
  type ChatEvent,
  type ChatMessage,
  type StartConversationBody,
  chatMessage,
  conversationDetail,
  conversationIdParams,
  conversationsQuery,
  conversationSummary,
  CONVERSATIONS_PER_PAGE,
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
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { adGone, FieldError, HttpError, notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { PICTURE_BODY_LIMIT, acceptPictureBodies } from '../../shared/pictures.ts';
import { processAdPicture } from '../selling/ad-pictures.ts';
import {
  blocksBetween,
  blockUser,
  insertReport,
  unblockUser,
  userExists,
} from './blocks.repository.ts';
import { chatPictureKey, removeChatPicture, storeChatPicture } from './chat-pictures.ts';
import {
  conversationsStartedToday,
  findBuyerConversation,
  findConversation,
  findParticipants,
  findSubjectForChat,
  listConversations,
  markRead,
  otherOf,
  startConversation,
  toSummary,
  unreadTotal,
  type ChatSubject,
  type Participants,
} from './conversations.repository.ts';
import {
  insertMessage,
  latestMessages,
  listMessages,
  messagesSentLastMinute,
} from './messages.repository.ts';

export type MessagingOptions = {
  /** Messages one user may send a minute. */
  messagesPerMinute: number;
  /** Conversations an account younger than `newAccountDays` may start a day. */
  newAccountConversationsPerDay: number;
  newAccountDays: number;
};

export const MESSAGING_LIMITS: MessagingOptions = {
  messagesPerMinute: 30,
  newAccountConversationsPerDay: 10,
  newAccountDays: 7,
};

/** The one subject `startConversationBody` names. */
function subjectOf(body: StartConversationBody): ChatSubject {
  if (body.store_id !== undefined) return { kind: 'store', id: body.store_id };
  if (body.job_id !== undefined) return { kind: 'job', id: body.job_id };
  if (body.ad_id !== undefined) return { kind: 'ad', id: body.ad_id };
  throw new FieldError({ ad_id: 'chat_subject' });
}

/** Messages kept with a report: what the admins read. */
const REPORTED_MESSAGES = 50;
const DAY_MS = 86_400_000;

/**
 * Issue 18: conversations between a buyer and a seller about an ad. Only the two people in a
 * conversation may read it or write in it (403 for anyone else, 404 when it does not exist).
 */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingOptions> = async (app, opts) => {
  app.addHook('onRequest', requireUser);
  acceptPictureBodies(app);

  /** The conversation, when the signed-in user is one of its two people. */
  async function ownConversation(request: FastifyRequest, id: number): Promise<Participants> {
    const conversation = await findParticipants(app.db, id);
    if (!conversation) throw notFound();
    const userId = currentUser(request).id;
    if (conversation.buyerId !== userId && conversation.sellerId !== userId) {
      throw new HttpError(403, 'forbidden');
    }
    return conversation;
  }

  /**
   * The conversation the signed-in user may write in now: one of its two people, the other's
   * account still exists, neither has blocked the other, and under the sending limit.
   */
  async function writableConversation(request: FastifyRequest, id: number): Promise<Participants> {
    const conversation = await ownConversation(request, id);
    const userId = currentUser(request).id;
    const otherId = otherOf(conversation, userId);
    if (otherId === null) throw new HttpError(410, 'chat_account_deleted');
    const blocks = await blocksBetween(app.db, userId, otherId);
    if (blocks.byMe) throw new HttpError(403, 'chat_blocked_by_me');
    if (blocks.byThem) throw new HttpError(403, 'chat_blocked_by_them');
    if ((await messagesSentLastMinute(app.db, userId)) >= opts.messagesPerMinute) {
      throw new HttpError(429, 'messages_too_fast');
    }
    return conversation;
  }

  function announceMessage(conversation: Participants, message: ChatMessage) {
    return announce([conversation.buyerId, conversation.sellerId], { type: 'message', message });
  }

  /**
   * Tells the two people's open streams (those whose account still exists). What is written
   * stays written if this fails: their clients fetch it when they next load or reconnect.
   */
  async function announce(people: (number | null)[], event: ChatEvent) {
    try {
      const to = people.filter((person) => person !== null);
      await app.chatEvents.publish({ to, event });
    } catch (err) {
      app.log.error({ err }, 'chat events: publishing failed');
    }
  }

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
      const user = currentUser(request);
      const subject = subjectOf(request.body);
      const found = await findSubjectForChat(app.db, subject);
      if (!found) throw notFound();
      if (!found.isPublic) throw adGone();
      if (found.ownerId === null) throw new FieldError({ job_id: 'chat_no_owner' });
      if (found.ownerId === user.id) {
        throw subject.kind === 'ad'
          ? new FieldError({ ad_id: 'chat_own_ad' })
          : new FieldError({ [`${subject.kind}_id`]: 'chat_own_store' });
      }
      const existing = await findBuyerConversation(app.db, subject, user.id);
      if (existing !== undefined) return { data: await detail(existing, request) };
      const isNewAccount = Date.now() - user.createdAt.getTime() < opts.newAccountDays * DAY_MS;
      if (
        isNewAccount &&
        (await conversationsStartedToday(app.db, user.id)) >= opts.newAccountConversationsPerDay
      ) {
        throw new HttpError(429, 'conversations_per_day');
      }
      const id = await startConversation(app.db, subject, user.id, found.ownerId);
      const data = await detail(id, request);
      return reply.code(201).send({ data });
    },
  );

  /** The conversation from the reader's side: 404 when there is none, 403 when not theirs. */
  async function detail(id: number, request: FastifyRequest) {
    const userId = currentUser(request).id;
    const row = await findConversation(app.db, id, userId);
    if (!row) throw notFound();
    if (row.buyer_id !== userId && row.seller_id !== userId) throw new HttpError(403, 'forbidden');
    const blocks =
      row.other_id === null
        ? { byMe: false, byThem: false }
        : await blocksBetween(app.db, userId, row.other_id);
    return {
      ...toSummary(row, userId, request.lang),
      other_read_id: row.buyer_id === userId ? row.seller_read_id : row.buyer_read_id,
      blocked_by_me: blocks.byMe,
      blocked_by_them: blocks.byThem,
    };
  }

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
      const userId = currentUser(request).id;
      const { role, page } = request.query;
      const { rows, total } = await listConversations(app.db, userId, role, page);
      return {
        data: rows.map((row) => toSummary(row, userId, request.lang)),
        current_page: page,
        per_page: CONVERSATIONS_PER_PAGE,
        total,
        last_page: Math.max(1, Math.ceil(total / CONVERSATIONS_PER_PAGE)),
      };
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
    async (request) => ({ data: { count: await unreadTotal(app.db, currentUser(request).id) } }),
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
    async (request) => ({ data: await detail(request.params.id, request) }),
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
    async (request) => {
      await ownConversation(request, request.params.id);
      return listMessages(app.db, request.params.id, request.query);
    },
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
      const conversation = await writableConversation(request, request.params.id);
      const data = await insertMessage(app.db, conversation, currentUser(request).id, {
        body: request.body.body,
      });
      app.telemetry.messagesSent.inc({ kind: 'text' });
      await announceMessage(conversation, data);
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
      const conversation = await writableConversation(request, request.params.id);
      if (!Buffer.isBuffer(request.body)) throw new FieldError({ picture: 'picture_type' });
      const processed = await processAdPicture(request.body, 'picture');
      const name = await storeChatPicture(app.media, conversation.id, processed);
      let data: ChatMessage;
      try {
        data = await insertMessage(app.db, conversation, currentUser(request).id, {
          body: '',
          picture: { name, width: processed.width, height: processed.height },
        });
      } catch (error) {
        // No picture is left behind without its message.
        await removeChatPicture(app.media, conversation.id, name);
        throw error;
      }
      app.telemetry.messagesSent.inc({ kind: 'picture' });
      await announceMessage(conversation, data);
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
      const conversation = await ownConversation(request, request.params.id);
      const key = chatPictureKey(conversation.id, request.params.file);
      const file = key === undefined ? undefined : await app.media.get(key);
      if (!file) throw notFound();
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
      const conversation = await ownConversation(request, request.params.id);
      const userId = currentUser(request).id;
      const lastReadId = await markRead(app.db, conversation, userId, request.body.last_read_id);
      await announce([conversation.buyerId, conversation.sellerId], {
        type: 'read',
        conversation_id: conversation.id,
        reader_id: userId,
        last_read_id: lastReadId,
      });
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
      const conversation = await ownConversation(request, request.params.id);
      const reporterId = currentUser(request).id;
      await insertReport(app.db, {
        conversationId: request.params.id,
        reporterId,
        otherId: otherOf(conversation, reporterId),
        body: request.body,
        messages: await latestMessages(app.db, request.params.id, REPORTED_MESSAGES),
      });
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
      const userId = currentUser(request).id;
      const { id } = request.params;
      if (id === userId) throw new FieldError({ id: 'chat_block_self' });
      if (!(await userExists(app.db, id))) throw notFound();
      await blockUser(app.db, userId, id);
      await announce([userId, id], {
        type: 'block',
        blocker_id: userId,
        blocked_id: id,
        blocked: true,
      });
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
      const userId = currentUser(request).id;
      const { id } = request.params;
      await unblockUser(app.db, userId, id);
      await announce([userId, id], {
        type: 'block',
        blocker_id: userId,
        blocked_id: id,
        blocked: false,
      });
      return { data: null, message: apiMessage('user_unblocked', request.lang) };
    },
  );
};
