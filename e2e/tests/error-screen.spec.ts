import { expect, test, type Page } from '@playwright/test';
import { dirOf, fill, LANGS, otherLang, texts, type Lang } from '../support/i18n';

/**
 * Spec section 2: the global error screen (heading, note, the error's message, retry, back to
 * the home page at `/`). An invalid category id is the deterministic way to reach it.
 */

async function expectErrorScreen(page: Page, lang: Lang): Promise<void> {
  const t = texts(lang);
  await expect(
    page.getByRole('heading', { level: 1, name: t.errorScreen.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(t.errorScreen.note, { exact: true })).toBeVisible();
  await expect(
    page.getByText(fill(t.categoryPage.invalidId, { id: 'abc' }), { exact: true }),
  ).toBeVisible();
  // The screen replaces the whole layout.
  await expect(page.getByRole('banner')).toHaveCount(0);
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] an invalid category id shows the translated error screen`, async ({ page }) => {
    await page.goto(`/${lang}/category/abc`);
    await expect(page).toHaveURL(`/${lang}/category/abc`);
    await expectErrorScreen(page, lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
    await expect(
      page.getByRole('button', { name: t.errorScreen.retry, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: t.errorScreen.backHome, exact: true }),
    ).toHaveAttribute('href', '/');
  });

  test(`[${lang}] retry reloads the page`, async ({ page }) => {
    await page.goto(`/${lang}/category/abc`);
    await expectErrorScreen(page, lang);
    const reload = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() &&
        new URL(request.url()).pathname === `/${lang}/category/abc`,
    );
    await page.getByRole('button', { name: t.errorScreen.retry, exact: true }).click();
    await reload;
    await page.waitForLoadState();
    await expect(page).toHaveURL(`/${lang}/category/abc`);
    await expectErrorScreen(page, lang);
  });

  test(`[${lang}] back to home goes to / and on to the saved language`, async ({ page }) => {
    // The other language is saved first: the error page's own language must replace it.
    await page.goto(`/${otherLang(lang)}`);
    await page.goto(`/${lang}/category/abc`);
    await expectErrorScreen(page, lang);

    const rootRequest = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/',
    );
    await page.getByRole('link', { name: t.errorScreen.backHome, exact: true }).click();
    await rootRequest;
    await expect(page).toHaveURL(`/${lang}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t.home.title, exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
  });
}
