import { expect, type APIRequestContext } from '@playwright/test';
import type { Ad, AdDetail, Paginated, Review } from '@souq/contracts';
import type { Lang } from './i18n';

/** `GET /api/ads/{id}` in `lang`, as the page gets it. */
export async function fetchAd(
  request: APIRequestContext,
  lang: Lang,
  id: number,
): Promise<AdDetail> {
  const response = await request.get(`/api/ads/${id}`, { headers: { lang } });
  expect(response.ok(), `GET /api/ads/${id} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: AdDetail }).data;
}

/**
 * The ads of the seeded listing (newest first) that `accept` takes, read from the API so no test
 * hard-codes seed ids. Throws when fewer than `count` match.
 */
export async function findAds(
  request: APIRequestContext,
  lang: Lang,
  accept: (ad: Ad) => boolean,
  count = 1,
): Promise<Ad[]> {
  const found: Ad[] = [];
  for (let page = 1; found.length < count; page += 1) {
    const response = await request.get('/api/ads', {
      headers: { lang },
      params: { page, per_page: 48 },
    });
    expect(response.ok(), `GET /api/ads answered ${response.status()}`).toBe(true);
    const { data } = (await response.json()) as { data: Paginated<Ad> };
    found.push(...data.data.filter(accept));
    if (page >= data.last_page) break;
  }
  if (found.length < count) throw new Error(`the seed has fewer than ${count} such ads`);
  return found.slice(0, count);
}

/** `GET /api/reviews/{adId}` (newest first). */
export async function fetchReviews(request: APIRequestContext, adId: number): Promise<Review[]> {
  const response = await request.get(`/api/reviews/${adId}`, { headers: { 'Entity-Type': 'ad' } });
  expect(response.ok(), `GET /api/reviews/${adId} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Review[] }).data;
}

/** Posts a review as the session of `request`; returns it. */
export async function postReview(
  request: APIRequestContext,
  adId: number,
  review: string,
): Promise<Review> {
  const response = await request.post('/api/reviews', {
    data: { entity_type: 'ad', entity_id: adId, review },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Review }).data;
}
