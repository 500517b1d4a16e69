import { COUNTRIES } from '@souq/contracts';
import { POOL_SIZE, poolPicturePath, TEMPLATES } from './ads/templates.ts';
import { avatar, categoryIcon, companyLogo, storeLogo } from './art/marks.ts';
import { flag } from './art/flags.ts';
import { productPicture, widePicture } from './art/scenes.ts';
import { CATEGORIES, categoryPosition, iconPath } from './categories.ts';
import { bannerPath } from './content/site.ts';
import { COMPANIES, companyImagePath } from './jobs/companies.ts';
import { flagPath } from './places.ts';
import { createRng, type Rng } from './prng.ts';
import type { DemoData, SeedData } from './data.ts';
import { storeImagePath } from './stores.ts';

/**
 * One picture to write: `widths` gives `{path}-{width}.webp` files (responsive pictures),
 * null gives the single file `{path}` at the drawing's own size.
 */
export type Picture = { path: string; svg: string; widths: readonly number[] | null };

function topSlugOf(categoryId: number | null | undefined): string {
  const category = CATEGORIES.find((c) => c.id === categoryId);
  const top = CATEGORIES.find((c) => c.id === (category?.parentId ?? category?.id));
  return top?.slug ?? 'services';
}

/** Every picture the seeded rows point at, drawn in a fixed order from one stream. */
export function listPictures(data: SeedData, widths: readonly number[]): Picture[] {
  const rng = createRng('pictures');
  const pictures: Picture[] = [];
  for (const category of CATEGORIES) {
    const shift = category.parentId === null ? 0 : categoryPosition(category) + 1;
    pictures.push({
      path: iconPath(category.slug),
      svg: categoryIcon(topSlugOf(category.id), shift),
      widths: null,
    });
  }
  for (const country of COUNTRIES) {
    pictures.push({ path: flagPath(country.iso), svg: flag(country.flag), widths: null });
  }
  if (data.demo) pictures.push(...demoPictures(data.demo, widths, rng));
  return pictures;
}

/** The pictures of the demo's ads, banners, people, stores and companies. */
function demoPictures(demo: DemoData, widths: readonly number[], rng: Rng): Picture[] {
  const pictures: Picture[] = [];
  for (const template of TEMPLATES) {
    for (let n = 1; n <= POOL_SIZE; n += 1) {
      pictures.push({
        path: poolPicturePath(template.slug, n),
        svg: productPicture(template.slug, rng),
        widths,
      });
    }
  }
  for (const banner of demo.banners) {
    const target = demo.ads.find((ad) => ad.id === banner.targetId);
    pictures.push({
      path: bannerPath(banner.id ?? 0),
      svg: widePicture(topSlugOf(target?.categoryId ?? 1), rng),
      widths,
    });
  }
  for (const user of demo.users) {
    if (user.avatar) pictures.push({ path: user.avatar, svg: avatar(rng), widths: null });
  }
  for (const store of demo.stores) {
    const slug = topSlugOf(store.categoryId);
    pictures.push({
      path: storeImagePath(store.slug, 'logo'),
      svg: storeLogo(slug, rng),
      widths: null,
    });
    pictures.push({
      path: storeImagePath(store.slug, 'cover'),
      svg: widePicture(slug, rng),
      widths: null,
    });
  }
  for (const company of COMPANIES) {
    if (company.hasImage)
      pictures.push({ path: companyImagePath(company.key), svg: companyLogo(rng), widths: null });
  }
  return pictures;
}
