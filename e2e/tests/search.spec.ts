import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import type { Ad, Paginated } from '@souq/contracts';
import { fetchAllAds, fetchSearch } from '../support/category-api';
import { fetchCategories, nameOf } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { cardLinks, openCategory, resultsLine, saveShot } from '../support/category-page';
import { fill, LANGS, texts, type Lang } from '../support/i18n';
import { headerSearchOpener } from '../support/layout';
import { hrefsOf } from '../support/locators';
import { isServerRendered } from '../support/page-data';

/**
 * Spec 2 "Category page" search modal and "Shared layout" search overlay, spec 4 "Search":
 * 500 ms debounce, nothing sent for a blank term, the four messages, the term marked in the
 * titles, every field of a result, closing clears; the header searches every category and
 * can narrow to one. Issue 19: the search results page
 * `/{lang}/search?q=…&category_id=…&page=…`, a search that can be linked and shared, rendered by
 * the server with its results at both widths (its journeys are in search-page-journey.spec.ts).
 */

const BIKES = 4;
const CATEGORIES_WITH_ADS = [1, 4, 5, 8, 9, 10];
const NOTHING = 'qxzqxzqxz';
/** A term of the seeded titles, for a linked search page. */
const SEARCH_PAGE_TERM = { ar: 'تويوتا', en: 'toyota' } as const;

type SearchAnswer = { data: Paginated<Ad> };

function isSearch(url: string): boolean {
  return new URL(url).pathname === '/api/search';
}

function recordSearches(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isSearch(request.url())) sent.push(request);
  });
  return sent;
}

function nextSearchAnswer(page: Page): Promise<Paginated<Ad>> {
  return page
    .waitForResponse((response) => isSearch(response.url()) && response.ok())
    .then(async (response) => ((await response.json()) as SearchAnswer).data);
}

/** The words of a title as the search sees them (letters and digits only). */
function wordsOf(title: string): string[] {
  return title.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 6);
}

