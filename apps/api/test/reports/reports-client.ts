import {
  MODERATION_DEFAULTS,
  type Ad,
  type Lang,
  type ModerationSettings,
  type Paginated,
} from '@souq/contracts';
import { and, eq } from 'drizzle-orm';
import { moderationLog, prohibitedWords } from '../../src/db/schema/index.ts';
import { foldText } from '../../src/db/schema/text.ts';
import { writeModerationSettings } from '../../src/modules/moderation/moderation-settings.ts';
import { adsUrl, ids } from '../ads/client.ts';
import type { TestContext } from '../helpers/app.ts';
import { CARS, call } from '../selling/selling-client.ts';

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

/** Where visitors could find the ad: its category, a search for its word, its seller's ads. */
export async function whereListed(t: TestContext, id: number, word: string, sellerId: number) {
  const found = async (url: string) => {
    const { status, body } = await call<Paginated<Ad>>(t, 'GET', url, null);
    if (status !== 200) throw new Error(`${url} answered ${String(status)}`);
    return ids(body.data.data).includes(id);
  };
  return {
    listing: await found(adsUrl({ category_id: CARS, per_page: 48 })),
    search: await found(`/api/search?q=${word}`),
    seller: await found(
      `/api/ads/user-ads?entity_type=client&entity_id=${String(sellerId)}&per_page=48`,
    ),
  };
}

export const EVERYWHERE = { listing: true, search: true, seller: true };
export const NOWHERE = { listing: false, search: false, seller: false };
