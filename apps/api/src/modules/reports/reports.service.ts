import { htmlToText, plainTextToHtml, type Lang, type ReportBody } from '@souq/contracts';
import type { Database } from '../../db/client.ts';
import { FieldError, HttpError, notFound } from '../../shared/errors.ts';
import { toAdImage } from '../ads/ads.serializer.ts';
import { readModerationSettings } from '../moderation/moderation-settings.ts';
import {
  findReportedUser,
  hideReportedAd,
  insertReport,
  lockReportedAd,
  openReportersOfAd,
  type NewReport,
} from './reports.repository.ts';

/** Who reports what, as the route read it (`reportBody`). */
export type ReportInput = {
  targetId: number;
  reporterId: number;
  body: { reason: ReportBody['reason']; note: string };
  lang: Lang;
};

const alreadyReported = () => new HttpError(409, 'already_reported');

/** Adds the report, or 409 when the reporter's earlier report of the same target is still open. */
export async function addReport(db: Pick<Database, 'insert'>, report: NewReport): Promise<void> {
  if (!(await insertReport(db, report))) throw alreadyReported();
}

/** The description as the report keeps it: its text, escaped again (no markup survives). */
const sanitized = (html: string) => plainTextToHtml(htmlToText(html));

/**
 * Reports an ad any visitor can open (404 otherwise; 422 on `reason` for one's own), with a
 * copy of it as the reporter saw it. When `reports_to_hide` distinct accounts have an open
 * report of it, it is hidden in the same transaction. Answers whether it was.
 */
export function reportAd(db: Database, input: ReportInput): Promise<{ hidden: boolean }> {
  return db.transaction(async (tx) => {
    const ad = await lockReportedAd(tx, input.targetId, input.lang);
    if (!ad?.isPublic) throw notFound();
    if (ad.sellerId === input.reporterId) throw new FieldError({ reason: 'report_own_ad' });
    await addReport(tx, {
      target: 'ad',
      targetId: input.targetId,
      subjectUserId: ad.sellerId,
      reporterId: input.reporterId,
      reason: input.body.reason,
      note: input.body.note,
      evidence: {
        kind: 'ad',
        title: ad.title,
        description: sanitized(ad.description),
        price: ad.price,
        pictures: ad.pictures.map((picture) => toAdImage(picture).src),
      },
    });
    const { reports_to_hide: threshold } = await readModerationSettings(tx);
    if (threshold === 0 || (await openReportersOfAd(tx, input.targetId)) < threshold) {
      return { hidden: false };
    }
    return { hidden: await hideReportedAd(tx, input.targetId) };
  });
}

/**
 * Reports a user others can see (404 otherwise; 422 on `reason` for oneself), with a copy of
 * their profile as the reporter saw it.
 */
export async function reportUser(db: Database, input: ReportInput): Promise<void> {
  if (input.targetId === input.reporterId) throw new FieldError({ reason: 'report_self' });
  const user = await findReportedUser(db, input.targetId);
  if (!user) throw notFound();
  await addReport(db, {
    target: 'user',
    targetId: input.targetId,
    subjectUserId: input.targetId,
    reporterId: input.reporterId,
    reason: input.body.reason,
    note: input.body.note,
    evidence: {
      kind: 'user',
      name: user.name,
      user_name: user.userName,
      bio: user.bio,
      avatar: user.avatar,
    },
  });
}
