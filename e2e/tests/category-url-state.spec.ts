import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  AD_SORTS,
  type Ad,
  type AdSort,
  type AdsQuery,
  type FilterAttribute,
  type Paginated,
} from '@souq/contracts';
import { formatPrice } from '../../apps/web/src/shared/format/price';
import { fetchCategories, nameOf } from '../support/api';
import {
  adsParams,
  fetchAdPage,
  fetchFilters,
  filterNamed,
  linkedAdIds,
  recordAdsRequests,
} from '../support/category-api';
import {
  cardLinks,
  expectFilterCount,
  filterButton,
  filterDialog,
  openCategory,
  resultsLine,
} from '../support/category-page';
import { fill, LANGS, otherLang, texts, type Lang } from '../support/i18n';
import { cardTitles, fetchOffers, openJobs, resultsLine as jobsResultsLine } from '../support/jobs';
import { withoutServerRendering } from '../support/page-data';

/**
 * Issue 16 item 14: the category page's search words, filters, sort and page are in its
 * address. A reload or a shared link shows the same cards, badge, modal and sort; Back steps
 * through the previous results; the sorts really sort; the search words narrow the list until
 * cleared; a hand-edited address never breaks the page. The jobs list keeps its filters and
 * page in its address the same way.
 */

const CARS = 8;

type Listing = Omit<AdsQuery, 'category_id'>;

/** The page of cars the API answers for this listing. */
function fetchCars(page: Page, lang: Lang, listing: Listing): Promise<Paginated<Ad>> {
  return fetchAdPage(page.request, lang, adsParams({ category_id: CARS, ...listing }));
}

/** Expects the grid to show exactly this answer of the API (the cards and their count). */
async function expectCards(page: Page, lang: Lang, answer: Paginated<Ad>): Promise<void> {
  await expect(resultsLine(page, lang, answer.total)).toBeVisible();
  await expect
    .poll(() => linkedAdIds(cardLinks(page, lang)))
    .toEqual(answer.data.map((ad) => ad.id));
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
}

