import { MODERATION_DEFAULTS, moderationSettings, type ModerationSettings } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

const KEY = 'moderation';

const DEFAULTS: ModerationSettings = {
  reports_to_hide: MODERATION_DEFAULTS.reportsToHide,
  new_seller_ads: MODERATION_DEFAULTS.newSellerAds,
  new_seller_days: MODERATION_DEFAULTS.newSellerDays,
};

/** The rules' numbers as an admin set them (`site_settings.moderation`), else the defaults. */
export async function readModerationSettings(
  db: Pick<Database, 'select'>,
): Promise<ModerationSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY));
  const parsed = moderationSettings.partial().safeParse(row?.value ?? {});
  return { ...DEFAULTS, ...(parsed.success ? parsed.data : {}) };
}

export async function writeModerationSettings(
  db: Pick<Database, 'insert'>,
  settings: ModerationSettings,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: settings })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings } });
}
