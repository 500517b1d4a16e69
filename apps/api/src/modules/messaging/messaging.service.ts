import {
  CONVERSATIONS_PER_PAGE,
  type ChatEvent,
  type ChatMessage,
  type ConversationDetail,
  type ConversationRole,
  type ConversationSummary,
  type Lang,
  type MessagesQuery,
  type Paginated,
  type ReportReason,
  type StartConversationBody,
} from '@souq/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Telemetry } from '../../plugins/metrics.ts';
import type { UserRecord } from '../../shared/auth/session-user.ts';
import { adGone, FieldError, HttpError, notFound } from '../../shared/errors.ts';
import type { WorkQueue } from '../../shared/queue/work-queue.ts';
import type { MediaStorage, StoredFile } from '../../shared/storage/media-storage.ts';
import { notifyLater } from '../notifications/notification-tasks.ts';
import { processAdPicture } from '../selling/ad-pictures.ts';
import {
  blocksBetween,
  blockUser,
  insertReport,
  unblockUser,
  userExists,
} from './blocks.repository.ts';
import type { ChatEvents } from './chat-events.ts';
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
  /**
   * Seconds after a message before its recipient is notified, unless they have read it by then
   * (the chat was open): modules/notifications.
   */
  notifyAfterSeconds: number;
};

export const MESSAGING_LIMITS: MessagingOptions = {
  messagesPerMinute: 30,
  newAccountConversationsPerDay: 10,
  newAccountDays: 7,
  notifyAfterSeconds: 30,
};

export type MessagingDeps = {
  db: Database;
  media: MediaStorage;
  chatEvents: ChatEvents;
  queue: WorkQueue;
  telemetry: Telemetry;
  log: FastifyBaseLogger;
  limits: MessagingOptions;
};

/** Messages kept with a report: what the admins read. */
const REPORTED_MESSAGES = 50;
const DAY_MS = 86_400_000;

/** The one subject `startConversationBody` names. */
function subjectOf(body: StartConversationBody): ChatSubject {
  if (body.store_id !== undefined) return { kind: 'store', id: body.store_id };
  if (body.job_id !== undefined) return { kind: 'job', id: body.job_id };
  if (body.ad_id !== undefined) return { kind: 'ad', id: body.ad_id };
  throw new FieldError({ ad_id: 'chat_subject' });
}

/**
 * Issue 18: conversations between a buyer and a seller about an ad. Only the two people in a
 * conversation may read it or write in it (403 for anyone else, 404 when it does not exist).
 */
