import { expect, test, type Page } from '@playwright/test';
import { dirOf, LANGS, otherLang, texts, type Lang } from '../support/i18n';

/**
 * Spec section 2: the global error screen (heading, note, the error's message, retry, back to
 * the home page at `/`). The jobs list's route module failing to load is the deterministic way
 * to reach it (an address that names nothing is the not-found page instead). The jobs list is
 * rendered on the server, which cannot be hydrated without its module; with a page number it is
 * rendered in the browser.
 */

const JOBS = '/jobs';
/** The chunk of the jobs list's route (its manifest name; see server-rendering.spec.ts). */
const JOBS_CHUNK = /\/assets\/list-[\w-]+\.js$/;

async function breakJobsRoute(page: Page): Promise<void> {
  await page.route(JOBS_CHUNK, (route) => route.abort());
}

async function expectErrorScreen(page: Page, lang: Lang): Promise<void> {
  const t = texts(lang);
  await expect(
    page.getByRole('heading', { level: 1, name: t.errorScreen.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(t.errorScreen.note, { exact: true })).toBeVisible();
  await expect(page.getByText(/dynamically imported module/)).toBeVisible();
  // The screen replaces the whole layout.
  await expect(page.getByRole('banner')).toHaveCount(0);
}

for (const lang of LANGS) {
  const t = texts(lang);

  /** The error screen of `/{lang}{address}` with its retry and its link home. */
  async function expectErrorPage(page: Page, address: string): Promise<void> {
    await expect(page).toHaveURL(`/${lang}${address}`);
    await expectErrorScreen(page, lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
    await expect(
      page.getByRole('button', { name: t.errorScreen.retry, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: t.errorScreen.backHome, exact: true }),
    ).toHaveAttribute('href', '/');
  }

  test(`[${lang}] a page whose code fails to load shows the translated error screen, rendered in the browser or by the server; retry reloads the page; back to home goes to / and on to the saved language`, async ({
    page,
  }) => {
    // Five page loads: the broken page twice, the other language's home, `/` and the home again.
    test.slow();
    await breakJobsRoute(page);

    await test.step(`a page whose code fails to load shows the translated error screen (${JOBS}?page=2)`, async () => {
      await page.goto(`/${lang}${JOBS}?page=2`);
      await expectErrorPage(page, `${JOBS}?page=2`);
    });

    await test.step(`a page whose code fails to load shows the translated error screen (${JOBS})`, async () => {
      // The other language is saved first: the error page's own language must replace it.
      await page.goto(`/${otherLang(lang)}`);
      await page.goto(`/${lang}${JOBS}`);
      await expectErrorPage(page, JOBS);
    });

    await test.step('retry reloads the page', async () => {
      const reload = page.waitForRequest(
        (request) =>
          request.isNavigationRequest() && new URL(request.url()).pathname === `/${lang}${JOBS}`,
      );
      await page.getByRole('button', { name: t.errorScreen.retry, exact: true }).click();
      await reload;
      await page.waitForLoadState();
      await expect(page).toHaveURL(`/${lang}${JOBS}`);
      await expectErrorScreen(page, lang);
    });

    await test.step('back to home goes to / and on to the saved language', async () => {
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
  });
}
