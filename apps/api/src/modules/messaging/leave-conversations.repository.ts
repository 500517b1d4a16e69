import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';

/** What an account leaves behind in its conversations once it is deleted. */
export type LeftConversations = {
  /** Picture files to remove from storage after the commit. */
  pictures: { conversationId: number; name: string }[];
  /** The other people, who keep their conversations with it: their screens fetch again. */
  others: number[];
};

/**
 * Takes a user out of their conversations, in the transaction that deletes the account (its
 * ads, stores and job offers then go, leaving the conversations about them without a subject).
 * The other person keeps the conversation and every
 * message in it, the user's side and senders becoming null; the user's own pictures are marked
 * removed and their files returned. A conversation nobody else reads any more (the other
 * account deleted before) or nobody wrote in goes whole, with all its pictures.
 */
export async function leaveConversations(tx: Database, userId: number): Promise<LeftConversations> {
  const theirs = sql`(c.buyer_id = ${userId} or c.seller_id = ${userId})`;
  const { rows: pictures } = await tx.execute<{ conversationId: number; name: string }>(sql`
    select m.conversation_id as "conversationId", m.picture as name
    from ${messages} m join ${conversations} c on c.id = m.conversation_id
    where ${theirs} and m.picture is not null
      and (m.sender_id = ${userId} or c.buyer_id is null or c.seller_id is null)`);
  await tx.execute(sql`
    delete from ${conversations} c
    where ${theirs} and (c.buyer_id is null or c.seller_id is null
      or not exists (select 1 from ${messages} m where m.conversation_id = c.id))`);
  await tx.execute(sql`
    update ${messages}
    set picture = null, picture_width = null, picture_height = null, picture_removed = true
    where sender_id = ${userId} and picture is not null`);
  const { rows: others } = await tx.execute<{ id: number }>(sql`
    update ${conversations} c
    set buyer_id = nullif(c.buyer_id, ${userId}), seller_id = nullif(c.seller_id, ${userId})
    where ${theirs}
    returning coalesce(c.buyer_id, c.seller_id) as id`);
  return { pictures, others: [...new Set(others.map((row) => row.id))] };
}
