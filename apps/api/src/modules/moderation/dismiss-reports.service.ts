import type { DismissResult, ReportTarget } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads } from '../../db/schema/index.ts';
import { HttpError } from '../../shared/errors.ts';
import { addNotice } from '../reports/notices.repository.ts';
import type { Transaction } from './account-restrictions.repository.ts';
import { lockAd } from './locked-ad.repository.ts';
import { writeLog, type Actor } from './moderation-log.ts';
import { shownStatus } from './queue.repository.ts';
import { closeOpenReports, reportsOfTarget } from './report-decisions.repository.ts';

/**
 * An ad the reports hid comes back (what it was before, else live) and its seller is told; if
 * the seller is suspended or banned meanwhile, it stays hidden as their other ads are, until
 * that is lifted. Answers the ad's status, or null for no such ad.
 */
async function restoreAdHiddenByReports(tx: Transaction, adId: number, reason: string, now: Date) {
  const ad = await lockAd(tx, adId, now);
  if (!ad) return null;
  if (ad.status !== 'hidden' || ad.holdReason !== 'reports') {
    return {
      before: shownStatus(ad.status, ad.expiresAt),
      after: shownStatus(ad.status, ad.expiresAt),
    };
  }
  if (ad.sellerRestricted) {
    await tx.update(ads).set({ holdReason: 'account', updatedAt: now }).where(eq(ads.id, adId));
    return { before: 'hidden' as const, after: 'hidden' as const };
  }
  const status = ad.statusBeforeHidden === 'sold' ? 'sold' : 'active';
  await tx
    .update(ads)
    .set({
      status,
      statusBeforeHidden: null,
      holdReason: null,
      decisionReason: reason,
      updatedAt: now,
    })
    .where(eq(ads.id, adId));
  await addNotice(tx, { userId: ad.userId, kind: 'ad_restored', adId, reason });
  return { before: 'hidden' as const, after: shownStatus(status, ad.expiresAt) };
}

/**
 * The open reports of a target were unfounded: they become `dismissed`, an ad they hid comes
 * back, with the audit line, in one transaction. 409 when the target has no open report.
 */
export async function dismissReports(
  db: Database,
  staff: { id: number; actor: Actor },
  target: ReportTarget,
  targetId: number,
  reason: string,
  now: Date,
): Promise<DismissResult> {
  return db.transaction(async (tx) => {
    const dismissed = await closeOpenReports(
      tx,
      reportsOfTarget(target, targetId),
      'dismissed',
      staff.id,
      now,
    );
    if (dismissed === 0) throw new HttpError(409, 'no_open_reports');
    const ad = target === 'ad' ? await restoreAdHiddenByReports(tx, targetId, reason, now) : null;
    await writeLog(tx, {
      actor: staff.actor,
      action: 'report.dismiss',
      target,
      targetId,
      reason,
      before: { open_reports: dismissed, ad_status: ad?.before ?? null },
      after: { open_reports: 0, ad_status: ad?.after ?? null },
    });
    return { dismissed, ad_status: ad?.after ?? null };
  });
}
