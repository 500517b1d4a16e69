import { expect, test, type Page } from '@playwright/test';
import { fetchCategories, nameOf } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { LANGS, texts, type Lang } from '../support/i18n';
import { hasMenuBar, hasSearchBar } from '../support/layout';

/**
 * axe-core on the shell's screens: no serious or critical violation, in both languages (the
 * loaded home page is scanned by home.spec.ts).
 */

/** Waits until the shell has its data: the menu's categories on desktop, the page heading. */
async function openShell(page: Page, lang: Lang, path: string, bikes: string): Promise<void> {
  await page.goto(`/${lang}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (hasMenuBar(page)) {
    await expect(
      page
        .getByRole('navigation', { name: texts(lang).menu.label, exact: true })
        .getByRole('link', { name: bikes, exact: true }),
    ).toBeVisible();
  }
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] login, registration, not-found, a category page with search words, a filter and a sort applied, and the open search overlay have no serious accessibility violation; the skip link leads the keyboard to the main content`,
    { tag: '@layout' },
    async ({ page, request }) => {
      // Six scans of five pages.
      test.slow();
      const bikes = nameOf(await fetchCategories(request, lang), 4);

      await test.step('login and registration have no serious accessibility violation', async () => {
        await openShell(page, lang, '/login', bikes);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth.loginTitle);
        await expectNoSeriousViolations(page);
        await openShell(page, lang, '/register', bikes);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth.registerTitle);
        // With every rule's message showing.
        await page.getByRole('button', { name: t.auth.next, exact: true }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      await test.step('not-found has no serious accessibility violation', async () => {
        await openShell(page, lang, '/no-such-page', bikes);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.title);
        await expectNoSeriousViolations(page);
      });

      await test.step('the skip link leads the keyboard to the main content', async () => {
        // A link of the server's page: it works whether or not the app has started.
        const skip = page.getByRole('link', { name: t.skipToContent, exact: true });

        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        const box = await skip.boundingBox();
        expect(box?.width, 'the focused skip link is shown').toBeGreaterThan(40);

        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(`/${lang}/no-such-page#main`);
        await expect(page.getByRole('main')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(
          page.getByRole('main').getByRole('link', { name: t.notFound.backHome, exact: true }),
        ).toBeFocused();
      });

      await test.step('a category page with search words, a filter and a sort applied has no serious accessibility violation', async () => {
        const [term, used] = lang === 'ar' ? ['تويوتا', 'مستعمل'] : ['toyota', 'Used'];
        const query = new URLSearchParams({ q: term, sort: 'price_desc', f1: used });
        await openShell(page, lang, `/category/8?${query.toString()}`, bikes);
        const main = page.getByRole('main');
        await expect(main.getByLabel(t.categoryPage.sortBy, { exact: true })).toHaveValue(
          'price_desc',
        );
        await expect(main.getByRole('button', { name: t.categoryPage.clearSearch })).toBeVisible();
        await expect(main.getByRole('article').first()).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      await test.step('the open search overlay has no serious accessibility violation', async () => {
        await openShell(page, lang, '', bikes);
        const name = hasSearchBar(page) ? t.searchForProduct : t.header.search;
        await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
        await expect(page.getByRole('dialog', { name: t.search.title, exact: true })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    },
  );
}
