import {
  CATEGORY_IDS,
  SELLING_LIMITS,
  attributesSchema,
  type AdForm,
  type AdStatus,
  type HoldReason,
  type Lang,
} from '@souq/contracts';
import { and, eq, gt, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  adAttributes,
  adDrafts,
  adImages,
  ads,
  categories,
  cities,
  stores,
} from '../../db/schema/index.ts';
import { FieldError, RequestValidationError } from '../../shared/errors.ts';
import { activeAd } from '../ads/live-ad.ts';
import { automaticHold, logHold, logResubmission } from './ad-holds.ts';
import { lifetimeFromNow, type Lifetime } from './ad-lifetime.ts';
import { hashDistance } from './ad-pictures.ts';
import { adColumns, attributeRows } from './ad-rows.ts';
import { lockOwnAd } from './my-ads.repository.ts';
import { loadAttachable } from './pictures.repository.ts';
import {
  loadDefinitions,
  toPostingAttributes,
  type DefinitionRow,
} from './posting-options.repository.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A published ad is live at once (`active`), or waits for a moderator (`pending`). */
export type PublishedStatus = 'active' | 'pending';

export type PublishOutcome =
  | { kind: 'published'; id: number; status: PublishedStatus }
  | { kind: 'duplicate'; existingAdId: number }
  | { kind: 'daily_limit' };

/** The category must hold ads, and the sub-category be one of its own; neither hidden. */
async function checkCategory(db: Transaction, form: AdForm): Promise<void> {
  const [top] = await db
    .select({ parentId: categories.parentId, hidden: categories.hidden })
    .from(categories)
    .where(eq(categories.id, form.category_id));
  if (!top || top.parentId !== null || top.hidden) throw new FieldError({ category_id: 'invalid' });
  if (form.category_id === CATEGORY_IDS.jobs)
    throw new FieldError({ category_id: 'ad_category_closed' });
  if (form.sub_category_id === null) return;
  const [sub] = await db
    .select({ parentId: categories.parentId, hidden: categories.hidden })
    .from(categories)
    .where(eq(categories.id, form.sub_category_id));
  if (sub?.parentId !== form.category_id || sub.hidden)
    throw new FieldError({ sub_category_id: 'ad_sub_category' });
}

/**
 * The form with its attributes checked against the category's definitions (the same schema
 * the post form uses), the city known and the store the seller's own; 422 per field otherwise.
 */
async function checkForm(
  db: Transaction,
  userId: number,
  form: AdForm,
  lang: Lang,
): Promise<{ form: AdForm; definitions: DefinitionRow[] }> {
  await checkCategory(db, form);
  const definitions = await loadDefinitions(db, form.category_id);
  const parsed = attributesSchema(toPostingAttributes(definitions, lang)).safeParse(
    form.attributes,
    { reportInput: true },
  );
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      ...issue,
      path: ['attributes', ...issue.path],
    }));
    throw new RequestValidationError(issues, 'body');
  }
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, form.city_id));
  if (!city) throw new FieldError({ city_id: 'invalid' });
  if (form.store_id !== null) {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, form.store_id), eq(stores.ownerId, userId)));
    if (!store) throw new FieldError({ store_id: 'ad_store_not_yours' });
  }
  return { form: { ...form, attributes: parsed.data }, definitions };
}

/** The pictures must be the seller's uploads (or already this ad's): 422 otherwise. */
async function checkPictures(db: Transaction, userId: number, form: AdForm, adId: number | null) {
  const pictures = await loadAttachable(db, userId, form.pictures, adId);
  if (pictures.length !== new Set(form.pictures).size) {
    throw new FieldError({ pictures: 'ad_picture_unknown' });
  }
  return pictures;
}

/**
 * A live or pending ad of the seller with the same title (in either language, ignoring case
 * and spaces) and a picture that looks the same as one of the new ones (perceptual hashes within
 * SELLING_LIMITS.duplicateHashDistance).
 */
async function findDuplicate(
  db: Transaction,
  userId: number,
  title: string,
  hashes: string[],
): Promise<number | undefined> {
  if (hashes.length === 0) return undefined;
  const normalized = title.trim().toLowerCase().replace(/\s+/g, ' ');
  const sameTitle = or(
    sql`lower(regexp_replace(trim(${ads.titleEn}), '\\s+', ' ', 'g')) = ${normalized}`,
    sql`lower(regexp_replace(trim(${ads.titleAr}), '\\s+', ' ', 'g')) = ${normalized}`,
  );
  const rows = await db
    .select({ adId: ads.id, hash: adImages.hash })
    .from(ads)
    .innerJoin(adImages, eq(adImages.adId, ads.id))
    .where(
      and(
        eq(ads.userId, userId),
        or(activeAd, eq(ads.status, 'pending')),
        sameTitle,
        isNotNull(adImages.hash),
      ),
    );
  const match = rows.find(
    (row) =>
      row.hash !== null &&
      hashes.some(
        (hash) => hashDistance(hash, row.hash ?? hash) <= SELLING_LIMITS.duplicateHashDistance,
      ),
  );
  return match?.adId;
}

/** Puts the pictures on the ad in the form's order (the first is the cover). */
async function attachPictures(db: Transaction, adId: number, pictureIds: number[]) {
  // In turn: a transaction's one connection takes one statement at a time.
  for (const [position, id] of pictureIds.entries()) {
    await db.update(adImages).set({ adId, position }).where(eq(adImages.id, id));
  }
}

