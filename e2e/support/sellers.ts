import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  userAdsQueryString,
  type Ad,
  type Paginated,
  type SellerEntityType,
  type Store,
  type UserProfile,
} from '@souq/contracts';
import path from 'node:path';
import { submitLogin } from './accounts';
import { nextResponse, toast } from './ad-page';
import { dirOf, fill, texts, type Lang } from './i18n';
import { screenshotWholePage } from './screenshot';
import { expectNoHorizontalOverflow } from './layout';

/**
 * The sellers of the seeded listing, in order of first appearance: the stores and the
 * individuals (`client`) that published ads, read from the API so no test hard-codes seed ids.
 */
async function sellersOf(request: APIRequestContext, lang: Lang, kind: 'store' | 'client') {
  const ids: number[] = [];
  for (let page = 1; ids.length < 8; page += 1) {
    const response = await request.get('/api/ads', {
      headers: { lang },
      params: { page, per_page: 48 },
    });
    expect(response.ok(), `GET /api/ads answered ${response.status()}`).toBe(true);
    const { data } = (await response.json()) as { data: Paginated<Ad> };
    for (const { author_info: author } of data.data) {
      const id =
        kind === 'store' ? author.store_id : author.store_id === null ? author.author_id : null;
      if (id !== null && !ids.includes(id)) ids.push(id);
    }
    if (page >= data.last_page) break;
  }
  return ids;
}

/**
 * The seller (store or individual) of this test's `slot` (0 to 3), so the parallel runs of one
 * journey never move each other's follower counts.
 */
export async function sellerForSlot(
  request: APIRequestContext,
  lang: Lang,
  kind: 'store' | 'client',
  slot: number,
): Promise<number> {
  const id = (await sellersOf(request, lang, kind))[slot];
  if (id === undefined) throw new Error(`the seed has too few ${kind} sellers`);
  return id;
}

/** The address of the first page of a seller's ads, as the store and user pages ask for it. */
export const sellerAdsCall = (entity_type: SellerEntityType, entity_id: number) =>
  `/api/ads/user-ads?${userAdsQueryString({ entity_type, entity_id, page: 1 })}`;

/** The first page of a seller's ads. */
export async function sellerAds(
  request: APIRequestContext,
  lang: Lang,
  entity_type: SellerEntityType,
  entity_id: number,
): Promise<Paginated<Ad>> {
  const response = await request.get(sellerAdsCall(entity_type, entity_id), { headers: { lang } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Paginated<Ad> }).data;
}

export async function fetchStore(request: APIRequestContext, lang: Lang, id: number) {
  const response = await request.get(`/api/stores/${id}`, { headers: { lang } });
  expect(response.ok(), `GET /api/stores/${id} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Store }).data;
}

export async function fetchUserProfile(request: APIRequestContext, lang: Lang, id: number) {
  const response = await request.get(`/api/users/${id}`, { headers: { lang } });
  expect(response.ok(), `GET /api/users/${id} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: UserProfile }).data;
}

/** Full-page screenshot for review in `{output}/screenshots/{project}-{lang}-{name}.png`. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, lang: Lang, name: string) {
  await expectNoHorizontalOverflow(page);
  const file = path.join(
    testInfo.project.outputDir,
    'screenshots',
    `${testInfo.project.name}-${lang}-${name}.png`,
  );
  const png = await screenshotWholePage(page, file);
  expect(png.byteLength).toBeGreaterThan(10_000);
}

/** The parts of a seller page (store or user) the journeys use. */
export function sellerPage(page: Page, lang: Lang) {
  const t = texts(lang);
  const main = page.getByRole('main');
  return {
    main,
    contact: main.getByRole('region', { name: t.sellers.contactInfo }),
    follow: main.getByRole('button', { name: t.sellers.follow, exact: true }),
    unfollow: main.getByRole('button', { name: t.sellers.unfollow, exact: true }),
    /** The count above a stat's label ('Followers', 'Ads'). */
    stat: (label: string) =>
      main.getByText(label, { exact: true }).locator('xpath=preceding-sibling::span[1]'),
  };
}

type SellerSummary = {
  name: string;
  ads: number;
  followers: number;
  average_rating: number;
  ratings_count: number;
  reviews_count: number;
};

/** The page's direction, heading and title, the ads and followers counts, and the rating line. */
export async function expectSellerSummary(page: Page, lang: Lang, seller: SellerSummary) {
  const t = texts(lang);
  const { main, stat } = sellerPage(page, lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seller.name);
  await expect(page).toHaveTitle(`${seller.name} | ${t.appName}`);
  await expect(stat(t.sellers.ads)).toHaveText(String(seller.ads));
  await expect(stat(t.sellers.followers)).toHaveText(String(seller.followers));
  await expect(
    main.getByText(
      fill(t.sellers.ratingValue, {
        rating: Number(seller.average_rating.toFixed(1)),
        n: seller.ratings_count,
      }),
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    main.getByText(fill(t.sellers.reviewsCount, { n: seller.reviews_count })),
  ).toBeVisible();
}

/** A link in the contact card, by its text, going to `href`. */
export async function expectContactLink(page: Page, lang: Lang, name: string, href: string) {
  await expect(sellerPage(page, lang).contact.getByRole('link', { name })).toHaveAttribute(
    'href',
    href,
  );
}

type FollowJourney = {
  /** The seller page's path, where the login sends the visitor back. */
  path: string;
  account: { userName: string; password: string };
  followers: number;
  api: { follow: string; unfollow: string };
};

/**
 * Spec 3 and 4: a visitor's follow asks them to log in and brings them back; then following and
 * unfollowing each move the followers count by one and are kept after a reload.
 */
export async function followAfterLogin(page: Page, lang: Lang, journey: FollowJourney) {
  const t = texts(lang);
  const { follow, unfollow, stat } = sellerPage(page, lang);
  const followers = stat(t.sellers.followers);
  await follow.click();
  await expect(toast(page, t.sellers.loginRequiredForFollow)).toBeVisible();
  await expect(page).toHaveURL(
    `/${lang}/login?${new URLSearchParams({ redirect: journey.path }).toString()}`,
  );
  await submitLogin(page, t, journey.account.userName, journey.account.password);
  await expect(page).toHaveURL(journey.path);
  await expect(follow).toBeVisible();

  const followed = nextResponse(page, 'POST', journey.api.follow);
  await follow.click();
  expect((await followed).status()).toBe(200);
  await expect(unfollow).toBeVisible();
  await expect(followers).toHaveText(String(journey.followers + 1));
  await page.reload();
  await expect(unfollow).toBeVisible();
  await expect(followers).toHaveText(String(journey.followers + 1));

  const unfollowed = nextResponse(page, 'DELETE', journey.api.unfollow);
  await unfollow.click();
  expect((await unfollowed).status()).toBe(200);
  await expect(follow).toBeVisible();
  await expect(followers).toHaveText(String(journey.followers));
  await page.reload();
  await expect(follow).toBeVisible();
  await expect(followers).toHaveText(String(journey.followers));
}
