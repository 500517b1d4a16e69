import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ads, conversations, jobOffers, messages, stores, users } from '../../db/schema/index.ts';
import { writtenTitle } from './about-ad.ts';
import type { NotificationTasks } from './notification-tasks.ts';
import type { Notifier } from './notifier.ts';

const senders = alias(users, 'senders');

/** A message with its conversation's people, read marks and subject. */
async function loadMessage(db: Database, messageId: number) {
  const [row] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      senderName: senders.name,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      buyerReadId: conversations.buyerReadId,
      sellerReadId: conversations.sellerReadId,
      adId: ads.id,
      adTitle: writtenTitle,
      storeId: stores.id,
      storeName: stores.storeName,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(senders, eq(senders.id, messages.senderId))
    .leftJoin(ads, eq(ads.id, conversations.adId))
    .leftJoin(jobOffers, eq(jobOffers.id, conversations.jobId))
    // The store the seller's side answers for: the conversation's, its ad's or its job's.
    .leftJoin(
      stores,
      eq(stores.id, sql`coalesce(${conversations.storeId}, ${ads.storeId}, ${jobOffers.storeId})`),
    )
    .where(eq(messages.id, messageId));
  return row;
}

/**
 * `notifications.message`, run a while after the message was sent: tells its recipient, unless
 * they have read up to it meanwhile (the chat was open) or an account is gone. The sender is
 * named as the conversation shows the seller's side: as the store it is about, if any.
 */
export function notifyMessage(db: Database, notifier: Notifier) {
  return async ({ messageId }: NotificationTasks['notifications.message']): Promise<void> => {
    const message = await loadMessage(db, messageId);
    if (!message || message.senderId === null || message.senderName === null) return;
    const fromBuyer = message.senderId === message.buyerId;
    const recipientId = fromBuyer ? message.sellerId : message.buyerId;
    const readId = fromBuyer ? message.sellerReadId : message.buyerReadId;
    if (recipientId === null || recipientId === message.senderId || readId >= message.id) return;
    const { storeId, storeName } = message;
    await notifier.notify({
      userId: recipientId,
      kind: 'message',
      dedupeKey: `message:${String(message.id)}`,
      data: {
        conversation_id: message.conversationId,
        sender:
          !fromBuyer && storeId !== null && storeName !== null
            ? { type: 'store', id: storeId, name: storeName }
            : { type: 'user', id: message.senderId, name: message.senderName },
        ad: message.adId === null ? null : { id: message.adId, title: message.adTitle },
      },
    });
  };
}
