import type {
  AdDraft,
  AdDraftValues,
  AdForm,
  EditableAd,
  Lang,
  MyAdTab,
  MyAdsPage,
  PostingAttribute,
  PostingOptions,
  UploadedPicture,
} from '@souq/contracts';
import type { Database } from '../../db/client.ts';
import { FieldError, HttpError, notFound } from '../../shared/errors.ts';
import type { MediaStorage } from '../../shared/storage/media-storage.ts';
import type { Lifetime } from './ad-lifetime.ts';
import { processAdPicture, removeAdPicture, storeAdPicture } from './ad-pictures.ts';
import { publishAd, updateAd, type PublishOutcome, type UpdateOutcome } from './ad-publishing.ts';
import { deleteDraft, loadDraft, saveDraft } from './drafts.repository.ts';
import { loadEditableAd } from './editable-ad.ts';
import {
  countCallTap,
  deleteAd,
  listMyAds,
  markAvailable,
  markSold,
  relistAd,
  renewAd,
  type ChangeOutcome,
} from './my-ads.repository.ts';
import { deleteUpload, insertUpload } from './pictures.repository.ts';
import {
  listOwnStores,
  listPostingCategories,
  listPostingCities,
  loadDefinitions,
  toPostingAttributes,
} from './posting-options.repository.ts';

export type SellingDeps = {
  db: Database;
  media: MediaStorage;
  /** How long an ad is live after it is published or renewed. */
  lifetime: Lifetime;
};

/** A publication: the new ad, or the seller's same ad already live (or waiting for review). */
export type Publication = Exclude<PublishOutcome, { kind: 'daily_limit' }>;

/** Someone else's ad is 403; none (or a deleted one) is 404. */
function refusal(outcome: 'not_found' | 'forbidden'): HttpError {
  return outcome === 'forbidden' ? new HttpError(403, 'forbidden') : notFound();
}

function checkChange(outcome: ChangeOutcome): void {
  if (outcome === 'under_review') throw new HttpError(409, 'ad_under_review');
  if (outcome !== 'done') throw refusal(outcome);
}

/** Posting, editing and managing one's ads (issue 17). */
export class SellingService {
  constructor(private readonly deps: SellingDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The categories and cities the post form chooses from (the same for every seller). */
  async postingChoices(lang: Lang): Promise<Omit<PostingOptions, 'stores'>> {
    return {
      categories: await listPostingCategories(this.db, lang),
      cities: await listPostingCities(this.db, lang),
    };
  }

  /** The attributes a seller answers in a category (its filter definitions'). */
  async postingAttributes(categoryId: number, lang: Lang): Promise<PostingAttribute[]> {
    return toPostingAttributes(await loadDefinitions(this.db, categoryId), lang);
  }

  ownStores(userId: number): Promise<PostingOptions['stores']> {
    return listOwnStores(this.db, userId);
  }

  /** Keeps an ad picture (undefined when the body was not one) until an ad takes it. */
  async uploadPicture(userId: number, picture: Buffer | undefined): Promise<UploadedPicture> {
    if (!picture) throw new FieldError({ picture: 'picture_type' });
    const processed = await processAdPicture(picture, 'picture');
    const path = await storeAdPicture(this.deps.media, processed);
    return insertUpload(this.db, userId, path, processed);
  }

  /** Removes an uploaded picture no ad holds yet. */
  async removeUpload(userId: number, id: number): Promise<void> {
    const path = await deleteUpload(this.db, userId, id);
    if (path === undefined) throw notFound();
    await removeAdPicture(this.deps.media, path);
  }

  draft(userId: number): Promise<AdDraft | null> {
    return loadDraft(this.db, userId);
  }

  saveDraft(userId: number, values: AdDraftValues): Promise<void> {
    return saveDraft(this.db, userId, values);
  }

  deleteDraft(userId: number): Promise<void> {
    return deleteDraft(this.db, userId);
  }

  /** Publishes an ad from the post form: 429 past the day's ads. */
  async publish(userId: number, form: AdForm, lang: Lang): Promise<Publication> {
    const outcome = await publishAd(this.db, userId, form, lang, this.deps.lifetime);
    if (outcome.kind === 'daily_limit') throw new HttpError(429, 'ads_per_day');
    return outcome;
  }

  myAds(userId: number, tab: MyAdTab, page: number, lang: Lang): Promise<MyAdsPage> {
    return listMyAds(this.db, userId, tab, page, lang);
  }

  /** One of the user's ads as the edit form starts from it. */
  async editableAd(userId: number, adId: number, lang: Lang): Promise<EditableAd> {
    const found = await loadEditableAd(this.db, userId, adId, lang);
    if (typeof found === 'string') throw refusal(found);
    return found;
  }

  /** Edits one of the user's ads; the pictures the edit dropped are removed. */
  async update(userId: number, adId: number, form: AdForm, lang: Lang): Promise<UpdateOutcome> {
    const outcome = await updateAd(this.db, userId, adId, form, lang);
    if (typeof outcome === 'string') throw refusal(outcome);
    await Promise.all(outcome.dropped.map((path) => removeAdPicture(this.deps.media, path)));
    return outcome;
  }

  async markSold(userId: number, adId: number): Promise<void> {
    checkChange(await markSold(this.db, userId, adId));
  }

  async renew(userId: number, adId: number): Promise<void> {
    checkChange(await renewAd(this.db, userId, adId, this.deps.lifetime));
  }

  async markAvailable(userId: number, adId: number): Promise<void> {
    checkChange(await markAvailable(this.db, userId, adId));
  }

  async relist(userId: number, adId: number): Promise<void> {
    checkChange(await relistAd(this.db, userId, adId, this.deps.lifetime));
  }

  async delete(userId: number, adId: number): Promise<void> {
    checkChange(await deleteAd(this.db, userId, adId));
  }

  /** Counts a tap on a public ad's call button. */
  async countCallTap(adId: number): Promise<void> {
    if (!(await countCallTap(this.db, adId))) throw notFound();
  }
}
