import { IMAGE_WIDTHS, type Ad, type AdAttribute, type AdImage, type Lang } from '@souq/contracts';
import { localized } from '../../shared/localized.ts';
import { LARGEST_IMAGE_WIDTH, imageUrl } from '../../shared/media.ts';
import type { AdRow, AttributeRow } from './ad-cards.repository.ts';

/** Ad pictures are drawn at 4:3 (the seed's product pictures are 1024 × 768). */
const PICTURE_SIZE = {
  width: LARGEST_IMAGE_WIDTH,
  height: Math.round((LARGEST_IMAGE_WIDTH * 3) / 4),
};

/** Spec 2: the ad page shows this attribute, by its English or Arabic name, as the condition. */
const CONDITION_NAMES = { en: 'Vehicle Condition', ar: 'حالة المركبة' } as const;

export function toAdImage(path: string): AdImage {
  return {
    src: imageUrl(path, LARGEST_IMAGE_WIDTH),
    srcset: IMAGE_WIDTHS.map((width) => `${imageUrl(path, width)} ${String(width)}w`).join(', '),
    ...PICTURE_SIZE,
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
function authorOf({ user, store }: AdRow): Ad['author_info'] {
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

export function toAd(row: AdRow, lang: Lang): Ad {
  const { pictures, attributes } = row;
  return {
    id: row.id,
    name: row.title,
    title: row.title,
    category_id: row.categoryId,
    price: row.price,
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
