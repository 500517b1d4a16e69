import { expect, test, type Locator, type Page } from '@playwright/test';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '@souq/contracts';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { toast } from '../support/ad-page';
import { createAccount, signInAs, submitLogin } from '../support/accounts';
import { fetchCategories, nameOf } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { fetchFilters, filterNamed } from '../support/category-api';
import { expectFilterCount } from '../support/category-page';
import { fill, LANGS, texts, type Lang } from '../support/i18n';

/**
 * Issue 48: a listing's search saved from its page (a visitor logs in first), found in the
 * saved searches with what it searches, opened on the same listing, renamed (with the
 * contracts' rules), told otherwise and deleted; the search page's too, and the 51st refused
 * with the server's message.
 */

const CARS = 8;

function saveButton(page: Page, lang: Lang): Locator {
  return page.getByRole('main').getByRole('button', { name: texts(lang).saveSearch.button });
}

function saveDialog(page: Page, lang: Lang): Locator {
  return page.getByRole('dialog', { name: texts(lang).savedSearches.saveTitle });
}

function savedSearch(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('article', { name, exact: true });
}

for (const lang of LANGS) {
  const t = texts(lang);
  const s = t.savedSearches;

  test(
    `[${lang}] a category page's search is saved, listed, opened, renamed, told daily and deleted`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      test.slow();
      const account = await createAccount(request, testInfo);
      const cars = nameOf(await fetchCategories(request, lang), CARS);
      const make = filterNamed(await fetchFilters(request, lang, CARS), 'dropdown');
      const option = String(make.values[0]);
      const words = 'toyota';
      const query = new URLSearchParams([
        ['q', words],
        ['sort', 'price_asc'],
        [`f${String(make.id)}`, option],
      ]).toString();
      const listing = `/${lang}/category/${String(CARS)}?${query}`;
      const name = fill(s.suggestedName, { category: cars, words });

      await test.step('a visitor is asked to log in, and comes back to the listing', async () => {
        await page.goto(listing);
        await saveButton(page, lang).click();
        await expect(toast(page, t.saveSearch.loginRequired)).toBeVisible();
        await expect(page).toHaveURL(
          `/${lang}/login?${new URLSearchParams({ redirect: listing }).toString()}`,
        );
        await submitLogin(page, t, account.userName, account.password);
        await expect(page).toHaveURL(listing);
      });

      await test.step('the dialog proposes a name, told at once; the toast leads to the list', async () => {
        await saveButton(page, lang).click();
        const dialog = saveDialog(page, lang);
        await expect(dialog.getByLabel(s.name, { exact: true })).toHaveValue(name);
        await expect(dialog.getByLabel(s.alerts, { exact: true })).toHaveValue('instant');
        await dialog.getByRole('button', { name: s.save, exact: true }).click();
        await expect(dialog).toHaveCount(0);
        const saved = page.getByRole('status').filter({ hasText: s.saved });
        await saved.getByRole('link', { name: s.seeList, exact: true }).click();
        await expect(page).toHaveURL(`/${lang}/saved-searches`);
      });

      await test.step('the list says what it searches, and opens the same listing', async () => {
        const row = savedSearch(page, name);
        await expect(row).toContainText(cars);
        await expect(row).toContainText(fill(s.words, { words }));
        await expect(row).toContainText(fill(s.filters_one, { count: 1 }));
        await expect(row.getByLabel(s.alerts, { exact: true })).toHaveValue('instant');
        await expectNoSeriousViolations(page, { headingOrder: true });
        const open = row.getByRole('link', { name, exact: true });
        await expect(open).toHaveAttribute('href', listing);
        await open.click();
        await expect(page).toHaveURL(listing);
        await expectFilterCount(page, lang, 1);
        await page.goto(`/${lang}/saved-searches`);
      });

      const renamed = lang === 'ar' ? 'سيارات نهاية الأسبوع' : 'Weekend cars';
      await test.step("renaming checks the contracts' rules, then keeps the new name", async () => {
        await savedSearch(page, name)
          .getByRole('button', { name: fill(s.renameNamed, { name }), exact: true })
          .click();
        const dialog = page.getByRole('dialog', { name: s.renameTitle });
        const field = dialog.getByLabel(s.name, { exact: true });
        const rename = dialog.getByRole('button', { name: s.rename, exact: true });
        await field.fill('');
        await rename.click();
        await expect(dialog.getByText(validationMessages[lang].required)).toBeVisible();
        await field.fill('x'.repeat(SAVED_SEARCH_NAME_MAX + 1));
        await rename.click();
        await expect(
          dialog.getByText(validationMessages[lang].saved_search_name_max),
        ).toBeVisible();
        await field.fill(renamed);
        await rename.click();
        await expect(dialog).toHaveCount(0);
        await expect(toast(page, s.renamed)).toBeVisible();
        await expect(savedSearch(page, renamed)).toBeVisible();
        await expect(savedSearch(page, name)).toHaveCount(0);
      });

      await test.step('a daily digest instead is kept after a reload', async () => {
        await savedSearch(page, renamed)
          .getByLabel(s.alerts, { exact: true })
          .selectOption('daily');
        await expect(toast(page, s.alertsSaved)).toBeVisible();
        await page.reload();
        await expect(savedSearch(page, renamed).getByLabel(s.alerts, { exact: true })).toHaveValue(
          'daily',
        );
      });

      await test.step('deleting asks first, then the list is empty and says how to save one', async () => {
        await savedSearch(page, renamed)
          .getByRole('button', { name: fill(s.deleteNamed, { name: renamed }), exact: true })
          .click();
        const confirm = page.getByRole('dialog', { name: s.deleteTitle });
        await expect(confirm).toContainText(fill(s.deleteText, { name: renamed }));
        await confirm.getByRole('button', { name: s.delete, exact: true }).click();
        await expect(toast(page, s.deleted)).toBeVisible();
        await expect(savedSearch(page, renamed)).toHaveCount(0);
        await expect(page.getByRole('main').getByText(s.empty, { exact: true })).toBeVisible();
        const list = await page.request.get('/api/saved-searches');
        expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
      });
    },
  );

  test(
    `[${lang}] the search page's search is saved with its words; the 51st is refused with the server's message`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      test.slow();
      await signInAs(page, await createAccount(request, testInfo));
      const words = lang === 'ar' ? 'سيارة' : 'car';

      await test.step('saved from the search page, it opens the search page again', async () => {
        await page.goto(`/${lang}/search?${new URLSearchParams({ q: words }).toString()}`);
        await saveButton(page, lang).click();
        const dialog = saveDialog(page, lang);
        await expect(dialog.getByLabel(s.name, { exact: true })).toHaveValue(words);
        await dialog.getByRole('button', { name: s.save, exact: true }).click();
        await expect(dialog).toHaveCount(0);
        await page.goto(`/${lang}/saved-searches`);
        const row = savedSearch(page, words);
        await expect(row).toContainText(s.allCategories);
        await expect(row.getByRole('link', { name: words, exact: true })).toHaveAttribute(
          'href',
          `/${lang}/search?${new URLSearchParams({ q: words }).toString()}`,
        );
      });

      await test.step('with 50 kept, saving another shows why not on its name', async () => {
        for (let index = 1; index < SAVED_SEARCHES_MAX; index += 1) {
          const saved = await page.request.post('/api/saved-searches', {
            headers: { lang },
            data: { q: `${words} ${String(index)}`, name: `${words} ${String(index)}` },
          });
          expect(saved.status(), await saved.text()).toBe(201);
        }
        await page.goto(`/${lang}/category/${String(CARS)}`);
        await saveButton(page, lang).click();
        const dialog = saveDialog(page, lang);
        await dialog.getByRole('button', { name: s.save, exact: true }).click();
        await expect(dialog.getByText(validationMessages[lang].saved_searches_full)).toBeVisible();
        await expect(dialog.getByLabel(s.name, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      });
    },
  );
}
