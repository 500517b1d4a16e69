import {
  CONVERSATIONS_PER_PAGE,
  type ChatMessage,
  type ChatSubjectKind,
  type ConversationRole,
  type ConversationSummary,
  type Lang,
} from '@souq/contracts';
import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  adImages,
  ads,
  conversations,
  jobOffers,
  messages,
  stores,
  users,
} from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import { imageUrl } from '../../shared/media.ts';
import { publicAdPage } from '../ads/live-ad.ts';
import { toChatMessage } from './messages.repository.ts';

/** A conversation and its two people (null: an account deleted since). */
export type Participants = { id: number; buyerId: number | null; sellerId: number | null };

/** What a conversation is started about. */
export type ChatSubject = { kind: ChatSubjectKind; id: number };

function roleOf(conversation: Participants, userId: number): ConversationRole {
  return conversation.buyerId === userId ? 'buying' : 'selling';
}

/** The other person of the conversation, or null when their account was deleted. */
export function otherOf(conversation: Participants, userId: number): number | null {
  return conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;
}

/** The subject's column in `conversations`, and its value in a new row. */
function subjectColumn(kind: ChatSubjectKind) {
  if (kind === 'ad') return conversations.adId;
  if (kind === 'store') return conversations.storeId;
  return conversations.jobId;
}
function subjectValues({ kind, id }: ChatSubject) {
  if (kind === 'ad') return { adId: id };
  if (kind === 'store') return { storeId: id };
  return { jobId: id };
}

/**
 * Who answers about the subject (an ad's seller, a store's owner, the owner of the store that
 * posted a job: null when no store did) and whether its page is public; undefined when there
 * is no such subject.
 */
export async function findSubjectForChat(
  db: Database,
  subject: ChatSubject,
): Promise<{ ownerId: number | null; isPublic: boolean } | undefined> {
  if (subject.kind === 'ad') {
    const [row] = await db
      .select({ ownerId: ads.userId, isPublic: publicAdPage })
      .from(ads)
      .where(eq(ads.id, subject.id));
    return row;
  }
  if (subject.kind === 'store') {
    const [row] = await db
      .select({ ownerId: stores.ownerId })
      .from(stores)
      .where(eq(stores.id, subject.id));
    return row && { ...row, isPublic: true };
  }
  const [row] = await db
    .select({ ownerId: stores.ownerId })
    .from(jobOffers)
    .leftJoin(stores, eq(stores.id, jobOffers.storeId))
    .where(eq(jobOffers.id, subject.id));
  return row && { ...row, isPublic: true };
}

/** The buyer's conversation about the subject, if they have one. */
export async function findBuyerConversation(
  db: Database,
  subject: ChatSubject,
  buyerId: number,
): Promise<number | undefined> {
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(subjectColumn(subject.kind), subject.id), eq(conversations.buyerId, buyerId)));
  return found?.id;
}

/** Starts the buyer's conversation about the subject (or finds the one a parallel request made). */
export async function startConversation(
  db: Database,
  subject: ChatSubject,
  buyerId: number,
  sellerId: number,
): Promise<number> {
  const column = subjectColumn(subject.kind);
  const [started] = await db
    .insert(conversations)
    .values({ ...subjectValues(subject), buyerId, sellerId })
    .onConflictDoNothing({ target: [column, conversations.buyerId] })
    .returning({ id: conversations.id });
  const id = started?.id ?? (await findBuyerConversation(db, subject, buyerId));
  if (id === undefined) {
    throw new Error(`conversation about ${subject.kind} ${String(subject.id)} vanished`);
  }
  return id;
}

/** Conversations the user started in the last day (the new-account limit). */
export async function conversationsStartedToday(db: Database, buyerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, buyerId),
        gt(conversations.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.total ?? 0;
}

export async function findParticipants(
  db: Database,
  id: number,
): Promise<Participants | undefined> {
  const [row] = await db
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
    })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row;
}

/** A conversation from one side; what a deleted account took with it is null. */
export type ConversationRow = {
  id: number;
  buyer_id: number | null;
  seller_id: number | null;
  buyer_read_id: number;
  seller_read_id: number;
  last_message_at: string;
  subject_kind: ChatSubjectKind | null;
  subject_id: number | null;
  title_en: string | null;
  title_ar: string | null;
  /** An ad's first picture, stored once per width. */
  ad_picture: string | null;
  /** A store's or a job's company picture, as it is served. */
  picture: string | null;
  other_id: number | null;
  other_name: string | null;
  other_avatar: string | null;
  message_id: number | null;
  message_sender_id: number | null;
  message_body: string | null;
  message_picture: string | null;
  message_picture_width: number | null;
  message_picture_height: number | null;
  message_picture_removed: boolean | null;
  message_created_at: string | null;
  unread_count: number;
};