/** The query string of the page's address, as `URLSearchParams`. */
function address(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

function sortSelect(page: Page, lang: Lang): Locator {
  return page.getByRole('main').getByLabel(texts(lang).categoryPage.sortBy, { exact: true });
}

function pages(page: Page, lang: Lang): Locator {
  return page.getByRole('navigation', { name: texts(lang).categoryPage.pages, exact: true });
}

function pageButton(page: Page, lang: Lang, n: number): Locator {
  return pages(page, lang).getByRole('button', {
    name: fill(texts(lang).categoryPage.page, { value: n }),
    exact: true,
  });
}

/** Whether `values` never go against `order` (ties allowed). */
function inOrder(values: number[], order: 'up' | 'down'): boolean {
  return values.every((value, i) => {
    const previous = values[i - 1];
    if (previous === undefined) return true;
    return order === 'up' ? previous <= value : previous >= value;
  });
}

/** The order each sort promises, on the field it sorts by. */
const SORTED_BY: Record<AdSort, { key: (ad: Ad) => number; order: 'up' | 'down' }> = {
  newest: { key: (ad) => Date.parse(ad.date), order: 'down' },
  oldest: { key: (ad) => Date.parse(ad.date), order: 'up' },
  price_asc: { key: (ad) => ad.price, order: 'up' },
  price_desc: { key: (ad) => ad.price, order: 'down' },
  most_viewed: { key: (ad) => ad.view_count, order: 'down' },
};

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] filters, sort and page are in the address: reload keeps them, Back steps back; every sort orders the cards as the API does; search words narrow the list until cleared; a hand-edited address shows the list without what it cannot apply; switching the language keeps the filters; the jobs list keeps its filters and page in the address`, async ({
    page,
    request,
  }) => {
    // Six walks through the cars and jobs lists, each from its own address.
    test.slow();
    await test.step('filters, sort and page are in the address: reload keeps them, Back steps back', async () => {
      const filters = await fetchFilters(request, lang, CARS);
      const condition = filterNamed(
        filters,
        'dropdown',
        lang === 'ar' ? 'حالة المركبة' : 'Vehicle Condition',
      );
      const year = filterNamed(filters, 'range', lang === 'ar' ? 'سنة الصنع' : 'Year');
      const used = String(condition.values[1]);
      const newestYear = String(year.values[1]);
      const applied: FilterAttribute[] = [
        { attribute_id: condition.id, value: used },
        { attribute_id: year.id, value: ['2010', newestYear] },
      ];
      const plain = await fetchCars(page, lang, { page: 1 });
      const filtered = await fetchCars(page, lang, { page: 1, filtersAttributes: applied });
      const sorted = { sort: 'price_asc', filtersAttributes: applied } as const;
      const sortedFirst = await fetchCars(page, lang, { ...sorted, page: 1 });
      const sortedSecond = await fetchCars(page, lang, { ...sorted, page: 2 });
      expect(filtered.total).toBeLessThan(plain.total);
      expect(sortedFirst.last_page).toBeGreaterThan(1);

      await openCategory(page, lang, CARS);
      await expectCards(page, lang, plain);
      await expect(sortSelect(page, lang)).toHaveValue('newest');

      // Filters: a dropdown and a range.
      await filterButton(page, lang).click();
      let dialog = filterDialog(page, lang);
      await dialog.getByLabel(condition.name, { exact: true }).selectOption(used);
      const years = dialog.getByRole('group', { name: year.name, exact: true });
      await years.getByLabel(t.filters.min, { exact: true }).fill('2010');
      await dialog.getByRole('button', { name: t.filters.apply, exact: true }).click();
      await expectCards(page, lang, filtered);
      expect(address(page).get(`f${condition.id}`)).toBe(used);
      expect(address(page).getAll(`f${year.id}`)).toEqual(['2010', newestYear]);

      // The same filters applied again are asked for again, with no new step in the history.
      const again = recordAdsRequests(page);
      await filterButton(page, lang).click();
      await filterDialog(page, lang)
        .getByRole('button', { name: t.filters.apply, exact: true })
        .click();
      await expect.poll(() => again.length).toBe(1);
      await expectCards(page, lang, filtered);

      // The sort, then the second page.
      await sortSelect(page, lang).selectOption('price_asc');
      await expectCards(page, lang, sortedFirst);
      expect(address(page).get('sort')).toBe('price_asc');
      await pageButton(page, lang, 2).click();
      await expectCards(page, lang, sortedSecond);
      // A new page of results is read from its top.
      await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
      expect(address(page).get('page')).toBe('2');
      expect(address(page).get('sort')).toBe('price_asc');
      expect(address(page).get(`f${condition.id}`)).toBe(used);

      // A reload asks for that page once, and shows it as it was.
      const sent = recordAdsRequests(page);
      await page.reload();
      await expectCards(page, lang, sortedSecond);
      expect(sent, 'GET /api/ads after the reload').toHaveLength(1);
      await expect(pageButton(page, lang, 2)).toHaveAttribute('aria-current', 'page');
      await expect(sortSelect(page, lang)).toHaveValue('price_asc');
      await expectFilterCount(page, lang, 2);
      await filterButton(page, lang).click();
      dialog = filterDialog(page, lang);
      await expect(dialog.getByLabel(condition.name, { exact: true })).toHaveValue(used);
      const reloadedYears = dialog.getByRole('group', { name: year.name, exact: true });
      await expect(reloadedYears.getByLabel(t.filters.min, { exact: true })).toHaveValue('2010');
      await expect(reloadedYears.getByLabel(t.filters.max, { exact: true })).toHaveValue(
        newestYear,
      );
      await dialog.getByRole('button', { name: t.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);

      // Back: the first page of the same list, the list before its sort, the plain list.
      await page.goBack();
      await expectCards(page, lang, sortedFirst);
      expect(address(page).has('page')).toBe(false);
      await expect(pageButton(page, lang, 1)).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expectCards(page, lang, filtered);
      await expect(sortSelect(page, lang)).toHaveValue('newest');
      await expectFilterCount(page, lang, 2);
      await page.goBack();
      await expectCards(page, lang, plain);
      await expect(page).toHaveURL(`/${lang}/category/${CARS}`);
      await expectFilterCount(page, lang, 0);
    });

    await test.step('every sort orders the cards as the API does, from the first page', async () => {
      const answers = new Map<AdSort, Paginated<Ad>>();
      for (const sort of AD_SORTS)
        answers.set(sort, await fetchCars(page, lang, { sort, page: 1 }));

      // An address opened as shared: its second page.
      await page.goto(`/${lang}/category/${CARS}?page=2`);
      await expectCards(page, lang, await fetchCars(page, lang, { page: 2 }));
      const select = sortSelect(page, lang);
      await expect(select.getByRole('option')).toHaveText(
        AD_SORTS.map((s) => t.categoryPage.sorts[s]),
      );

      for (const sort of [...AD_SORTS.slice(1), AD_SORTS[0]]) {
        const answer = answers.get(sort);
        if (answer === undefined) throw new Error(`no answer for ${sort}`);
        const { key, order } = SORTED_BY[sort];
        expect(inOrder(answer.data.map(key), order), `the API's ${sort} order`).toBe(true);

        await select.selectOption(sort);
        await expectCards(page, lang, answer);
        // A new order starts from the first page; newest is the plain address.
        expect(address(page).get('sort')).toBe(sort === 'newest' ? null : sort);
        expect(address(page).has('page')).toBe(false);
        const articles = page.getByRole('main').getByRole('article');
        for (const [index, ad] of answer.data.entries()) {
          await expect(articles.nth(index)).toContainText(formatPrice(ad.price, lang));
          await expect(articles.nth(index).locator('time')).toHaveAttribute('datetime', ad.date);
        }
      }
    });

    await test.step('search words narrow the list until cleared, and stay in the address', async () => {
      const category = nameOf(await fetchCategories(request, lang), CARS);
      const term = lang === 'ar' ? 'تويوتا' : 'toyota';
      const other = lang === 'ar' ? 'كيا' : 'kia';
      const plain = await fetchCars(page, lang, { page: 1 });
      const found = await fetchCars(page, lang, { q: term, page: 1 });
      const foundOther = await fetchCars(page, lang, { q: other, page: 1 });
      expect(found.total).toBeGreaterThan(0);
      expect(found.total).toBeLessThan(plain.total);

      await openCategory(page, lang, CARS);
      const searchButton = page.getByRole('main').getByRole('button', {
        name: fill(t.categoryPage.searchIn, { name: category }),
        exact: true,
      });
      await searchButton.click();
      const dialog = page.getByRole('dialog', {
        name: fill(t.categoryPage.searchTitle, { name: category }),
        exact: true,
      });
      const box = dialog.getByRole('searchbox');
      await box.fill(term);
      // The modal's own results stay (spec 2).
      await expect(dialog.getByRole('status')).toHaveText(/\d/);
      await expect(dialog.getByRole('list').getByRole('link').first()).toBeVisible();

      // Enter shows them all in the list, from its first page.
      await box.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expectCards(page, lang, found);
      expect(address(page).get('q')).toBe(term);
      const line = page.getByRole('main').getByText(fill(t.categoryPage.resultsFor, { term }), {
        exact: true,
      });
      await expect(line).toBeVisible();
      const applied = page.getByRole('main').getByRole('button', {
        name: fill(t.categoryPage.searchInApplied, { name: category, term }),
        exact: true,
      });
      await expect(applied).toHaveText(term);

      // Clearing brings the whole list back; Back brings the search back.
      await page
        .getByRole('main')
        .getByRole('button', { name: t.categoryPage.clearSearch })
        .click();
      await expectCards(page, lang, plain);
      await expect(line).toHaveCount(0);
      await expect(page).toHaveURL(`/${lang}/category/${CARS}`);
      await page.goBack();
      await expectCards(page, lang, found);
      await expect(line).toBeVisible();

      // The modal opens on the words applied; its button applies new ones.
      await applied.click();
      await expect(box).toHaveValue(term);
      await box.fill(other);
      await dialog.getByRole('button', { name: t.search.showAllInList, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expectCards(page, lang, foundOther);
      expect(address(page).get('q')).toBe(other);
    });

    await test.step('a hand-edited address shows the list without what it cannot apply', async () => {
      const filters = await fetchFilters(page.request, lang, CARS);
      const condition = filterNamed(
        filters,
        'dropdown',
        lang === 'ar' ? 'حالة المركبة' : 'Vehicle Condition',
      );
      const used = String(condition.values[1]);
      const plain = await fetchCars(page, lang, { page: 1 });
      const kept = await fetchCars(page, lang, {
        page: 1,
        filtersAttributes: [{ attribute_id: condition.id, value: used }],
      });

      const answers: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/ads') answers.push(response.status());
      });
      const junk = [
        'page=0',
        'sort=cheapest',
        'f999=x',
        'fx=y',
        `f${condition.id}=${encodeURIComponent(used)}`,
        'f4=2030&f4=1990',
        `q=${'x'.repeat(101)}`,
      ].join('&');
      await page.goto(`/${lang}/category/${CARS}?${junk}`);
      await expectCards(page, lang, kept);
      await expectFilterCount(page, lang, 1);
      await expect(sortSelect(page, lang)).toHaveValue('newest');
      await expect(pageButton(page, lang, 1)).toHaveAttribute('aria-current', 'page');
      expect(answers).toEqual([200]);

      await page.goto(`/${lang}/category/${CARS}?page=abc&page=-1&sort=`);
      await expectCards(page, lang, plain);
      await expectFilterCount(page, lang, 0);
    });

    await test.step('switching the language keeps the filters of the address', async () => {
      const to = otherLang(lang);
      const [here, there] = await Promise.all(
        [lang, to].map((l) => fetchFilters(page.request, l, CARS)),
      );
      const conditionHere = filterNamed(
        here ?? [],
        'dropdown',
        lang === 'ar' ? 'حالة المركبة' : 'Vehicle Condition',
      );
      const conditionThere = (there ?? []).find((f) => f.id === conditionHere.id);
      if (conditionThere === undefined)
        throw new Error('no condition filter in the other language');
      const usedHere = String(conditionHere.values[1]);
      const usedThere = String(conditionThere.values[1]);
      const query = { sort: 'price_asc', page: 1 } as const;
      const answer = await fetchCars(page, to, {
        ...query,
        filtersAttributes: [{ attribute_id: conditionThere.id, value: usedThere }],
      });

      await page.goto(
        `/${lang}/category/${CARS}?sort=price_asc&f${conditionHere.id}=${encodeURIComponent(usedHere)}`,
      );
      await expectFilterCount(page, lang, 1);
      await page
        .getByRole('banner')
        .getByRole('link', { name: t.languageName[to], exact: true })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expectCards(page, to, answer);
      await expectFilterCount(page, to, 1);
      await expect(sortSelect(page, to)).toHaveValue('price_asc');
      await filterButton(page, to).click();
      await expect(
        filterDialog(page, to).getByLabel(conditionThere.name, { exact: true }),
      ).toHaveValue(usedThere);
    });

    await test.step('the jobs list keeps its filters and page in the address', async () => {
      const workTime = filterNamed(await fetchFilters(request, lang, 6), 'work_time');
      const fullTime = String(workTime.values[0]);
      const filtered = {
        'filtersAttributes[0][attribute_id]': String(workTime.id),
        'filtersAttributes[0][value]': fullTime,
        per_page: '12',
      };
      const all = await fetchOffers(request, lang, { per_page: '12' });
      const first = await fetchOffers(request, lang, filtered);
      const second = await fetchOffers(request, lang, { ...filtered, page: '2' });
      expect(first.last_page).toBeGreaterThan(1);
      const main = page.getByRole('main');
      const expectOffers = async (answer: typeof all) => {
        await expect(jobsResultsLine(page, lang, answer.total)).toBeVisible();
        await expect.poll(() => cardTitles(main)).toEqual(answer.data.map((offer) => offer.title));
      };

      // The jobs API has no sort and the list no search words: the address's are not sent. The
      // server renders the list with its address; here the browser does, to see what it asks.
      await withoutServerRendering(page);
      const sent: URL[] = [];
      page.on('request', (sentRequest) => {
        const url = new URL(sentRequest.url());
        if (url.pathname === '/api/job-offers/search') sent.push(url);
      });
      await page.goto(`/${lang}/jobs?sort=oldest&q=zzz`);
      await expectOffers(all);
      expect(sent.map((url) => url.searchParams.has('sort') || url.searchParams.has('q'))).toEqual([
        false,
      ]);
      await page.unrouteAll();

      await openJobs(page, lang, all.total);
      await filterButton(page, lang).click();
      await filterDialog(page, lang).getByRole('radio', { name: fullTime, exact: true }).check();
      await filterDialog(page, lang)
        .getByRole('button', { name: t.filters.apply, exact: true })
        .click();
      await expectOffers(first);
      expect(address(page).get(`f${workTime.id}`)).toBe(fullTime);
      await pageButton(page, lang, 2).click();
      await expectOffers(second);
      expect(address(page).get('page')).toBe('2');

      await page.reload();
      await expectOffers(second);
      await expectFilterCount(page, lang, 1);
      await filterButton(page, lang).click();
      await expect(
        filterDialog(page, lang).getByRole('radio', { name: fullTime, exact: true }),
      ).toBeChecked();
      await filterDialog(page, lang).getByRole('button', { name: t.close, exact: true }).click();

      await page.goBack();
      await expectOffers(first);
      await page.goBack();
      await expectOffers(all);
      await expect(page).toHaveURL(`/${lang}/jobs`);
      await expectFilterCount(page, lang, 0);
    });
  });
}
