import type { Lang, ReportEvidence, ReportReason, ReportTarget } from '@souq/contracts';
import { and, asc, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adImages, ads, reports, users } from '../../db/schema/index.ts';
import { localized } from '../../shared/localized.ts';
import type { PictureRow } from '../ads/ad-card-rows.ts';
import { publicAdPage } from '../ads/live-ad.ts';
import { writeLog } from '../moderation/moderation-log.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type NewReport = {
  target: ReportTarget;
  targetId: number;
  /** The ad's seller, the user, or the other person of the conversation. */
  subjectUserId: number | null;
  reporterId: number;
  reason: ReportReason;
  note: string;
  evidence: ReportEvidence;
};

/**
 * Adds the report to the queue: false when the reporter already has an open report of the same
 * target (`reports_one_open_per_reporter`), which is then left as it is.
 */
export async function insertReport(
  db: Pick<Database, 'insert'>,
  report: NewReport,
): Promise<boolean> {
  const rows = await db
    .insert(reports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return rows.length > 0;
}

/** A reported ad as buyers see it, in the reporter's language. */
export type ReportedAd = {
  sellerId: number;
  status: (typeof ads.$inferSelect)['status'];
  isPublic: boolean;
  title: string;
  description: string;
  price: number;
  pictures: PictureRow[];
};

/**
 * The ad, locking its row until the transaction ends: reports of one ad take turns, so the
 * count of its reporters that hides it is exact.
 */
export async function lockReportedAd(
  tx: Transaction,
  id: number,
  lang: Lang,
): Promise<ReportedAd | undefined> {
  const [row] = await tx
    .select({
      sellerId: ads.userId,
      status: ads.status,
      isPublic: publicAdPage,
      title: localized(lang, ads.titleEn, ads.titleAr),
      description: localized(lang, ads.descriptionEn, ads.descriptionAr),
      price: ads.price,
    })
    .from(ads)
    .where(eq(ads.id, id))
    .for('no key update');
  if (!row) return undefined;
  const pictures = await tx
    .select({ path: adImages.path, width: adImages.width, height: adImages.height })
    .from(adImages)
    .where(eq(adImages.adId, id))
    .orderBy(asc(adImages.position), asc(adImages.id));
  return { ...row, pictures: pictures.map((p): PictureRow => [p.path, p.width, p.height]) };
}

/** A user others can see (their phone verified), as the profile shows them; else undefined. */
export async function findReportedUser(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db
    .select({ name: users.name, userName: users.userName, bio: users.bio, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.phoneVerifiedAt)));
  return row;
}

/** How many accounts have an open report of the ad. */
export async function openReportersOfAd(tx: Transaction, adId: number): Promise<number> {
  const [row] = await tx
    .select({ n: countDistinct(reports.reporterId) })
    .from(reports)
    .where(and(eq(reports.target, 'ad'), eq(reports.targetId, adId), eq(reports.state, 'open')));
  return row?.n ?? 0;
}

/**
 * Takes a live or sold ad down until a moderator decides (`hidden`, what it was kept to restore
 * it), with the audit log's automatic line. False when it is neither.
 */
export async function hideReportedAd(tx: Transaction, adId: number): Promise<boolean> {
  const hidden = await tx
    .update(ads)
    .set({
      status: 'hidden',
      statusBeforeHidden: sql`${ads.status}`,
      holdReason: 'reports',
      updatedAt: new Date(),
    })
    .where(and(eq(ads.id, adId), inArray(ads.status, ['active', 'sold'])))
    .returning({ before: ads.statusBeforeHidden });
  const [row] = hidden;
  if (!row) return false;
  await writeLog(tx, {
    actor: null,
    action: 'ad.hide',
    target: 'ad',
    targetId: adId,
    reason: 'reports',
    before: { status: row.before },
    after: { status: 'hidden' },
  });
  return true;
}
