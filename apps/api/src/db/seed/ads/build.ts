import type { adAttributes, adImages, ads } from '../../schema/index.ts';
import { categoryBySlug } from '../categories.ts';
import { addressIn, cityById } from '../places.ts';
import { createRng, type Rng } from '../prng.ts';
import type { StoreRow } from '../stores.ts';
import { addDays, BASE_DATE, daysBefore } from '../time.ts';
import type { UserRow } from '../users.ts';
import { cycle } from './kit.ts';
import { POOL_SIZE, poolPicturePath, TEMPLATES } from './templates.ts';
import type { AdDraft, FilterSeed } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AdRow = typeof ads.$inferInsert & { id: number; userId: number; createdAt: Date };
export type AdImageRow = typeof adImages.$inferInsert;
export type AdAttributeRow = typeof adAttributes.$inferInsert;

export type AdsSeed = { ads: AdRow[]; images: AdImageRow[]; attributes: AdAttributeRow[] };

type Seller = { userId: number; storeId: number | null; cityId: number | null | undefined };

const storeSeller = (store: StoreRow): Seller => ({
  userId: store.ownerId,
  storeId: store.id,
  cityId: store.cityId,
});

const clientSeller = (user: UserRow): Seller => ({
  userId: user.id,
  storeId: null,
  cityId: user.cityId,
});

function viewCount(rng: Rng): number {
  return Math.round(5 + 4_000 * rng.next() ** 3);
}

/** One to six distinct pictures of the category's pool. */
function pictureRows(rng: Rng, adId: number, slug: string): AdImageRow[] {
  const pool = Array.from({ length: POOL_SIZE }, (_, i) => i + 1);
  return rng
    .sample(pool, rng.int(1, 6))
    .map((n, position) => ({ adId, path: poolPicturePath(slug, n), position }));
}

function attributeRows(
  adId: number,
  draft: AdDraft,
  filterIds: Map<FilterSeed, number>,
): AdAttributeRow[] {
  return draft.attributes.map((attribute) => {
    const filterId = attribute.filter ? filterIds.get(attribute.filter) : null;
    if (filterId === undefined) throw new Error(`filter ${attribute.name.en} is not defined`);
    return {
      adId,
      filterId,
      nameEn: attribute.name.en,
      nameAr: attribute.name.ar,
      value: attribute.value,
      numericValue: attribute.numeric,
    };
  });
}

/**
 * Store ads belong to the store's owner too; individual ads go round-robin over the
 * client accounts so each of them (the demo accounts included) sells a few things.
 */
export function buildAds(
  users: UserRow[],
  stores: StoreRow[],
  filterIds: Map<FilterSeed, number>,
): AdsSeed {
  const rng = createRng('ads');
  const clients = users.filter((u) => u.roles?.[0] === 'client');
  const result: AdsSeed = { ads: [], images: [], attributes: [] };
  let clientTurn = 0;
  for (const template of TEMPLATES) {
    const category = categoryBySlug(template.slug);
    const categoryStores = stores.filter((s) => s.categoryId === category.id);
    for (let index = 0; index < template.count; index += 1) {
      const draft = template.draft(rng, index);
      const seller =
        categoryStores.length > 0 && rng.chance(0.55)
          ? storeSeller(rng.pick(categoryStores))
          : clientSeller(cycle(clients, clientTurn++));
      const city = cityById(seller.cityId);
      const address = addressIn(city, rng.pick);
      const id = result.ads.length + 1;
      const createdAt = daysBefore(rng.int(0, 119), rng.int(0, 1_439));
      const edited = addDays(createdAt, rng.int(1, 10));
      result.ads.push({
        id,
        categoryId: category.id,
        subCategoryId: draft.subCategorySlug ? categoryBySlug(draft.subCategorySlug).id : null,
        userId: seller.userId,
        storeId: seller.storeId,
        titleEn: draft.title.en,
        titleAr: draft.title.ar,
        descriptionEn: draft.description.en,
        descriptionAr: draft.description.ar,
        price: draft.price,
        countryId: city.countryId,
        cityId: city.id,
        addressEn: address.en,
        addressAr: address.ar,
        viewCount: viewCount(rng),
        createdAt,
        updatedAt: rng.chance(0.3) && edited < BASE_DATE ? edited : createdAt,
      });
      result.images.push(...pictureRows(rng, id, template.slug));
      result.attributes.push(...attributeRows(id, draft, filterIds));
    }
  }
  showLifecycle(result.ads, users);
  return result;
}

/** The second demo account's My ads shows every tab: it has expired and sold ads. */
const LIFECYCLE_USER = 'demo2';

/**
 * Three of the second demo account's ads expired a day or more ago and one was sold yesterday,
 * by the clock the seed runs at (the other ads are live for AD_LIFETIME_DAYS from then).
 */
function showLifecycle(rows: AdRow[], users: UserRow[]): void {
  const owner = users.find((user) => user.userName === LIFECYCLE_USER);
  const own = rows.filter((row) => row.userId === owner?.id && row.storeId === null);
  const now = Date.now();
  own.slice(0, 3).forEach((row, index) => {
    row.expiresAt = new Date(now - (index + 1) * DAY_MS);
  });
  const sold = own[3];
  if (sold) Object.assign(sold, { status: 'sold', soldAt: new Date(now - DAY_MS) });
}