/** A word of at least 6 letters found in few titles: a partial of it must still find its ads. */
function rareWord(ads: Ad[]): { word: string; ad: Ad } {
  const counts = new Map<string, number>();
  for (const ad of ads) {
    for (const word of new Set(wordsOf(ad.title))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  for (const ad of ads) {
    const word = wordsOf(ad.title).find((w) => (counts.get(w) ?? 0) <= 3 && !/\d/.test(w));
    if (word !== undefined) return { word, ad };
  }
  throw new Error('no rare word in the titles');
}

/** Words of at least 6 letters found in the titles of at least two categories. */
function sharedWords(ads: Ad[]): string[] {
  const categoriesOf = new Map<string, Set<number>>();
  for (const ad of ads) {
    for (const word of wordsOf(ad.title)) {
      const key = word.toLowerCase();
      const seen = categoriesOf.get(key) ?? new Set<number>();
      seen.add(ad.category_id);
      categoriesOf.set(key, seen);
    }
  }
  return [...categoriesOf]
    .filter(([, found]) => found.size >= 2)
    .sort((a, b) => b[1].size - a[1].size)
    .map(([word]) => word);
}

/** A term whose first page of results (no category) holds ads of at least two categories. */
async function termAcrossCategories(
  request: APIRequestContext,
  lang: Lang,
  ads: Ad[],
): Promise<{ term: string; answer: Paginated<Ad>; categories: number[] }> {
  for (const term of sharedWords(ads)) {
    const answer = await fetchSearch(request, lang, { q: term });
    const categories = [...new Set(answer.data.map((ad) => ad.category_id))];
    if (categories.length >= 2) return { term, answer, categories };
  }
  throw new Error('no term finds ads of two categories on its first page');
}

function searchBox(dialog: Locator, lang: Lang): Locator {
  return dialog.getByRole('searchbox', { name: texts(lang).searchForProduct, exact: true });
}

async function openCategorySearch(page: Page, lang: Lang, categoryName: string) {
  const t = texts(lang);
  await page
    .getByRole('main')
    .getByRole('button', { name: fill(t.categoryPage.searchIn, { name: categoryName }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: fill(t.categoryPage.searchTitle, { name: categoryName }),
    exact: true,
  });
  await expect(dialog).toBeVisible();
  await expect(searchBox(dialog, lang)).toBeFocused();
  return dialog;
}

/** Each result shows what the API answered: picture, marked name, price, counts, author. */
async function expectResultsOf(dialog: Locator, lang: Lang, answer: Paginated<Ad>, term: string) {
  const t = texts(lang);
  const roles: Record<string, string> = t.search.roles;
  const links = dialog.getByRole('list').getByRole('link');
  await expect(dialog.getByRole('status')).toHaveText(
    fill(t.search.resultsCount, { value: answer.total }),
  );
  // The list is drawn at once: read it once.
  expect(await hrefsOf(links)).toEqual(answer.data.map((ad) => `/${lang}/ad/${ad.id}`));
  const shown = await links.allTextContents();
  const pictures = await Promise.all(
    (await links.all()).map((link) => link.locator('img').count()),
  );
  const marks = await Promise.all(
    (await links.all()).map((link) => link.locator('mark').allTextContents()),
  );
  for (const [index, ad] of answer.data.entries()) {
    const text = shown[index] ?? '';
    const role = ad.author_info.author_role;
    for (const part of [
      ad.title,
      t.sp,
      fill(t.search.views, { value: ad.view_count }),
      fill(t.search.ratings, { value: ad.ratings_count }),
      `${ad.author_info.author_name} · ${roles[role] ?? role.replace(/_/g, ' ')}`,
    ]) {
      expect(text, `result ${index + 1}`).toContain(part);
    }
    expect(pictures[index]).toBe(ad.images.length > 0 ? 1 : 0);
    // An ad may match by its description; where its title holds the term, the term is marked.
    const marked = (marks[index] ?? []).map((mark) => mark.toLowerCase());
    if (ad.title.toLowerCase().includes(term.toLowerCase())) {
      expect(marked, `marks in “${ad.title}”`).toContain(term.toLowerCase());
    }
    for (const mark of marked) expect(term.toLowerCase()).toContain(mark);
  }
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] the category search: blank, loading, error and no-results messages, closing clears; it waits 500 ms, marks the term and shows every field`, async ({
    page,
    request,
  }, testInfo) => {
    // Two walks through the search of a category page.
    test.slow();
    await test.step('the category search: blank, loading, error and no-results messages; closing clears', async () => {
      const name = nameOf(await fetchCategories(request, lang), BIKES);
      expect((await fetchSearch(request, lang, { q: NOTHING })).total).toBe(0);
      await openCategory(page, lang, BIKES);
      const sent = recordSearches(page);
      let dialog = await openCategorySearch(page, lang, name);
      const status = dialog.getByRole('status');

      // A blank term asks for one and sends nothing.
      await searchBox(dialog, lang).fill('   ');
      await page.waitForTimeout(900);
      await expect(status).toHaveText(t.enterSearchTerm);
      expect(sent).toHaveLength(0);

      await searchBox(dialog, lang).fill(NOTHING);
      await expect(status).toHaveText(
        lang === 'ar' ? `لا توجد نتائج لـ «${NOTHING}»` : `No results found for “${NOTHING}”`,
      );
      await expect(dialog.getByRole('list')).toHaveCount(0);

      // An answer not yet come shows the loading text; a failed one the error.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/api/search?**', async (route) => {
        await answered;
        await route.fulfill({ status: 500, json: { message: 'boom' } });
      });
      await searchBox(dialog, lang).fill('trek');
      await expect(status).toHaveText(t.loading);
      answer();
      await expect(status).toHaveText(t.search.errorLoadingResults);
      await page.unroute('**/api/search?**');

      // Closing forgets the term and the results.
      await dialog.getByRole('button', { name: t.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      dialog = await openCategorySearch(page, lang, name);
      await expect(searchBox(dialog, lang)).toHaveValue('');
      await expect(dialog.getByRole('status')).toHaveText(t.enterSearchTerm);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    await test.step('the category search waits 500 ms, marks the term and shows every field', async () => {
      const name = nameOf(await fetchCategories(request, lang), BIKES);
      const { word, ad } = rareWord(await fetchAllAds(request, lang, BIKES));
      const partial = word.slice(0, -2);
      const api = await fetchSearch(request, lang, { q: partial, category_id: BIKES });
      expect(api.data.map((found) => found.id)).toContain(ad.id);

      await openCategory(page, lang, BIKES);
      const dialog = await openCategorySearch(page, lang, name);
      await expect(dialog.getByRole('status')).toHaveText(t.enterSearchTerm);

      const sent = recordSearches(page);
      const answered = nextSearchAnswer(page);
      // The last key's time is taken in the page and the request's when it is seen here, so a busy
      // machine can only lengthen the wait measured, never shorten it.
      const box = searchBox(dialog, lang);
      await page.evaluate(
        "document.addEventListener('input', (event) => event.target.setAttribute('data-typed-at', Date.now()), true)",
      );
      const requestedAt = page
        .waitForEvent('request', (request) => isSearch(request.url()))
        .then(() => Date.now());
      await box.pressSequentially(partial, { delay: 80 });
      await expect(dialog.getByRole('status')).toHaveText(t.loading);
      const answer = await answered;
      const waited = (await requestedAt) - Number(await box.getAttribute('data-typed-at'));
      expect(waited, 'the request leaves after the 500 ms pause').toBeGreaterThanOrEqual(450);
      await expectResultsOf(dialog, lang, answer, partial);
      // One request for the whole word typed, in this category.
      expect(sent).toHaveLength(1);
      const url = new URL(sent[0]?.url() ?? '');
      expect(url.searchParams.get('q')).toBe(partial);
      expect(url.searchParams.get('category_id')).toBe(String(BIKES));
      expect(answer.data.map((found) => found.id)).toEqual(api.data.map((found) => found.id));
      await saveShot(page, testInfo, lang, 'category-search');

      await dialog.locator(`a[href="/${lang}/ad/${ad.id}"]`).click();
      await expect(page).toHaveURL(`/${lang}/ad/${ad.id}`);
    });
  });

  test(
    `[${lang}] the header overlay searches every category and can narrow to one; a linked search shows its results, rendered by the server, in both widths`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      // It reads every category's ads and checks every field of two lists of results, then a
      // linked search page: the two former tests' time.
      test.setTimeout(90_000);
      await test.step('the header overlay searches every category and can narrow to one', async () => {
        const categories = await fetchCategories(request, lang);
        const ads = (
          await Promise.all(CATEGORIES_WITH_ADS.map((id) => fetchAllAds(request, lang, id)))
        ).flat();
        const {
          term,
          answer: everywhere,
          categories: found,
        } = await termAcrossCategories(request, lang, ads);
        const narrowTo = found[0] as number;
        const narrowed = await fetchSearch(request, lang, { q: term, category_id: narrowTo });

        await page.goto(`/${lang}`);
        await headerSearchOpener(page, lang).click();
        const dialog = page.getByRole('dialog', { name: t.search.title, exact: true });
        await expect(dialog).toBeVisible();
        const select = dialog.getByLabel(t.search.category, { exact: true });
        await expect(select.getByRole('option')).toHaveText([
          t.search.allCategories,
          ...categories.filter((c) => c.id !== 6).map((c) => c.name),
        ]);
        await expect(select).toHaveValue('');

        const sent = recordSearches(page);
        let answered = nextSearchAnswer(page);
        await searchBox(dialog, lang).fill(term);
        let answer = await answered;
        expect(new URL(sent.at(-1)?.url() ?? '').searchParams.has('category_id')).toBe(false);
        await expectResultsOf(dialog, lang, answer, term);
        expect(answer.data.map((ad) => ad.id)).toEqual(everywhere.data.map((ad) => ad.id));
        await saveShot(page, testInfo, lang, 'header-search');

        answered = nextSearchAnswer(page);
        await select.selectOption(String(narrowTo));
        answer = await answered;
        expect(new URL(sent.at(-1)?.url() ?? '').searchParams.get('category_id')).toBe(
          String(narrowTo),
        );
        for (const ad of answer.data) expect(ad.category_id).toBe(narrowTo);
        await expectResultsOf(dialog, lang, answer, term);
        expect(answer.data.map((ad) => ad.id)).toEqual(narrowed.data.map((ad) => ad.id));
        await expect(dialog.getByRole('status')).toHaveText(
          fill(t.search.resultsCount, { value: narrowed.total }),
        );

        // It offers the search page with every result (issue 19), which Enter opens too, with the
        // words and the category chosen.
        await expect(dialog.getByRole('button', { name: t.searchPage.seeAll })).toBeVisible();
        await searchBox(dialog, lang).press('Enter');
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(
          `/${lang}/search?q=${encodeURIComponent(term)}&category_id=${String(narrowTo)}`,
        );
        await expect(
          page
            .getByRole('main')
            .getByText(fill(t.categoryPage.results, { value: narrowed.total }), { exact: true }),
        ).toBeVisible();
      });

      await test.step('a linked search shows its results, rendered by the server, in both widths', async () => {
        const answer = await fetchSearch(request, lang, { q: SEARCH_PAGE_TERM[lang], page: 1 });
        expect(answer.total).toBeGreaterThan(0);
        const response = await page.goto(
          `/${lang}/search?q=${encodeURIComponent(SEARCH_PAGE_TERM[lang])}`,
        );
        expect(response?.status()).toBe(200);
        expect(isServerRendered((await response?.text()) ?? '')).toBe(true);
        await expect(page).toHaveTitle(
          `${fill(t.categoryPage.resultsFor, { term: SEARCH_PAGE_TERM[lang] })} | ${t.appName}`,
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.searchPage.title);
        await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(
          SEARCH_PAGE_TERM[lang],
        );
        await expect(resultsLine(page, lang, answer.total)).toBeVisible();
        expect(await hrefsOf(cardLinks(page, lang))).toEqual(
          answer.data.map((ad) => `/${lang}/ad/${String(ad.id)}`),
        );
        await saveShot(page, testInfo, lang, 'search-page');
        await expectNoSeriousViolations(page);
      });
    },
  );
}
