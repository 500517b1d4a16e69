import {
  IMAGE_WIDTHS,
  LANGUAGES,
  adHoldReason,
  type Ad,
  type AdHoldReason,
  type AdAttribute,
  type AdImage,
  type Lang,
} from '@souq/contracts';
import { localized } from '../../shared/localized.ts';
import { LARGEST_IMAGE_WIDTH, imageUrl } from '../../shared/media.ts';
import type { AdRow, AttributeRow, PictureRow } from './ad-card-rows.ts';

/** Spec 2: the ad page shows this attribute, by its English or Arabic name, as the condition. */
const CONDITION_NAMES = { en: 'Vehicle Condition', ar: 'حالة المركبة' } as const;

export function toAdImage([path, width, height]: PictureRow): AdImage {
  return {
    src: imageUrl(path, LARGEST_IMAGE_WIDTH),
    srcset: IMAGE_WIDTHS.map((w) => `${imageUrl(path, w)} ${String(w)}w`).join(', '),
    width,
    height,
  };
}

function toAttribute(row: AttributeRow, lang: Lang): AdAttribute {
  return {
    id: row.filterId,
    name: localized(lang, row.nameEn, row.nameAr),
    value: row.value[lang],
  };
}

function conditionOf(attributes: AttributeRow[], lang: Lang): string | null {
  const found = attributes.find(
    (a) => a.nameEn === CONDITION_NAMES.en || a.nameAr === CONDITION_NAMES.ar,
  );
  if (!found) return null;
  const value = found.value[lang];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A seller's card: the store when one published the ad, else the user (role `client`). */
function authorOf({ user, store, showPhone }: AdRow): Ad['author_info'] {
  const card = sellerOf({ user, store });
  return showPhone ? card : { ...card, author_phone: null };
}

function sellerOf({ user, store }: Pick<AdRow, 'user' | 'store'>): Ad['author_info'] {
  if (store) {
    return {
      author_id: user.id,
      author_name: store.name,
      author_role: store.type,
      author_img: store.image,
      is_verified: store.isVerified,
      author_phone: store.phone ?? user.phone,
      store_id: store.id,
    };
  }
  return {
    author_id: user.id,
    author_name: user.name,
    author_role: 'client',
    author_img: user.avatar,
    is_verified: user.isVerified,
    author_phone: user.phone,
    store_id: null,
  };
}

/** The languages the ad's texts are written in (a seller's untranslated ad has one). */
export function languagesOf(row: Pick<AdRow, 'writtenLang' | 'translated'>): Lang[] {
  return row.writtenLang !== null && !row.translated ? [row.writtenLang] : [...LANGUAGES];
}

export function toAd(row: AdRow, lang: Lang): Ad {
  const { pictures, attributes } = row;
  return {
    id: row.id,
    name: row.title,
    title: row.title,
    category_id: row.categoryId,
    price: row.price,
    negotiable: row.negotiable,
    // The seller's language unless they wrote this one too (the seed's ads have both).
    lang: row.writtenLang !== null && !row.translated ? row.writtenLang : lang,
    status: row.status === 'active' && row.expired ? 'expired' : row.status,
    images: pictures.map(toAdImage),
    location: row.address,
    city: row.city,
    country: row.country,
    date: new Date(row.createdAt).toISOString(),
    condition: conditionOf(attributes, lang),
    // A signed-in viewer's own are set by `pageForViewer` and `detailForViewer`.
    is_favorite: false,
    is_liked: false,
    likes_count: row.likesCount,
    reviews_count: row.reviewsCount,
    ratings_count: row.ratingsCount,
    average_rating: row.averageRating,
    view_count: row.viewCount,
    attributes: attributes.map((a) => toAttribute(a, lang)),
    author_info: authorOf(row),
  };
}

/** A stored hold reason the contract knows (`AD_HOLD_REASONS`), else null. */
export function holdReasonOf(value: string | null): AdHoldReason | null {
  const parsed = adHoldReason.safeParse(value);
  return parsed.success ? parsed.data : null;
}