/** The user's conversations matching `where`, newest first, with their last message if any. */
function conversationRows(userId: number, where: SQL, limit: number, offset: number): SQL {
  const readId = sql`case when c.buyer_id = ${userId} then c.buyer_read_id else c.seller_read_id end`;
  return sql`
    select c.id, c.buyer_id, c.seller_id, c.buyer_read_id, c.seller_read_id,
      to_json(c.last_message_at)#>>'{}' as last_message_at,
      case when c.ad_id is not null then 'ad' when c.store_id is not null then 'store'
        when c.job_id is not null then 'job' end as subject_kind,
      coalesce(c.ad_id, c.store_id, c.job_id) as subject_id,
      coalesce(a.title_en, s.store_name, j.title_en) as title_en,
      coalesce(a.title_ar, s.store_name, j.title_ar) as title_ar,
      (select i.path from ${adImages} i where i.ad_id = a.id order by i.position, i.id limit 1)
        as ad_picture,
      coalesce(s.profile_image, j.company_image) as picture,
      o.id as other_id, o.name as other_name, o.avatar as other_avatar,
      m.id as message_id, m.sender_id as message_sender_id, m.body as message_body,
      m.picture as message_picture, m.picture_width as message_picture_width,
      m.picture_height as message_picture_height, m.picture_removed as message_picture_removed,
      to_json(m.created_at)#>>'{}' as message_created_at,
      (select count(*) from ${messages} u
        where u.conversation_id = c.id and u.sender_id is distinct from ${userId} and u.id > ${readId})::int as unread_count
    from ${conversations} c
    left join ${ads} a on a.id = c.ad_id
    left join ${stores} s on s.id = c.store_id
    left join ${jobOffers} j on j.id = c.job_id
    left join ${users} o on o.id = case when c.buyer_id = ${userId} then c.seller_id else c.buyer_id end
    left join lateral (
      select id, sender_id, body, picture, picture_width, picture_height, picture_removed, created_at
      from ${messages}
      where conversation_id = c.id order by id desc limit 1
    ) m on true
    where ${where}
    order by c.last_message_at desc, c.id desc
    limit ${limit} offset ${offset}`;
}

function inConversation(userId: number, role: ConversationRole | undefined): SQL {
  if (role === 'buying') return sql`c.buyer_id = ${userId}`;
  if (role === 'selling') return sql`c.seller_id = ${userId}`;
  return sql`(c.buyer_id = ${userId} or c.seller_id = ${userId})`;
}

/** What the conversation is about, unless it went with its owner's deleted account. */
function subjectOf(row: ConversationRow, lang: Lang): ConversationSummary['subject'] {
  const { subject_kind: kind, subject_id: id, title_en: en, title_ar: ar } = row;
  if (kind === null || id === null || en === null || ar === null) return null;
  return {
    kind,
    id,
    title: localized(lang, en, ar),
    picture: row.ad_picture === null ? row.picture : imageUrl(row.ad_picture, 320),
  };
}

export function toSummary(row: ConversationRow, userId: number, lang: Lang): ConversationSummary {
  const lastMessage: ChatMessage | null =
    row.message_id === null
      ? null
      : toChatMessage({
          id: row.message_id,
          conversation_id: row.id,
          sender_id: row.message_sender_id,
          body: row.message_body ?? '',
          picture: row.message_picture,
          picture_width: row.message_picture_width,
          picture_height: row.message_picture_height,
          picture_removed: row.message_picture_removed ?? false,
          created_at: row.message_created_at ?? row.last_message_at,
        });
  return {
    id: row.id,
    role: row.buyer_id === userId ? 'buying' : 'selling',
    subject: subjectOf(row, lang),
    other:
      row.other_id === null || row.other_name === null
        ? null
        : { id: row.other_id, name: row.other_name, avatar: row.other_avatar },
    last_message: lastMessage,
    unread_count: row.unread_count,
    last_message_at: row.last_message_at,
  };
}

export async function listConversations(
  db: Database,
  userId: number,
  role: ConversationRole | undefined,
  page: number,
) {
  // A conversation nobody has written in yet is not listed (on either side).
  const where = sql`${inConversation(userId, role)} and exists (select 1 from ${messages} e where e.conversation_id = c.id)`;
  const offset = (page - 1) * CONVERSATIONS_PER_PAGE;
  const [{ rows }, [total]] = await Promise.all([
    db.execute<ConversationRow>(conversationRows(userId, where, CONVERSATIONS_PER_PAGE, offset)),
    db
      .execute<{ total: number }>(
        sql`
      select count(*)::int as total from ${conversations} c where ${where}`,
      )
      .then((result) => result.rows),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One conversation from the reader's side, even before its first message. */
export async function findConversation(
  db: Database,
  id: number,
  userId: number,
): Promise<ConversationRow | undefined> {
  const { rows } = await db.execute<ConversationRow>(
    conversationRows(userId, sql`c.id = ${id}`, 1, 0),
  );
  return rows[0];
}

/** Messages in the user's conversations that the other side sent and the user has not read. */
export async function unreadTotal(db: Database, userId: number): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${conversations} c
    join ${messages} m on m.conversation_id = c.id
    where (c.buyer_id = ${userId} and m.sender_id is distinct from ${userId} and m.id > c.buyer_read_id)
       or (c.seller_id = ${userId} and m.sender_id is distinct from ${userId} and m.id > c.seller_read_id)`);
  return rows[0]?.total ?? 0;
}

/** Moves the reader's read mark forward (never back, never past the last message). */
export async function markRead(
  db: Database,
  conversation: Participants,
  userId: number,
  lastReadId: number,
): Promise<number> {
  const column = roleOf(conversation, userId) === 'buying' ? 'buyer_read_id' : 'seller_read_id';
  const { rows } = await db.execute<{ read_id: number }>(sql`
    update ${conversations} set ${sql.raw(column)} = greatest(${sql.raw(column)}, least(${lastReadId},
      coalesce((select max(id) from ${messages} where conversation_id = ${conversation.id}), 0)))
    where id = ${conversation.id}
    returning ${sql.raw(column)} as read_id`);
  return rows[0]?.read_id ?? 0;
}
