import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Banner } from '@souq/contracts';
import { fetchCategories, isTopCategoriesUrl, nameOf, type CategoryItem } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { fetchAdPage } from '../support/category-api';
import { dirOf, LANGS, texts, type Lang } from '../support/i18n';
import { hasSearchBar } from '../support/layout';
import { hrefsOf } from '../support/locators';
import { withoutServerRendering, appAlive } from '../support/page-data';

/**
 * Spec section 2 "Home": the hero slider, the category carousel, the offers carousel and the
 * category sections, against the seeded API, in both languages and both widths.
 */

const JOBS = 6;
const SECTION_IDS = [4, 9, 8, 5] as const;
const SECTION_ADS = 4;
const OFFERS_AUTOPLAY_MS = 3000;
/** Long enough for Embla's scroll to come to rest. */
const SCROLL_SETTLE_MS = 1500;
/** Less than the 200 ms margin the offers test leaves before a move is due. */
const IDLE_STEP_MS = 50;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the element is not laid out');
  return box;
}

async function boxesOf(locator: Locator): Promise<Box[]> {
  return Promise.all((await locator.all()).map(boxOf));
}

async function fetchBanners(request: APIRequestContext): Promise<Banner[]> {
  const response = await request.get('/api/banner');
  expect(response.ok(), `GET /api/banner answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Banner[] }).data;
}

/** The first ads of a category as the API lists them in `lang` (the section shows 4). */
async function firstAdTitles(
  request: APIRequestContext,
  lang: Lang,
  categoryId: number,
): Promise<string[]> {
  const page = await fetchAdPage(request, lang, { category_id: categoryId });
  return page.data.slice(0, SECTION_ADS).map((ad) => ad.title);
}

function isSectionAdsUrl(url: URL, categoryId: number): boolean {
  return url.pathname === '/api/ads' && url.searchParams.get('category_id') === String(categoryId);
}

const failWith500 = { status: 500, json: { message: 'test failure' } };

function bannerOf(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: texts(lang).banner.label, exact: true });
}

function categoriesOf(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: texts(lang).home.categoriesTitle, exact: true });
}

function offersOf(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: texts(lang).offers.title, exact: true });
}

function sectionOf(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The one banner slide (one per view) whose centre lies inside the slider. */
async function shownBanner(banner: Locator): Promise<number> {
  const frame = await boxOf(banner);
  const slides = await boxesOf(banner.getByRole('group'));
  return slides.findIndex((slide) => {
    const centre = slide.x + slide.width / 2;
    return centre > frame.x && centre < frame.x + frame.width;
  });
}

/**
 * The offer slide standing at the reading start of the carousel (the left edge in English,
 * the right edge in Arabic), counting the copies the loop lays out.
 */
async function offerAtStart(offers: Locator, lang: Lang): Promise<number> {
  const frame = await boxOf(offers);
  const slides = await boxesOf(offers.getByRole('group', { includeHidden: true }));
  return slides.findIndex((slide) =>
    lang === 'ar'
      ? Math.abs(slide.x + slide.width - (frame.x + frame.width)) < 2
      : Math.abs(slide.x - frame.x) < 2,
  );
}

/**
 * A drag by 40 % of the carousel towards the reading end, which brings in the previous slide.
 * Raw mouse input waits for nothing: the page is first hydrated, since a drag on the server's
 * page before the app has started is lost (as a reader's would be).
 */
async function dragTowardsReadingEnd(page: Page, viewport: Box, lang: Lang): Promise<void> {
  await appAlive(page);
  const y = viewport.y + viewport.height / 2;
  const from = viewport.x + viewport.width / 2;
  const shift = viewport.width * 0.4;
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(lang === 'ar' ? from - shift : from + shift, y, { steps: 10 });
  await page.mouse.up();
}

/** Fakes the page's clock, stopped: time then moves only by `page.clock.runFor`. */
async function pauseClock(page: Page): Promise<void> {
  const installed = new Date('2025-01-01T00:00:00Z');
  await page.clock.install({ time: installed });
  // The installed clock runs on until paused; a minute ahead is never in its past. Called
  // before the page loads, so no timer of the page is skipped by the jump.
  await page.clock.pauseAt(new Date(installed.getTime() + 60_000));
}

async function expectSectionsLoaded(page: Page, lang: Lang, categories: CategoryItem[]) {
  for (const id of SECTION_IDS) {
    await expect(
      sectionOf(page, nameOf(categories, id)).getByRole('heading', { level: 3 }).first(),
    ).toBeVisible();
  }
  await expect(bannerOf(page, lang).getByRole('group').first()).toBeVisible();
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the loaded home page: the four category sections show the API's first ads and a show-more link; no serious accessibility violation; the category carousel lists the API's categories, 2 or 10 per view; the hero slider loops with its arrows and its slides open their ads`,
    { tag: '@layout' },
    async ({ page, request }) => {
      // axe checks every node of the full home page: tens of seconds on a busy machine.
      test.slow();
      const [banners, categories] = await Promise.all([
        fetchBanners(request),
        fetchCategories(request, lang),
      ]);
      expect(banners.length).toBeGreaterThan(2);
      const expected = await Promise.all(SECTION_IDS.map((id) => firstAdTitles(request, lang, id)));
      await page.goto(`/${lang}`);

      await test.step("the four category sections show the API's first ads and a show-more link", async () => {
        // In the spec's order, after the carousels' and the jobs section's headings.
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
          t.home.categoriesTitle,
          t.offers.title,
          t.jobs.homeTitle,
          ...SECTION_IDS.map((id) => nameOf(categories, id)),
        ]);
        for (const [index, id] of SECTION_IDS.entries()) {
          const name = nameOf(categories, id);
          const section = sectionOf(page, name);
          const titles = expected[index] ?? [];
          expect(titles.length, `category ${id} has ads`).toBeGreaterThan(0);
          await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles);
          await expect(section.getByRole('listitem')).toHaveCount(titles.length);
          const more = section.getByRole('link', {
            name: `${t.adSection.showMore}: ${name}`,
            exact: true,
          });
          await expect(more).toHaveAttribute('href', `/${lang}/category/${id}`);
        }
      });

      await test.step('the loaded home page has no serious accessibility violation', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.home.title);
        await expectSectionsLoaded(page, lang, categories);
        await expectNoSeriousViolations(page);
      });

      await test.step("the category carousel lists the API's categories, 2 or 10 per view", async () => {
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        const carousel = categoriesOf(page, lang);
        const links = carousel.getByRole('link');
        await expect(links).toHaveText(categories.map((c) => c.name));
        expect(await hrefsOf(links)).toEqual(
          categories.map((c) =>
            c.id === JOBS ? `/${lang}/jobs` : `/${lang}/category/${String(c.id)}`,
          ),
        );

        // Spec section 9: 2 per view under 768 px, 10 from 768 px (fewer when fewer exist).
        const perView = hasSearchBar(page) ? 10 : 2;
        const viewport = await boxOf(carousel.getByRole('list').locator('..'));
        const items = await boxesOf(carousel.getByRole('listitem'));
        for (const item of items) expect(item.width).toBeCloseTo(viewport.width / perView, 0);
        const inView = items.filter(
          (item) =>
            item.x >= viewport.x - 1 && item.x + item.width <= viewport.x + viewport.width + 1,
        );
        expect(inView).toHaveLength(Math.min(perView, categories.length));

        // The first category stands at the reading start: the right edge in Arabic.
        const [firstItem] = items;
        if (firstItem === undefined) throw new Error('no category shown');
        if (lang === 'ar') {
          expect(firstItem.x + firstItem.width).toBeCloseTo(viewport.x + viewport.width, 0);
        } else {
          expect(firstItem.x).toBeCloseTo(viewport.x, 0);
        }

        // Where they do not all fit, the carousel loops: dragging back from the first brings in
        // the last.
        if (categories.length > perView) {
          const last = carousel.getByRole('listitem').last();
          const lastInView = async () => {
            const box = await boxOf(last);
            return box.x >= viewport.x - 1 && box.x + box.width <= viewport.x + viewport.width + 1;
          };
          expect(await lastInView()).toBe(false);
          await dragTowardsReadingEnd(page, viewport, lang);
          await expect.poll(lastInView).toBe(true);
          await expect(page).toHaveURL(`/${lang}`);
        }
      });

      await test.step('the hero slider loops with its arrows and its slides open their ads', async () => {
        await expect(page).toHaveTitle(t.home.documentTitle);
        const banner = bannerOf(page, lang);
        const slides = banner.getByRole('group');
        await expect(slides).toHaveCount(banners.length);

        // Each slide with a target links to that ad, one with a link to that page of the site
        // in the page's language; one with neither links nowhere.
        for (const [index, { target_id, link }] of banners.entries()) {
          const anchor = slides.nth(index).getByRole('link');
          if (target_id !== null) {
            await expect(anchor).toHaveAttribute('href', `/${lang}/ad/${target_id}`);
          } else if (link !== null) {
            await expect(anchor).toHaveAttribute('href', `/${lang}${link}`);
          } else await expect(anchor).toHaveCount(0);
        }
        expect(banners.some((b) => b.target_id === null && b.link === null)).toBe(true);

        // The first picture is the largest paint: loaded first, with its size; the rest wait.
        const first = slides.first().getByRole('img');
        await expect(first).toHaveAttribute('loading', 'eager');
        await expect(first).toHaveAttribute('fetchpriority', 'high');
        await expect(first).toHaveAttribute('width', '1024');
        await expect(first).toHaveAttribute('height', '320');
        for (let index = 1; index < banners.length; index += 1) {
          await expect(slides.nth(index).getByRole('img')).toHaveAttribute('loading', 'lazy');
        }

        const previous = banner.getByRole('button', { name: t.banner.previous, exact: true });
        const next = banner.getByRole('button', { name: t.banner.next, exact: true });
        // Previous sits at the reading start: the left in English, the right in Arabic.
        const [previousBox, nextBox] = [await boxOf(previous), await boxOf(next)];
        if (lang === 'ar') expect(previousBox.x).toBeGreaterThan(nextBox.x);
        else expect(previousBox.x).toBeLessThan(nextBox.x);

        await expect.poll(() => shownBanner(banner)).toBe(0);
        await next.click();
        await expect.poll(() => shownBanner(banner)).toBe(1);
        await previous.click();
        await expect.poll(() => shownBanner(banner)).toBe(0);
        // It loops: before the first slide comes the last.
        await previous.click();
        await expect.poll(() => shownBanner(banner)).toBe(banners.length - 1);
        await next.click();
        await expect.poll(() => shownBanner(banner)).toBe(0);

        const target = banners[0]?.target_id;
        expect(target).toEqual(expect.any(Number));
        await slides.first().getByRole('link').click();
        await expect(page).toHaveURL(`/${lang}/ad/${String(target)}`);
      });
    },
  );

  test(
    `[${lang}] the offers carousel shows three promos and moves on every 3 s`,
    { tag: '@layout' },
    async ({ page }) => {
      // The test drives the page's clock (timers and animation frames) from the start, so the
      // delay is measured exactly however busy the machine is.
      await pauseClock(page);
      await page.goto(`/${lang}`);
      const offers = offersOf(page, lang);
      const slides = offers.getByRole('group');
      await expect(slides).toHaveCount(3);
      await expect(slides).toContainText([t.offers.discount, t.offers.discount, t.offers.discount]);
      await expect(slides).toContainText([
        t.offers.samsung.brand,
        t.offers.apple.brand,
        t.offers.xiaomi.brand,
      ]);
      const pause = offers.getByRole('button', { name: t.offers.pause, exact: true });
      const play = offers.getByRole('button', { name: t.offers.play, exact: true });
      // The carousel starts, and plays, in the page's first idle moment: a timer of the paused
      // clock (requestIdleCallback), which runs on a little at a time until it has.
      await expect(async () => {
        await page.clock.runFor(IDLE_STEP_MS);
        await expect(pause).toBeVisible({ timeout: 500 });
      }).toPass();

      expect(await offerAtStart(offers, lang)).toBe(0);
      await page.clock.runFor(OFFERS_AUTOPLAY_MS - 200);
      expect(await offerAtStart(offers, lang)).toBe(0);
      await page.clock.runFor(200 + SCROLL_SETTLE_MS);
      expect(await offerAtStart(offers, lang)).toBe(1);

      // Pausing stops it (WCAG 2.2.2); playing starts a fresh 3 s wait.
      await pause.click();
      await expect(play).toBeVisible();
      await page.clock.runFor(3 * OFFERS_AUTOPLAY_MS);
      expect(await offerAtStart(offers, lang)).toBe(1);
      await play.click();
      await expect(pause).toBeVisible();
      await page.clock.runFor(OFFERS_AUTOPLAY_MS - 200);
      expect(await offerAtStart(offers, lang)).toBe(1);
      await page.clock.runFor(200 + SCROLL_SETTLE_MS);
      expect(await offerAtStart(offers, lang)).toBe(2);
    },
  );

  test(`[${lang}] with reduced motion the offers stand still`, async ({ page }) => {
    await pauseClock(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/${lang}`);
    const offers = offersOf(page, lang);
    await expect(offers.getByRole('group')).toHaveCount(3);
    await expect(offers.getByRole('button')).toHaveCount(0);
    expect(await offerAtStart(offers, lang)).toBe(0);
    await page.clock.runFor(3 * OFFERS_AUTOPLAY_MS);
    expect(await offerAtStart(offers, lang)).toBe(0);
  });

  test(`[${lang}] a section shows 4 skeleton cards until its ads arrive; failures: the banner's text, 'Oops!! error' in a section, an empty one hidden, 'Oops!! error' in the category carousel`, async ({
    page,
    request,
  }) => {
    // Three loads of the page, rendered in the browser, its calls held or failing.
    test.slow();
    const categories = await fetchCategories(request, lang);
    await withoutServerRendering(page);

    await test.step('a section shows 4 skeleton cards until its ads arrive', async () => {
      const cars = nameOf(categories, 8);
      const titles = await firstAdTitles(request, lang, 8);
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => isSectionAdsUrl(url, 8),
        async (route) => {
          await answered;
          await route.continue();
        },
      );
      await page.goto(`/${lang}`);
      const section = sectionOf(page, cars);
      const list = section.getByRole('list');
      await expect(list).toHaveAttribute('aria-busy', 'true');
      await expect(section.getByRole('listitem')).toHaveCount(4);
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(0);
      await expect(section.getByRole('link')).toHaveCount(0);

      release();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles);
      await expect(list).toHaveAttribute('aria-busy', 'false');
    });

    await test.step("failures: the banner's text, 'Oops!! error' in a section, an empty one hidden", async () => {
      await page.unrouteAll();
      await withoutServerRendering(page);
      await page.route('**/api/banner', (route) => route.fulfill(failWith500));
      await page.route(
        (url) => isSectionAdsUrl(url, 4),
        (route) => route.fulfill(failWith500),
      );
      await page.route(
        (url) => isSectionAdsUrl(url, 9),
        (route) =>
          route.fulfill({
            json: { data: { data: [], current_page: 1, per_page: 4, total: 0, last_page: 1 } },
          }),
      );
      await page.reload();

      const banner = bannerOf(page, lang);
      await expect(banner.getByRole('alert')).toHaveText(t.banner.error);
      await expect(banner.getByRole('group')).toHaveCount(0);
      await expect(banner.getByRole('button')).toHaveCount(0);

      const bikes = sectionOf(page, nameOf(categories, 4));
      await expect(bikes.getByRole('alert')).toHaveText(t.oopsError);
      await expect(bikes.getByRole('listitem')).toHaveCount(0);
      await expect(bikes.getByRole('link')).toHaveCount(0);

      // The other sections still load; the empty one is not shown at all.
      await expect(
        sectionOf(page, nameOf(categories, 8)).getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      await expect(
        sectionOf(page, nameOf(categories, 5)).getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      await expect(sectionOf(page, nameOf(categories, 9))).toHaveCount(0);
      await expect(page.getByRole('heading', { name: nameOf(categories, 9) })).toHaveCount(0);
    });

    await test.step("failed categories: 'Oops!! error' in the carousel", async () => {
      await page.unrouteAll();
      await withoutServerRendering(page);
      await page.route(
        (url) => isTopCategoriesUrl(url),
        (route) => route.fulfill(failWith500),
      );
      await page.reload();
      const carousel = categoriesOf(page, lang);
      await expect(carousel.getByRole('alert')).toHaveText(t.oopsError);
      await expect(carousel.getByRole('link')).toHaveCount(0);
      // The banner and the offers do not depend on the categories.
      await expect(bannerOf(page, lang).getByRole('group').first()).toBeVisible();
      await expect(offersOf(page, lang).getByRole('group')).toHaveCount(3);
    });
  });
}
