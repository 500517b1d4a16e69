import { MESSAGES_PER_PAGE, type ChatMessage, type MessagesQuery } from '@souq/contracts';
import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { toChatPicture } from './chat-pictures.ts';

const messageColumns = {
  id: messages.id,
  conversation_id: messages.conversationId,
  sender_id: messages.senderId,
  body: messages.body,
  picture: messages.picture,
  picture_width: messages.pictureWidth,
  picture_height: messages.pictureHeight,
  picture_removed: messages.pictureRemoved,
  created_at: sql<string>`to_json(${messages.createdAt})#>>'{}'`,
};

type MessageRow = {
  id: number;
  conversation_id: number;
  sender_id: number | null;
  body: string;
  picture: string | null;
  picture_width: number | null;
  picture_height: number | null;
  picture_removed: boolean;
  created_at: string;
};

export function toChatMessage(row: MessageRow): ChatMessage {
  const { picture, picture_width: width, picture_height: height, ...message } = row;
  return {
    ...message,
    picture:
      picture === null
        ? null
        : toChatPicture(row.conversation_id, picture, width ?? 0, height ?? 0),
  };
}

/** What a message holds: text, a stored picture (`storeChatPicture`), or both. */
export type MessageContent = {
  body: string;
  picture?: { name: string; width: number; height: number };
};

/**
 * A thread's messages, oldest first: everything after `after` (catching up), the page before
 * `before` (scrolling back), or the newest page.
 */
export async function listMessages(
  db: Database,
  conversationId: number,
  query: MessagesQuery,
): Promise<{ data: ChatMessage[]; has_older: boolean }> {
  const inThread = eq(messages.conversationId, conversationId);
  if (query.after !== undefined) {
    const data = await db
      .select(messageColumns)
      .from(messages)
      .where(and(inThread, gt(messages.id, query.after)))
      .orderBy(asc(messages.id))
      .limit(MESSAGES_PER_PAGE * 10);
    return { data: data.map(toChatMessage), has_older: false };
  }
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(query.before === undefined ? inThread : and(inThread, lt(messages.id, query.before)))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PER_PAGE + 1);
  return {
    data: rows.slice(0, MESSAGES_PER_PAGE).reverse().map(toChatMessage),
    has_older: rows.length > MESSAGES_PER_PAGE,
  };
}

/**
 * Writes a message and, in the same transaction, moves the conversation up the lists and marks
 * it read by its sender: either all of it happens or none.
 */
export async function insertMessage(
  db: Database,
  conversation: { id: number; buyerId: number | null },
  senderId: number,
  content: MessageContent,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId,
        body: content.body,
        picture: content.picture?.name,
        pictureWidth: content.picture?.width,
        pictureHeight: content.picture?.height,
      })
      .returning(messageColumns);
    if (!message) throw new Error('the message was not written');
    const senderRead =
      conversation.buyerId === senderId
        ? { buyerReadId: message.id }
        : { sellerReadId: message.id };
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()`, ...senderRead })
      .where(eq(conversations.id, conversation.id));
    return toChatMessage(message);
  });
}

/** Messages the user sent in the last minute (the sending limit). */
export async function messagesSentLastMinute(db: Database, senderId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, senderId),
        gt(messages.createdAt, sql`now() - interval '1 minute'`),
      ),
    );
  return row?.total ?? 0;
}

/** The latest messages of a conversation, kept with a report. */
export async function latestMessages(db: Database, conversationId: number, limit: number) {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse().map(toChatMessage);
}

/** One message, as its event delivers it; null once it is gone (both accounts deleted). */
export async function messageById(db: Database, id: number): Promise<ChatMessage | null> {
  const [row] = await db.select(messageColumns).from(messages).where(eq(messages.id, id));
  return row === undefined ? null : toChatMessage(row);
}

/** The most messages a reconnecting stream is sent; a client further behind reloads its lists. */
const CATCH_UP_LIMIT = 500;

/** Messages in the user's conversations after `afterId`, oldest first: what a stream missed. */
export async function messagesSince(
  db: Database,
  userId: number,
  afterId: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        gt(messages.id, afterId),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    )
    .orderBy(asc(messages.id))
    .limit(CATCH_UP_LIMIT);
  return rows.map(toChatMessage);
}
