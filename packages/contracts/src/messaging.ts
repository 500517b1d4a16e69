import * as z from 'zod';
import { idParam } from './catalog.ts';
import { MAX_ID } from './constants.ts';
import { adImage, pageQuery } from './ads.ts';

/** Issue 18: the most characters of one chat message. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Conversations per page of `GET /conversations`. */
export const CONVERSATIONS_PER_PAGE = 20;
/** Messages per page of a thread (the newest first, older ones with `before`). */
export const MESSAGES_PER_PAGE = 50;

const messageText = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(MESSAGE_MAX_LENGTH, 'message_max');

/** What a conversation is about: an ad (with its seller), a store or a job (with its owner). */
export const CHAT_SUBJECTS = ['ad', 'store', 'job'] as const;
export type ChatSubjectKind = (typeof CHAT_SUBJECTS)[number];

/** `POST /conversations`: opens (or finds) the conversation about one ad, store or job. */
export const startConversationBody = z
  .object({
    ad_id: idParam.optional(),
    store_id: idParam.optional(),
    job_id: idParam.optional(),
  })
  .refine(
    (body) =>
      [body.ad_id, body.store_id, body.job_id].filter((id) => id !== undefined).length === 1,
    { message: 'chat_subject', path: ['ad_id'] },
  );
export type StartConversationBody = z.infer<typeof startConversationBody>;

export const conversationIdParams = z.object({ id: idParam });

/** The conversations the user buys in, sells in, or both. */
export const CONVERSATION_ROLES = ['buying', 'selling'] as const;
export const conversationRole = z.enum(CONVERSATION_ROLES);
export type ConversationRole = z.infer<typeof conversationRole>;

export const conversationsQuery = z.object({
  role: conversationRole.optional(),
  page: pageQuery,
});
export type ConversationsQuery = z.infer<typeof conversationsQuery>;

/** A message id, or 0 for 'none yet'. */
const messageIdOrZero = z.coerce.number().int().min(0).max(MAX_ID);

/** `GET /conversations/events?after=`: the last message id the client has. */
export const chatEventsQuery = z.object({ after: messageIdOrZero.optional() });

/** A thread's messages: the newest page, the page before `before`, or all after `after`. */
export const messagesQuery = z.object({
  before: idParam.optional(),
  after: messageIdOrZero.optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

export const sendMessageBody = z.object({ body: messageText });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** `POST /conversations/{id}/read`: everything up to this message has been read. */
export const readBody = z.object({ last_read_id: messageIdOrZero });
export type ReadBody = z.infer<typeof readBody>;

/** `POST/DELETE /users/{id}/block`. */
export const userIdParams = z.object({ id: idParam });

export const chatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** Null once the sender's account is deleted. */
  sender_id: z.number().int().nullable(),
  /** Plain text, shown as text (links too); empty for a picture alone. */
  body: z.string(),
  /** A picture in every width, served only to the two people, or null. */
  picture: adImage.nullable(),
  /** The message had a picture that went with its sender's deleted account. */
  picture_removed: z.boolean(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const chatPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});

/** A conversation as the list shows it, from the reader's side. */
export const conversationSummary = z.object({
  id: z.number().int(),
  /** Whether the reader is the buyer or the seller here. */
  role: conversationRole,
  /**
   * What it is about: the ad's title and first picture, the store's name and picture, the job's
   * title and company picture; null when it went with its owner's deleted account.
   */
  subject: z
    .object({
      kind: z.enum(CHAT_SUBJECTS),
      id: z.number().int(),
      title: z.string(),
      picture: z.string().nullable(),
    })
    .nullable(),
  /** The other person; null once their account is deleted (nothing of it is kept). */
  other: chatPerson.nullable(),
  last_message: chatMessage.nullable(),
  unread_count: z.number().int(),
  last_message_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/**
 * One conversation's header: the summary, how far the other side has read, who blocked whom.
 * Nobody can write in it once the other account is deleted (`chat_account_deleted`).
 */
export const conversationDetail = conversationSummary.extend({
  /** The last of the reader's messages the other person has seen (0: none): the read marks. */
  other_read_id: z.number().int(),
  blocked_by_me: z.boolean(),
  blocked_by_them: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/**
 * What `GET /conversations/events` (Server-Sent Events) sends, each as its `event` name with
 * this as JSON data: a new message (its id is the event's id, for `Last-Event-ID`), a read mark
 * that moved, a block set or lifted between the two people, `notification` when the user's
 * notifications changed (a new one, or read elsewhere: fetch them and the bell's count again), or
 * `resync` when the client should fetch again: the server may have missed events, or the other
 * person in a conversation deleted their account.
 */
export type ChatEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; conversation_id: number; reader_id: number; last_read_id: number }
  | { type: 'block'; blocker_id: number; blocked_id: number; blocked: boolean }
  | { type: 'notification' }
  | { type: 'resync' };
