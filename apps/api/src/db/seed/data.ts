import { COUNTRIES } from '@souq/contracts';
import type { categories, cities, countries } from '../schema/index.ts';
import { type AdAttributeRow, type AdImageRow, type AdRow, buildAds } from './ads/build.ts';
import { CATEGORIES, categoryPosition, iconPath } from './categories.ts';
import { buildLegalSections } from './content/legal.ts';
import { buildContentPages } from './content/pages.ts';
import { buildBanners, buildSettings } from './content/site.ts';
import { TAG_ROWS } from './content/tags.ts';
import { buildFilters, type FilterRow } from './filters.ts';
import { buildJobs, type JobRow, type StandardRow } from './jobs/build.ts';
import { CITIES, flagPath } from './places.ts';
import { buildConversations, type SeedConversations } from './social/conversations.ts';
import { buildSocial, type Social } from './social/index.ts';
import { buildStores, type StoreRow } from './stores.ts';
import { hashPassword } from '../../shared/auth/password.ts';
import { DEMO_PASSWORD, buildStaffUsers, buildUsers, type UserRow } from './users.ts';

/** What every site starts with: places, categories and their filters, tags, pages, settings. */
export type ReferenceData = {
  countries: (typeof countries.$inferInsert)[];
  cities: (typeof cities.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  filters: FilterRow[];
  tags: typeof TAG_ROWS;
  legal: ReturnType<typeof buildLegalSections>;
  pages: ReturnType<typeof buildContentPages>;
  settings: ReturnType<typeof buildSettings>;
};

/**
 * The demo's people and what they made: accounts (password `demo12345`), ads, stores, chats;
 * and its moderator and admin.
 */
export type DemoData = {
  users: UserRow[];
  stores: StoreRow[];
  ads: AdRow[];
  adImages: AdImageRow[];
  adAttributes: AdAttributeRow[];
  social: Social;
  chat: SeedConversations;
  jobs: JobRow[];
  standards: StandardRow[];
  banners: ReturnType<typeof buildBanners>;
};

export type SeedData = ReferenceData & { demo: DemoData | null };

async function buildDemoData(filterIds: ReturnType<typeof buildFilters>['ids']): Promise<DemoData> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = buildUsers(passwordHash);
  const stores = buildStores();
  const built = buildAds(users, stores, filterIds);
  const { jobs, standards } = buildJobs(stores);
  const { social, ads } = buildSocial(
    users,
    stores,
    built.ads,
    jobs,
    TAG_ROWS.map((t) => t.id),
  );
  return {
    users: [...users, ...buildStaffUsers(passwordHash, users.length + 1)],
    stores,
    ads,
    adImages: built.images,
    adAttributes: built.attributes,
    social,
    chat: buildConversations(users, stores, ads, jobs),
    jobs,
    standards,
    banners: buildBanners(ads),
  };
}

/**
 * Every row of the seed, built in memory from fixed data and named random streams: the reference
 * data, and the demo's when it is asked for (never on a real site: its accounts share a public
 * password).
 */
export async function buildSeedData({ demo }: { demo: boolean }): Promise<SeedData> {
  const filters = buildFilters();
  return {
    countries: COUNTRIES.map((c, position) => ({
      id: c.id,
      nameEn: c.en,
      nameAr: c.ar,
      dialCode: c.dialCode,
      flag: flagPath(c.iso),
      position,
    })),
    cities: CITIES.map((c) => ({ id: c.id, countryId: c.countryId, nameEn: c.en, nameAr: c.ar })),
    categories: CATEGORIES.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      slug: c.slug,
      nameEn: c.en,
      nameAr: c.ar,
      icon: iconPath(c.slug),
      position: categoryPosition(c),
    })),
    filters: filters.rows,
    tags: TAG_ROWS,
    legal: buildLegalSections(),
    pages: buildContentPages(),
    settings: buildSettings(),
    demo: demo ? await buildDemoData(filters.ids) : null,
  };
}
