import { expect, test } from '@playwright/test';
import { fetchSearch } from '../support/category-api';
import { fetchCategories, nameOf } from '../support/api';
import { cardLinks, resultsLine } from '../support/category-page';
import { escapeRegExp, fill, LANGS, texts } from '../support/i18n';
import { headerSearchOpener } from '../support/layout';
import { hrefsOf } from '../support/locators';

/**
 * Issue 19: the search page's journeys (at one width: they do not depend on the layout; its
 * screens are checked at both in search.spec.ts): the header's search opens it, it narrows
 * to a category and leads to the category's filters, pages, and says when nothing is found.
 */

const CARS = 8;
const TERM = { ar: 'تويوتا', en: 'toyota' } as const;
/** A common word of the seeded titles: more than a page of results. */
const COMMON = { ar: 'دراجة', en: 'bike' } as const;

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] the header's search opens the search page, which narrows to a category and leads to its filters; it pages through its results, and a search with none says so`, async ({
    page,
    request,
  }) => {
    // Two searches from the start, five pages.
    test.slow();
    await test.step("the header's search opens the search page, which narrows to a category and leads to its filters", async () => {
      await page.goto(`/${lang}`);
      await headerSearchOpener(page, lang).click();
      const dialog = page.getByRole('dialog', { name: t.search.title, exact: true });
      await dialog.getByRole('searchbox').fill(TERM[lang]);
      await dialog.getByRole('button', { name: t.searchPage.seeAll, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(TERM[lang])}`);
      await expect(dialog).toBeHidden();
      const all = await fetchSearch(request, lang, { q: TERM[lang], page: 1 });
      await expect(resultsLine(page, lang, all.total)).toBeVisible();

      const cars = nameOf(await fetchCategories(request, lang), CARS);
      await page
        .getByRole('main')
        .getByRole('combobox', { name: t.search.category })
        .selectOption(String(CARS));
      await expect(page).toHaveURL(
        `/${lang}/search?q=${encodeURIComponent(TERM[lang])}&category_id=${String(CARS)}`,
      );
      const narrowed = await fetchSearch(request, lang, {
        q: TERM[lang],
        category_id: CARS,
        page: 1,
      });
      await expect(resultsLine(page, lang, narrowed.total)).toBeVisible();
      expect(await hrefsOf(cardLinks(page, lang))).toEqual(
        narrowed.data.map((ad) => `/${lang}/ad/${String(ad.id)}`),
      );

      await page
        .getByRole('link', { name: fill(t.searchPage.filterIn, { name: cars }), exact: true })
        .click();
      await expect(page).toHaveURL(
        `/${lang}/category/${String(CARS)}?q=${encodeURIComponent(TERM[lang])}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cars);
    });

    await test.step('the search page pages through its results, and a search with none says so', async () => {
      const word = COMMON[lang];
      const first = await fetchSearch(request, lang, { q: word, page: 1 });
      expect(first.last_page).toBeGreaterThan(1);
      await page.goto(`/${lang}/search?q=${word}`);
      await expect(resultsLine(page, lang, first.total)).toBeVisible();
      await page
        .getByRole('navigation', { name: t.categoryPage.pages })
        .getByRole('button', { name: fill(t.categoryPage.page, { value: 2 }), exact: true })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`/${lang}/search\\?q=${escapeRegExp(encodeURIComponent(word))}&page=2$`),
      );
      const second = await fetchSearch(request, lang, { q: word, page: 2 });
      await expect(cardLinks(page, lang).first()).toHaveAttribute(
        'href',
        `/${lang}/ad/${String(second.data[0]?.id)}`,
      );

      await page.getByRole('main').getByRole('searchbox').fill('qxzqxzqxz');
      await page
        .getByRole('main')
        .getByRole('button', { name: t.searchPage.submit, exact: true })
        .click();
      await expect(page).toHaveURL(`/${lang}/search?q=qxzqxzqxz`);
      await expect(
        page.getByRole('main').getByText(t.categoryPage.noProducts, { exact: true }),
      ).toBeVisible();

      await page.getByRole('button', { name: t.categoryPage.clearSearch, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/search`);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(t.enterSearchTerm);
    });
  });
}
