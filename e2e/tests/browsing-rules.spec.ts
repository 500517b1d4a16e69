import { expect, test, type Locator, type Page } from '@playwright/test';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { fetchFilters, filterNamed } from '../support/category-api';
import { fetchCategories, nameOf } from '../support/api';
import { filterButton, filterDialog, openCategory } from '../support/category-page';
import { fill, LANGS, texts, type Lang } from '../support/i18n';
import { fetchOffers, resultsLine } from '../support/jobs';

/**
 * Issue 16, items 13, 17 and 19: the jobs category is the jobs list wherever it is opened
 * from, years are written without a thousands separator, and Escape closes a search dialog at
 * once. None of it depends on the width: desktop only (see playwright.config.ts).
 */

const BIKES = 4;
const CARS = 8;
const JOBS = 6;

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] the jobs category's own address opens the jobs list; years have no thousands separator in the Year filter and its messages; Escape closes each search dialog at once, with a term typed`, async ({
    page,
    request,
  }) => {
    // Six pages.
    test.slow();
    await test.step("the jobs category's own address opens the jobs list", async () => {
      const answer = await request.get(`/${lang}/category/${String(JOBS)}`, {
        headers: { accept: 'text/html' },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(301);
      expect(answer.headers().location).toBe(`/${lang}/jobs`);

      const all = await fetchOffers(request, lang);
      expect(all.total).toBeGreaterThan(0);
      await page.goto(`/${lang}/category/${String(JOBS)}`);
      await expect(page).toHaveURL(`/${lang}/jobs`);
      await expect(page.getByRole('heading', { level: 1, name: t.jobs.title })).toBeVisible();
      await expect(resultsLine(page, lang, all.total)).toBeVisible();
      await expect(page.getByText(t.categoryPage.noProducts, { exact: true })).toHaveCount(0);

      // No link of the home page (menu, carousel, sections, footer) leads to the category page.
      await page.goto(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: t.home.title })).toBeVisible();
      await expect(page.locator(`a[href="/${lang}/jobs"]`).first()).toBeAttached();
      await expect(page.locator(`a[href="/${lang}/category/${String(JOBS)}"]`)).toHaveCount(0);
    });

    await test.step('years have no thousands separator in the Year filter and its messages', async () => {
      const filters = await fetchFilters(request, lang, CARS);
      const year = filterNamed(filters, 'range', lang === 'ar' ? 'سنة الصنع' : 'Year');
      const [first, last] = year.values as number[];
      if (first === undefined || last === undefined) throw new Error('the year has no bounds');
      expect(first).toBeGreaterThanOrEqual(1000);

      await openCategory(page, lang, CARS);
      await filterButton(page, lang).click();
      const group = filterDialog(page, lang).getByRole('group', { name: year.name, exact: true });
      const min = group.getByLabel(t.filters.min, { exact: true });
      const max = group.getByLabel(t.filters.max, { exact: true });
      await expect(min).toHaveValue(String(first));
      await expect(max).toHaveValue(String(last));

      await min.fill(String(first - 10));
      const tooEarly = fill(validationMessages[lang].range_above_min, { min: String(first) });
      await expect(min).toHaveAccessibleDescription(tooEarly);
      await max.fill(String(last + 10));
      const tooLate = fill(validationMessages[lang].range_below_max, { max: String(last) });
      await expect(max).toHaveAccessibleDescription(tooLate);

      // The sliders write years the same way.
      await min.fill(String(first));
      const slider = group.getByRole('slider', {
        name: fill(t.filters.minSlider, { name: year.name }),
      });
      await slider.focus();
      await page.keyboard.press('ArrowUp');
      await expect(min).toHaveValue(String(first + 1));

      // Larger numbers keep their separators (the mileage's 500,000).
      const mileage = filters.find(
        (filter) => filter.type === 'range' && Number(filter.values[1]) >= 100_000,
      );
      if (!mileage) throw new Error('no range filter above 100,000');
      const mileageMax = filterDialog(page, lang)
        .getByRole('group', { name: mileage.name, exact: true })
        .getByLabel(t.filters.max, { exact: true });
      await expect(mileageMax).toHaveValue(Number(mileage.values[1]).toLocaleString('en-US'));
    });

    await test.step('Escape closes each search dialog at once, with a term typed', async () => {
      const typeThenEscape = async (dialog: Locator) => {
        await expect(dialog).toBeVisible();
        const box = dialog.getByRole('searchbox');
        await expect(box).toBeFocused();
        await box.fill('toyota');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      };

      await page.goto(`/${lang}`);
      await page.getByRole('banner').getByRole('button', { name: t.searchForProduct }).click();
      await typeThenEscape(page.getByRole('dialog', { name: t.search.title, exact: true }));

      const bikes = nameOf(await fetchCategories(request, lang), BIKES);
      await openCategory(page, lang, BIKES);
      await openListingSearch(page, lang, bikes);
      await typeThenEscape(
        page.getByRole('dialog', {
          name: fill(t.categoryPage.searchTitle, { name: bikes }),
          exact: true,
        }),
      );

      await page.goto(`/${lang}/jobs`);
      await openListingSearch(page, lang, t.jobs.title);
      await typeThenEscape(page.getByRole('dialog', { name: t.jobs.searchTitle, exact: true }));
    });
  });
}

/** The search button of a listing's top bar (a category page or the jobs list). */
async function openListingSearch(page: Page, lang: Lang, name: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: fill(texts(lang).categoryPage.searchIn, { name }) })
    .click();
}
