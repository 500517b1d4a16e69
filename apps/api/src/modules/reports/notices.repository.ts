import { NOTICE_KINDS, type Lang, type UserNotice } from '@souq/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads, userNotices } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';

export type NoticeKind = UserNotice['kind'];

export type NewNotice = {
  userId: number;
  kind: NoticeKind;
  /** The ad a decision is about; null for a warning. */
  adId: number | null;
  /** The moderator's reason, shown to the user as written. */
  reason: string;
};

/**
 * Tells the user at their next visit (a warning, a decision on their ad). Call it in the
 * transaction that makes the change, so that no decision is left untold.
 */
export async function addNotice(db: Pick<Database, 'insert'>, notice: NewNotice): Promise<void> {
  await db.insert(userNotices).values(notice);
}

const isKind = (kind: string): kind is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(kind);

/** The user's notices not seen yet, newest first, the ad's title in `lang`. */
export async function listUnseenNotices(
  db: Database,
  userId: number,
  lang: Lang,
): Promise<UserNotice[]> {
  const rows = await db
    .select({
      id: userNotices.id,
      kind: userNotices.kind,
      adId: userNotices.adId,
      adTitle: localized(lang, ads.titleEn, ads.titleAr),
      reason: userNotices.reason,
      createdAt: userNotices.createdAt,
    })
    .from(userNotices)
    .leftJoin(ads, eq(ads.id, userNotices.adId))
    .where(and(eq(userNotices.userId, userId), isNull(userNotices.seenAt)))
    .orderBy(desc(userNotices.createdAt), desc(userNotices.id));
  return rows.flatMap((row) =>
    isKind(row.kind)
      ? [
          {
            id: row.id,
            kind: row.kind,
            ad: row.adId === null || row.adTitle === null ? null : { id: row.adId, title: row.adTitle },
            reason: row.reason,
            created_at: new Date(row.createdAt).toISOString(),
          },
        ]
      : [],
  );
}

/** Marks one of the user's notices seen: false when they have no such notice. */
export async function markNoticeSeen(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(userNotices)
    .set({ seenAt: new Date() })
    .where(and(eq(userNotices.id, id), eq(userNotices.userId, userId)))
    .returning({ id: userNotices.id });
  return rows.length > 0;
}