export class MessagingService {
  constructor(private readonly deps: MessagingDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The conversation, when the user is one of its two people. */
  private async ownConversation(userId: number, id: number): Promise<Participants> {
    const conversation = await findParticipants(this.db, id);
    if (!conversation) throw notFound();
    if (conversation.buyerId !== userId && conversation.sellerId !== userId) {
      throw new HttpError(403, 'forbidden');
    }
    return conversation;
  }

  /**
   * The conversation the user may write in now: one of its two people, the other's account
   * still exists, neither has blocked the other, and under the sending limit.
   */
  private async writableConversation(userId: number, id: number): Promise<Participants> {
    const conversation = await this.ownConversation(userId, id);
    const otherId = otherOf(conversation, userId);
    if (otherId === null) throw new HttpError(410, 'chat_account_deleted');
    const blocks = await blocksBetween(this.db, userId, otherId);
    if (blocks.byMe) throw new HttpError(403, 'chat_blocked_by_me');
    if (blocks.byThem) throw new HttpError(403, 'chat_blocked_by_them');
    if ((await messagesSentLastMinute(this.db, userId)) >= this.deps.limits.messagesPerMinute) {
      throw new HttpError(429, 'messages_too_fast');
    }
    return conversation;
  }

  /** Tells both people's open streams, and has the recipient notified if they do not read it. */
  private async announceMessage(conversation: Participants, message: ChatMessage) {
    await this.announce([conversation.buyerId, conversation.sellerId], {
      type: 'message',
      message,
    });
    await notifyLater(
      this.deps,
      'notifications.message',
      { messageId: message.id },
      { startAfterSeconds: this.deps.limits.notifyAfterSeconds },
    );
  }

  /**
   * Tells the two people's open streams (those whose account still exists). What is written
   * stays written if this fails: their clients fetch it when they next load or reconnect.
   */
  private async announce(people: (number | null)[], event: ChatEvent) {
    try {
      const to = people.filter((person) => person !== null);
      await this.deps.chatEvents.publish({ to, event });
    } catch (err) {
      this.deps.log.error({ err }, 'chat events: publishing failed');
    }
  }

  /**
   * The user's conversation about an ad (with its seller), a store or a job (with the store's
   * owner): the one they have, or a new one (`created`).
   */
  async start(
    user: UserRecord,
    body: StartConversationBody,
    lang: Lang,
  ): Promise<{ created: boolean; detail: ConversationDetail }> {
    const subject = subjectOf(body);
    const found = await findSubjectForChat(this.db, subject);
    if (!found) throw notFound();
    if (!found.isPublic) throw adGone();
    if (found.ownerId === null) throw new FieldError({ job_id: 'chat_no_owner' });
    if (found.ownerId === user.id) {
      throw subject.kind === 'ad'
        ? new FieldError({ ad_id: 'chat_own_ad' })
        : new FieldError({ [`${subject.kind}_id`]: 'chat_own_store' });
    }
    const existing = await findBuyerConversation(this.db, subject, user.id);
    if (existing !== undefined) {
      return { created: false, detail: await this.detail(existing, user.id, lang) };
    }
    const { newAccountDays, newAccountConversationsPerDay } = this.deps.limits;
    const isNewAccount = Date.now() - user.createdAt.getTime() < newAccountDays * DAY_MS;
    if (
      isNewAccount &&
      (await conversationsStartedToday(this.db, user.id)) >= newAccountConversationsPerDay
    ) {
      throw new HttpError(429, 'conversations_per_day');
    }
    const id = await startConversation(this.db, subject, user.id, found.ownerId);
    return { created: true, detail: await this.detail(id, user.id, lang) };
  }

  /** The conversation from the reader's side: 404 when there is none, 403 when not theirs. */
  async detail(id: number, userId: number, lang: Lang): Promise<ConversationDetail> {
    const row = await findConversation(this.db, id, userId);
    if (!row) throw notFound();
    if (row.buyer_id !== userId && row.seller_id !== userId) throw new HttpError(403, 'forbidden');
    const blocks =
      row.other_id === null
        ? { byMe: false, byThem: false }
        : await blocksBetween(this.db, userId, row.other_id);
    return {
      ...toSummary(row, userId, lang),
      other_read_id: row.buyer_id === userId ? row.seller_read_id : row.buyer_read_id,
      blocked_by_me: blocks.byMe,
      blocked_by_them: blocks.byThem,
    };
  }

  /** The user's conversations, newest first (buying, selling or both). */
  async list(
    userId: number,
    role: ConversationRole | undefined,
    page: number,
    lang: Lang,
  ): Promise<Paginated<ConversationSummary>> {
    const { rows, total } = await listConversations(this.db, userId, role, page);
    return {
      data: rows.map((row) => toSummary(row, userId, lang)),
      current_page: page,
      per_page: CONVERSATIONS_PER_PAGE,
      total,
      last_page: Math.max(1, Math.ceil(total / CONVERSATIONS_PER_PAGE)),
    };
  }

  /** How many messages the user has not read. */
  unreadCount(userId: number): Promise<number> {
    return unreadTotal(this.db, userId);
  }

  async messages(userId: number, id: number, query: MessagesQuery) {
    await this.ownConversation(userId, id);
    return listMessages(this.db, id, query);
  }

  async sendText(userId: number, id: number, body: string): Promise<ChatMessage> {
    const conversation = await this.writableConversation(userId, id);
    const message = await insertMessage(this.db, conversation, userId, { body });
    this.deps.telemetry.messagesSent.inc({ kind: 'text' });
    await this.announceMessage(conversation, message);
    return message;
  }

  /** Sends the picture (undefined when the body was not one) as ad pictures are handled. */
  async sendPicture(userId: number, id: number, picture: Buffer | undefined): Promise<ChatMessage> {
    const conversation = await this.writableConversation(userId, id);
    if (!picture) throw new FieldError({ picture: 'picture_type' });
    const processed = await processAdPicture(picture, 'picture');
    const { media } = this.deps;
    const name = await storeChatPicture(media, conversation.id, processed);
    let message: ChatMessage;
    try {
      message = await insertMessage(this.db, conversation, userId, {
        body: '',
        picture: { name, width: processed.width, height: processed.height },
      });
    } catch (error) {
      // No picture is left behind without its message.
      await removeChatPicture(media, conversation.id, name);
      throw error;
    }
    this.deps.telemetry.messagesSent.inc({ kind: 'picture' });
    await this.announceMessage(conversation, message);
    return message;
  }

  /** A picture sent in the conversation (`{name}-{width}.webp`), for its two people. */
  async picture(userId: number, id: number, file: string): Promise<StoredFile> {
    const conversation = await this.ownConversation(userId, id);
    const key = chatPictureKey(conversation.id, file);
    const stored = key === undefined ? undefined : await this.deps.media.get(key);
    if (!stored) throw notFound();
    return stored;
  }

  /** Marks the conversation read up to a message; answers the user's read mark. */
  async markRead(userId: number, id: number, lastReadId: number): Promise<number> {
    const conversation = await this.ownConversation(userId, id);
    const readId = await markRead(this.db, conversation, userId, lastReadId);
    await this.announce([conversation.buyerId, conversation.sellerId], {
      type: 'read',
      conversation_id: conversation.id,
      reader_id: userId,
      last_read_id: readId,
    });
    return readId;
  }

  /** Reports the conversation with a copy of its latest messages. */
  async report(
    reporterId: number,
    id: number,
    body: { reason: ReportReason; note: string },
  ): Promise<void> {
    const conversation = await this.ownConversation(reporterId, id);
    await insertReport(this.db, {
      conversationId: id,
      reporterId,
      otherId: otherOf(conversation, reporterId),
      body,
      messages: await latestMessages(this.db, id, REPORTED_MESSAGES),
    });
  }

  /** No message goes either way between the two. */
  async block(userId: number, blockedId: number): Promise<void> {
    if (blockedId === userId) throw new FieldError({ id: 'chat_block_self' });
    if (!(await userExists(this.db, blockedId))) throw notFound();
    await blockUser(this.db, userId, blockedId);
    await this.announceBlock(userId, blockedId, true);
  }

  async unblock(userId: number, blockedId: number): Promise<void> {
    await unblockUser(this.db, userId, blockedId);
    await this.announceBlock(userId, blockedId, false);
  }

  private announceBlock(userId: number, blockedId: number, blocked: boolean) {
    return this.announce([userId, blockedId], {
      type: 'block',
      blocker_id: userId,
      blocked_id: blockedId,
      blocked,
    });
  }
}
