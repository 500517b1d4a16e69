import { SELLING_LIMITS, type AdForm, type HoldReason } from '@souq/contracts';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adImages, ads, prohibitedWords, users } from '../../db/schema/index.ts';
import { foldText } from '../../db/schema/text.ts';
import { writeLog } from '../moderation/moderation-log.ts';
import { readModerationSettings } from '../moderation/moderation-settings.ts';
import { hashDistance } from './ad-pictures.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The words of a text as search folds them (Arabic spelling variants, case), space-joined. */
function foldedWords(text: string): string {
  return (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/**
 * Whether the form's title or description, in either language, holds a prohibited word or
 * phrase: whole words only (`gun` is not in `begun`), Arabic folded as search folds it.
 */
async function hasProhibitedWord(tx: Transaction, form: AdForm): Promise<boolean> {
  const words = await tx.select({ folded: prohibitedWords.folded }).from(prohibitedWords);
  if (words.length === 0) return false;
  const texts = [form.title, form.description, form.other_title, form.other_description];
  const haystack = ` ${texts.flatMap((text) => (text ? [foldedWords(text)] : [])).join(' | ')} `;
  return words.some(({ folded }) => {
    const phrase = foldedWords(folded);
    return phrase !== '' && haystack.includes(` ${phrase} `);
  });
}

/**
 * Whether one of the pictures looks like a picture of an ad of a banned account (perceptual
 * hashes within SELLING_LIMITS.duplicateHashDistance, as the duplicate check compares them).
 */
async function hasBannedPicture(tx: Transaction, hashes: string[]): Promise<boolean> {
  if (hashes.length === 0) return false;
  const banned = await tx
    .select({ hash: adImages.hash })
    .from(adImages)
    .innerJoin(ads, eq(ads.id, adImages.adId))
    .innerJoin(users, eq(users.id, ads.userId))
    .where(and(isNotNull(users.bannedAt), isNotNull(adImages.hash)));
  return banned.some(
    (row) =>
      row.hash !== null &&
      hashes.some(
        (hash) => hashDistance(hash, row.hash ?? hash) <= SELLING_LIMITS.duplicateHashDistance,
      ),
  );
}

/**
 * Whether the user is a new seller whose ads wait for review: an account younger than
 * `new_seller_days` with at most `new_seller_ads` ads so far, the new one included (ads of any
 * status count, deleted ones too). `0` in either setting turns the rule off.
 */
async function isNewSeller(tx: Transaction, userId: number): Promise<boolean> {
  const settings = await readModerationSettings(tx);
  if (settings.new_seller_days === 0 || settings.new_seller_ads === 0) return false;
  const [user] = await tx
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || Date.now() - user.createdAt.getTime() >= settings.new_seller_days * DAY_MS) {
    return false;
  }
  const [posted] = await tx.select({ n: count() }).from(ads).where(eq(ads.userId, userId));
  return (posted?.n ?? 0) + 1 <= settings.new_seller_ads;
}

/**
 * Why the form's ad must wait for a moderator rather than go live, or null: a picture of a
 * banned account's ad, a prohibited word, or (a new ad only) a new seller.
 */
export async function automaticHold(
  tx: Transaction,
  check: { userId: number; form: AdForm; hashes: string[]; isNew: boolean },
): Promise<HoldReason | null> {
  if (await hasBannedPicture(tx, check.hashes)) return 'banned_picture';
  if (await hasProhibitedWord(tx, check.form)) return 'prohibited_word';
  if (check.isNew && (await isNewSeller(tx, check.userId))) return 'new_seller';
  return null;
}

/** The audit log's automatic line for an ad held for review (in the hold's transaction). */
export function logHold(
  tx: Transaction,
  adId: number,
  reason: HoldReason,
  before: { status: string } | null,
): Promise<void> {
  return writeLog(tx, {
    actor: null,
    action: 'ad.hold',
    target: 'ad',
    targetId: adId,
    reason,
    before,
    after: { status: 'pending' },
  });
}

/**
 * The audit log's automatic line for a rejected ad its seller has edited, back in review: why it
 * waits (`resubmitted`, or an automatic hold that also applies) and the rejection it leaves.
 */
export function logResubmission(
  tx: Transaction,
  adId: number,
  reason: HoldReason,
  rejectedFor: string | null,
): Promise<void> {
  return writeLog(tx, {
    actor: null,
    action: 'ad.resubmit',
    target: 'ad',
    targetId: adId,
    reason,
    before: { status: 'rejected', decision_reason: rejectedFor },
    after: { status: 'pending', hold_reason: reason },
  });
}
