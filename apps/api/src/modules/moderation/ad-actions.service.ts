import type { AdAction, AdActionBody, AdActionResult } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ads } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../shared/errors.ts';
import type { ApiMessageKey } from '../../shared/messages.ts';
import { addNotice, type NoticeKind } from '../reports/notices.repository.ts';
import { lockAd, type LockedAd, type StoredStatus } from './locked-ad.repository.ts';
import { writeLog, type Actor } from './moderation-log.ts';
import { shownStatus } from './queue.repository.ts';
import { closeOpenReports, reportsOfTarget } from './report-decisions.repository.ts';

/** The statuses each action applies to, and what it answers (409) to the others. */
const FROM: Record<AdAction, { statuses: readonly StoredStatus[]; refused: ApiMessageKey }> = {
  approve: { statuses: ['pending'], refused: 'ad_not_pending' },
  reject: { statuses: ['pending'], refused: 'ad_not_pending' },
  hide: { statuses: ['active', 'sold'], refused: 'ad_not_visible' },
  restore: { statuses: ['hidden', 'rejected'], refused: 'ad_not_hidden' },
  delete: {
    statuses: ['active', 'sold', 'pending', 'hidden', 'rejected'],
    refused: 'ad_already_deleted',
  },
};

/** What the seller is told of each action. */
const NOTICE: Record<AdAction, NoticeKind> = {
  approve: 'ad_approved',
  reject: 'ad_rejected',
  hide: 'ad_hidden',
  restore: 'ad_restored',
  delete: 'ad_deleted',
};

/** Approving or restoring an ad says its reports were unfounded; the other actions follow them. */
const REPORTS_BECOME: Record<AdAction, 'dismissed' | 'actioned'> = {
  approve: 'dismissed',
  reject: 'actioned',
  hide: 'actioned',
  restore: 'dismissed',
  delete: 'actioned',
};

/** What a restore puts back: what the ad was before it was hidden, else live. */
function restoredStatus(before: StoredStatus | null): 'active' | 'sold' {
  return before === 'sold' ? 'sold' : 'active';
}

function changeOf(
  action: AdAction,
  ad: LockedAd,
  lifetimeDays: number,
  now: Date,
): PgUpdateSetSource<typeof ads> {
  switch (action) {
    case 'approve':
      // It goes live now, for its whole lifetime.
      return {
        status: 'active',
        holdReason: null,
        statusBeforeHidden: null,
        expiresAt: new Date(now.getTime() + lifetimeDays * 24 * 3600_000),
      };
    case 'reject':
      return { status: 'rejected', holdReason: null, statusBeforeHidden: null };
    case 'hide':
      return { status: 'hidden', statusBeforeHidden: ad.status, holdReason: 'moderator' };
    case 'restore':
      return {
        status: restoredStatus(ad.statusBeforeHidden),
        statusBeforeHidden: null,
        holdReason: null,
      };
    case 'delete':
      return { status: 'deleted', holdReason: null, statusBeforeHidden: null };
  }
}

/**
 * A moderator's decision on an ad, in one transaction with the reports it closes, the seller's
 * notice and the audit line: 404 for no such ad, 409 when the action does not fit its status (or
 * would put a suspended or banned seller's ad live), 403 on the moderator's own ad.
 */
export async function actOnAd(
  db: Database,
  staff: { id: number; actor: Actor },
  adId: number,
  body: AdActionBody,
  options: { lifetimeDays: number; now: Date },
): Promise<AdActionResult> {
  const { action, reason } = body;
  const { now } = options;
  return db.transaction(async (tx) => {
    const ad = await lockAd(tx, adId, now);
    if (!ad) throw notFound();
    if (ad.userId === staff.id) throw new HttpError(403, 'staff_self');
    if (!FROM[action].statuses.includes(ad.status)) {
      throw new HttpError(409, FROM[action].refused);
    }
    if ((action === 'approve' || action === 'restore') && ad.sellerRestricted) {
      throw new HttpError(409, 'ad_seller_restricted');
    }
    const [after] = await tx
      .update(ads)
      .set({
        ...changeOf(action, ad, options.lifetimeDays, now),
        decisionReason: reason,
        updatedAt: now,
      })
      .where(eq(ads.id, adId))
      .returning({ status: ads.status, holdReason: ads.holdReason, expiresAt: ads.expiresAt });
    if (!after) throw notFound();
    const reportsState = REPORTS_BECOME[action];
    const closed = await closeOpenReports(
      tx,
      reportsOfTarget('ad', adId),
      reportsState,
      staff.id,
      now,
    );
    await addNotice(tx, { userId: ad.userId, kind: NOTICE[action], adId, reason });
    await writeLog(tx, {
      actor: staff.actor,
      action: `ad.${action}`,
      target: 'ad',
      targetId: adId,
      reason,
      before: { status: ad.status, hold_reason: ad.holdReason },
      after: {
        status: after.status,
        hold_reason: after.holdReason,
        reports_closed: { state: reportsState, count: closed },
      },
    });
    return { ad_id: adId, status: shownStatus(after.status, after.expiresAt) };
  });
}
