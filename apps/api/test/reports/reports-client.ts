import { MODERATION_DEFAULTS, type Lang, type ModerationSettings } from '@souq/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { moderationLog, prohibitedWords, users } from '../../src/db/schema/index.ts';
import { foldText } from '../../src/db/schema/text.ts';
import { writeModerationSettings } from '../../src/modules/moderation/moderation-settings.ts';
import type { TestContext } from '../helpers/app.ts';
import { call, newSeller } from '../selling/selling-client.ts';

export type Reporter = { token: string; id: number };

/** `POST /api/{ads|users}/{id}/report` as `token`'s user (or a visitor). */
export function report(
  t: TestContext,
  target: 'ads' | 'users',
  id: number,
  token: string | null,
  body: unknown = { reason: 'scam', note: 'Asks for a transfer before any visit' },
  lang: Lang = 'en',
) {
  return call<null>(t, 'POST', `/api/${target}/${String(id)}/report`, token, body, lang);
}

/** The rules' numbers (the defaults, as production starts, unless a test changes one). */
export function setModeration(t: TestContext, settings: Partial<ModerationSettings> = {}) {
  return writeModerationSettings(t.database.db, {
    reports_to_hide: MODERATION_DEFAULTS.reportsToHide,
    new_seller_ads: MODERATION_DEFAULTS.newSellerAds,
    new_seller_days: MODERATION_DEFAULTS.newSellerDays,
    ...settings,
  });
}

/**
 * A seller whose account is older than the review of new sellers (the default's 7 days): their
 * ads go live at once.
 */
export async function olderSeller(t: TestContext) {
  const seller = await newSeller(t);
  await t.database.db
    .update(users)
    .set({ createdAt: sql`now() - interval '8 days'` })
    .where(eq(users.id, seller.id));
  return seller;
}

/** A word or phrase moderators prohibit, stored as their console stores it (folded). */
export async function prohibit(t: TestContext, word: string): Promise<void> {
  await t.database.db
    .insert(prohibitedWords)
    .values({ word, folded: foldText(word) })
    .onConflictDoNothing();
}

/** The audit log's lines about an ad, oldest first. */
export function logOfAd(t: TestContext, adId: number) {
  return t.database.db
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.target, 'ad'), eq(moderationLog.targetId, adId)))
    .orderBy(moderationLog.id);
}

export { whereListed } from '../selling/selling-client.ts';

export const EVERYWHERE = { listing: true, search: true, seller: true };
export const NOWHERE = { listing: false, search: false, seller: false };