/**
 * Publishes the form as a new ad of the user, in one transaction with its attributes and
 * pictures, and drops their draft. Refused past SELLING_LIMITS.adsPerDay in 24 hours, and when
 * the same ad is live (or waits for review) already. An ad the automatic checks hold
 * (`automaticHold`) waits for a moderator (`pending`), with its line in the audit log.
 */
export function publishAd(
  db: Database,
  userId: number,
  input: AdForm,
  lang: Lang,
  lifetime: Lifetime,
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    // One publication of a user at a time: the daily count and the duplicate check hold.
    await tx.execute(sql`select pg_advisory_xact_lock(${userId})`);
    const { form, definitions } = await checkForm(tx, userId, input, lang);
    const pictures = await checkPictures(tx, userId, form, null);
    const [today] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(ads)
      .where(and(eq(ads.userId, userId), gt(ads.createdAt, sql`now() - interval '1 day'`)));
    if ((today?.count ?? 0) >= SELLING_LIMITS.adsPerDay) return { kind: 'daily_limit' };
    const hashes = pictures.flatMap((p) => p.hash ?? []);
    const existingAdId = await findDuplicate(tx, userId, form.title, hashes);
    if (existingAdId !== undefined) return { kind: 'duplicate', existingAdId };
    const hold = await automaticHold(tx, { userId, form, hashes, isNew: true });
    const [ad] = await tx
      .insert(ads)
      .values({
        ...adColumns(form),
        userId,
        status: hold === null ? 'active' : 'pending',
        holdReason: hold,
        expiresAt: lifetimeFromNow(lifetime),
      })
      .returning({ id: ads.id });
    if (!ad) throw new Error('the ad was not inserted');
    if (hold !== null) await logHold(tx, ad.id, hold, null);
    const rows = attributeRows(definitions, form);
    if (rows.length > 0)
      await tx.insert(adAttributes).values(rows.map((r) => ({ ...r, adId: ad.id })));
    await attachPictures(tx, ad.id, form.pictures);
    await tx.delete(adDrafts).where(eq(adDrafts.userId, userId));
    return { kind: 'published', id: ad.id, status: hold === null ? 'active' : 'pending' };
  });
}

/**
 * What an edit did: the ad's status (`pending` when it now waits for a moderator), whether it
 * was a rejected ad sent for review again, the paths of the pictures it no longer shows, for
 * the caller to remove from storage, and its price before and after (at `editedAt`).
 */
export type UpdateOutcome = {
  status: AdStatus;
  resubmitted: boolean;
  dropped: string[];
  price: { before: number; after: number };
  editedAt: Date;
};

/**
 * Why the edited ad now waits for a moderator, or null when its status stays (issue 42): a live
 * ad the automatic checks hold (`automaticHold`), and a rejected one, which its seller's edit
 * sends for review again (`resubmitted`, unless an automatic hold says more). A pending ad keeps
 * its reason; a hidden one stays hidden until a moderator decides, whatever its seller writes.
 */
async function holdOfEdit(
  tx: Transaction,
  status: AdStatus,
  check: { userId: number; form: AdForm; hashes: string[] },
): Promise<HoldReason | null> {
  if (status !== 'active' && status !== 'rejected') return null;
  const hold = await automaticHold(tx, { ...check, isNew: false });
  return hold ?? (status === 'rejected' ? 'resubmitted' : null);
}

/**
 * Writes the form over the user's ad (a deleted one cannot be edited): its columns, attributes
 * and pictures in one transaction. A live ad whose new text or pictures the automatic checks
 * hold leaves the lists until a moderator has checked it (`pending`), and a rejected ad goes
 * back to the moderators' queue (`pending`, the rejection's reason left to the audit log); each
 * with its automatic line in the audit log.
 */
export function updateAd(
  db: Database,
  userId: number,
  adId: number,
  input: AdForm,
  lang: Lang,
): Promise<UpdateOutcome | 'not_found' | 'forbidden'> {
  return db.transaction(async (tx) => {
    const own = await lockOwnAd(tx, userId, adId);
    if (typeof own === 'string') return own;
    const { form, definitions } = await checkForm(tx, userId, input, lang);
    const pictures = await checkPictures(tx, userId, form, adId);
    const hashes = pictures.flatMap((p) => p.hash ?? []);
    const hold = await holdOfEdit(tx, own.status, { userId, form, hashes });
    const resubmitted = hold !== null && own.status === 'rejected';
    const columns = adColumns(form);
    const editedAt = new Date();
    await tx
      .update(ads)
      .set({
        ...columns,
        updatedAt: editedAt,
        ...(hold === null ? {} : { status: 'pending', holdReason: hold }),
        ...(resubmitted ? { decisionReason: null, statusBeforeHidden: null } : {}),
      })
      .where(eq(ads.id, adId));
    if (hold !== null) {
      await (resubmitted
        ? logResubmission(tx, adId, hold, own.decisionReason)
        : logHold(tx, adId, hold, { status: own.status }));
    }
    await tx.delete(adAttributes).where(eq(adAttributes.adId, adId));
    const rows = attributeRows(definitions, form);
    if (rows.length > 0) await tx.insert(adAttributes).values(rows.map((r) => ({ ...r, adId })));
    const dropped = await tx
      .delete(adImages)
      .where(and(eq(adImages.adId, adId), notInArray(adImages.id, form.pictures)))
      .returning({ path: adImages.path });
    await attachPictures(tx, adId, form.pictures);
    const status = own.status === 'active' && own.expired ? 'expired' : own.status;
    return {
      status: hold === null ? status : 'pending',
      resubmitted,
      dropped: dropped.map((row) => row.path),
      price: { before: own.price, after: columns.price },
      editedAt,
    };
  });
}
