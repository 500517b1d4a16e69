import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Envelope, JobOffer, Paginated } from '@souq/contracts';
import { escapeRegExp, fill, texts, type Lang } from './i18n';
import { screenshotWholePage } from './screenshot';

/** Every offer as `GET /job-offers/search` lists it (one large page), newest first. */
export async function fetchOffers(
  request: APIRequestContext,
  lang: Lang,
  query: Record<string, string> = {},
): Promise<Paginated<JobOffer>> {
  const response = await request.get('/api/job-offers/search', {
    params: { per_page: '48', ...query },
    headers: { lang },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Envelope<Paginated<JobOffer>>).data;
}

/** The first `count` offers still open for applications (newest first). */
export async function openOffers(
  request: APIRequestContext,
  lang: Lang,
  count: number,
): Promise<JobOffer[]> {
  const open = (await fetchOffers(request, lang)).data.filter((offer) => !offer.is_expired);
  if (open.length < count) throw new Error(`fewer than ${String(count)} open offers`);
  return open.slice(0, count);
}

export const standard = (offer: JobOffer, kind: 'work_time' | 'experience') =>
  offer.standards.find((item) => item.kind === kind)?.value ?? '';

/** The cards of the main grid (or the home section), by their title's heading. */
export function cards(scope: Locator): Locator {
  return scope.getByTestId('job-card');
}

export function cardOf(scope: Locator, title: string): Locator {
  return cards(scope).filter({
    has: scope.page().getByRole('heading', { level: 3, name: title, exact: true }),
  });
}

export async function cardTitles(scope: Locator): Promise<string[]> {
  return cards(scope).getByRole('heading', { level: 3 }).allTextContents();
}

/** The heart of a card: its name says what pressing it does. */
export function cardHeart(card: Locator, lang: Lang, title: string): Locator {
  const t = texts(lang);
  const action = new RegExp(
    `^(${escapeRegExp(t.jobs.addFavorite)}|${escapeRegExp(t.jobs.removeFavorite)}): ${escapeRegExp(title)}$`,
  );
  return card.getByRole('button', { name: action });
}

/** Opens `/{lang}/jobs` and waits for the grid's results line. */
export async function openJobs(page: Page, lang: Lang, total: number): Promise<void> {
  await page.goto(`/${lang}/jobs`);
  await expect(resultsLine(page, lang, total)).toBeVisible();
}

export function resultsLine(page: Page, lang: Lang, total: number): Locator {
  return page
    .getByRole('main')
    .getByText(fill(texts(lang).jobs.results, { value: total }), { exact: true });
}

/** Opens `/{lang}/job/{id}` and waits for its title and its 'see also' sidebar. */
export async function openJob(page: Page, lang: Lang, offer: Pick<JobOffer, 'id' | 'title'>) {
  await page.goto(`/${lang}/job/${String(offer.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
  await expect(seeAlso(page, lang).getByRole('link').first()).toBeVisible();
}

export function seeAlso(page: Page, lang: Lang): Locator {
  return page.getByRole('complementary', { name: texts(lang).jobs.seeAlso, exact: true });
}

export function applyButton(page: Page, lang: Lang): Locator {
  return page.getByRole('main').getByRole('button', { name: texts(lang).jobs.apply, exact: true });
}

/** The detail page's favourite toggle (heart and word). */
export function detailHeart(page: Page, lang: Lang): Locator {
  const t = texts(lang);
  return page.getByRole('main').getByRole('button', {
    name: new RegExp(
      `^(${escapeRegExp(t.jobs.addFavorite)}|${escapeRegExp(t.jobs.removeFavorite)})$`,
    ),
  });
}

/** How many cards share the first card's row. */
export async function cardsPerRow(scope: Locator): Promise<number> {
  const tops = await Promise.all(
    (await cards(scope).all()).slice(0, 4).map(async (card) => (await card.boundingBox())?.y ?? -1),
  );
  return tops.filter((y) => y === tops[0]).length;
}

/** A full-page screenshot for people to look at: `{project}-{lang}-{name}.png`. */
export async function saveJobsShot(
  page: Page,
  project: string,
  lang: Lang,
  name: string,
): Promise<void> {
  const dir = process.env.SHOTS_DIR ?? 'test-results/screenshots';
  const png = await screenshotWholePage(page, `${dir}/${project}-${lang}-${name}.png`);
  expect(png.byteLength).toBeGreaterThan(10_000);
}
