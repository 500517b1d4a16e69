import { adDraftValues, htmlToText, type EditableAd, type Lang } from '@souq/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adAttributes, ads, filterDefinitions } from '../../db/schema/index.ts';
import { shownDecisionReason } from '../ads/live-ad.ts';
import { loadAdPictures, toUploadedPicture } from './pictures.repository.ts';

type AdRow = typeof ads.$inferSelect;

/**
 * The form of an ad the seed wrote (no `source`): its columns and attribute answers, written in
 * the page's language with the other one as the translation.
 */
async function formOfSeededAd(db: Database, ad: AdRow, lang: Lang): Promise<unknown> {
  const answers = await db
    .select({
      filterId: adAttributes.filterId,
      value: adAttributes.value,
      numericValue: adAttributes.numericValue,
    })
    .from(adAttributes)
    .innerJoin(filterDefinitions, eq(filterDefinitions.id, adAttributes.filterId))
    // The price range is answered by the ad's price: the form has no such attribute.
    .where(and(eq(adAttributes.adId, ad.id), eq(filterDefinitions.isPrice, false)));
  const texts = {
    en: { title: ad.titleEn, description: htmlToText(ad.descriptionEn) },
    ar: { title: ad.titleAr, description: htmlToText(ad.descriptionAr) },
  };
  const other = lang === 'ar' ? 'en' : 'ar';
  return {
    category_id: ad.categoryId,
    sub_category_id: ad.subCategoryId,
    lang,
    title: texts[lang].title,
    description: texts[lang].description,
    other_title: texts[other].title,
    other_description: texts[other].description,
    price_kind: ad.negotiable ? 'negotiable' : ad.price === 0 ? 'free' : 'fixed',
    price: ad.price,
    city_id: ad.cityId,
    show_phone: ad.showPhone,
    store_id: ad.storeId,
    attributes: Object.fromEntries(
      answers.flatMap((a) =>
        a.filterId === null ? [] : [[String(a.filterId), a.numericValue ?? a.value.en]],
      ),
    ),
    pictures: [],
  };
}

export type EditableOutcome = EditableAd | 'not_found' | 'forbidden';

/**
 * An ad of the user's, as the edit form starts from it (a deleted one is gone), with where it
 * stands and the moderator's reason of a hidden or rejected one.
 */
export async function loadEditableAd(
  db: Database,
  userId: number,
  adId: number,
  lang: Lang,
): Promise<EditableOutcome> {
  const [ad] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.id, adId), sql`${ads.status} <> 'deleted'`));
  if (!ad) return 'not_found';
  if (ad.userId !== userId) return 'forbidden';
  const pictures = await loadAdPictures(db, adId);
  const ids = pictures.map((p) => p.id);
  const source = ad.source ?? (await formOfSeededAd(db, ad, lang));
  // Read as a draft: the seed's values may break today's rules (a short title), which the form
  // then shows to mend.
  const parsed = adDraftValues.safeParse({ ...(source as object), pictures: ids });
  return {
    values: parsed.success ? parsed.data : { pictures: ids },
    pictures: pictures.map(toUploadedPicture),
    status: ad.status === 'active' && ad.expiresAt <= new Date() ? 'expired' : ad.status,
    decision_reason: shownDecisionReason(ad.status, ad.decisionReason),
  };
}
