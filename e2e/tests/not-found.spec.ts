import { expect, test, type Page } from '@playwright/test';
import { saveShot } from '../support/category-page';
import { dirOf, LANGS, texts, type Lang } from '../support/i18n';
import { hasSearchBar, expectNoHorizontalOverflow } from '../support/layout';
import { isServerRendered, withoutServerRendering } from '../support/page-data';
import { publishCar } from '../support/selling';
import { SERVICE_WORKER_BLOCKED } from '../support/service-worker';
import { createAccount, signInAs } from '../support/accounts';

/**
 * Issue 16, item 15: an unknown ad, category, job, store or user, and an id that is not a
 * number, is one not-found page inside the layout (links home and to the search), answered
 * with a 404 status and rendered by the server, in both languages and widths.
 */

/** A well-formed id (up to PostgreSQL's integer) that nothing in the seed has. */
const UNKNOWN = 2_000_000_000;

const ADDRESSES = [
  `/ad/${String(UNKNOWN)}`,
  '/ad/abc',
  '/category/999',
  '/category/abc',
  `/job/${String(UNKNOWN)}`,
  '/job/abc',
  `/store/${String(UNKNOWN)}`,
  '/store/0',
  `/user/${String(UNKNOWN)}/profile`,
  '/user/abc/profile',
];

/** The console errors and warnings of a page (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const problem = message.type() === 'error' || message.type() === 'warning';
    if (problem && message.text() !== SERVICE_WORKER_BLOCKED) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function expectNotFoundPage(page: Page, lang: Lang, address: string): Promise<void> {
  const t = texts(lang);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t.notFound.title, exact: true }),
    address,
  ).toBeVisible();
  await expect(main.getByText(t.notFound.text, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${t.notFound.title} | ${t.appName}`);
  await expect(page).toHaveURL(`/${lang}${address}`);
  // Inside the layout, not the global error screen.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: t.errorScreen.retry })).toHaveCount(0);
  await expect(main.getByRole('link', { name: t.notFound.backHome, exact: true })).toHaveAttribute(
    'href',
    `/${lang}`,
  );
  await expect(main.getByRole('button', { name: t.notFound.search, exact: true })).toBeVisible();
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] every unknown or malformed address is answered 404 and shows the not-found page in the layout, rendered by the server or the browser; an ad that is gone answers 410 with a page saying it is no longer available`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Twenty-five pages, and an ad posted and deleted.
    test.slow();
    await test.step('the server answers 404 with the not-found page for unknown and malformed ids', async () => {
      for (const address of ADDRESSES) {
        const response = await request.get(`/${lang}${address}`, {
          headers: { accept: 'text/html' },
        });
        expect(response.status(), address).toBe(404);
        expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
        const html = await response.text();
        expect(isServerRendered(html), `${address} is rendered by the server`).toBe(true);
        expect(html.slice(html.indexOf('<div id="root"')), address).toContain(t.notFound.title);
        expect(html, address).toContain(`<html lang="${lang}" dir="${dirOf(lang)}">`);
      }
    });

    await test.step('every unknown or malformed address shows the not-found page in the layout', async () => {
      const problems = consoleProblems(page);
      for (const address of ADDRESSES) {
        await page.goto(`/${lang}${address}`);
        await expectNotFoundPage(page, lang, address);
      }
      // The server's 404 answers themselves are logged by the browser; nothing else is.
      expect(problems.filter((text) => !text.includes('404'))).toEqual([]);
    });

    await test.step('a page rendered in the browser shows the same not-found page for an unknown id', async () => {
      await withoutServerRendering(page);
      for (const address of ADDRESSES.filter((path) => path.includes(String(UNKNOWN)))) {
        await page.goto(`/${lang}${address}`);
        await expectNotFoundPage(page, lang, address);
      }
    });

    await test.step('an ad that is gone answers 410 with a page saying it is no longer available', async () => {
      const account = await createAccount(request, testInfo);
      await signInAs(page, account);
      const adId = await publishCar(page, lang, `Kia Picanto gone ${testInfo.project.name}`, 11);
      const deleted = await page.request.delete(`/api/selling/ads/${String(adId)}`);
      expect(deleted.status()).toBe(200);

      const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
      const response = await visitor.goto(`/${lang}/ad/${String(adId)}`);
      expect(response?.status()).toBe(410);
      expect(isServerRendered((await response?.text()) ?? '')).toBe(true);
      const main = visitor.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.notFound.goneTitle);
      await expect(main.getByText(t.notFound.goneText, { exact: true })).toBeVisible();
      await expect(visitor).toHaveTitle(`${t.notFound.goneTitle} | ${t.appName}`);
      await expect(
        main.getByRole('link', { name: t.notFound.backHome, exact: true }),
      ).toBeVisible();
      await saveShot(visitor, testInfo, lang, 'gone-ad');
      await visitor.close();
    });
  });

  test(
    `[${lang}] the not-found page leads home and to the search`,
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      test.slow();
      await page.goto(`/${lang}/ad/${String(UNKNOWN)}`);
      await expectNotFoundPage(page, lang, `/ad/${String(UNKNOWN)}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expectNoHorizontalOverflow(page);
      await saveShot(page, testInfo, lang, 'not-found-ad');

      const main = page.getByRole('main');
      await main.getByRole('button', { name: t.notFound.search, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.search.title, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('searchbox')).toBeFocused();
      await dialog.getByRole('button', { name: t.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      // The header's own search still opens the same overlay.
      const opener = hasSearchBar(page) ? t.searchForProduct : t.header.search;
      await page.getByRole('banner').getByRole('button', { name: opener, exact: true }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await main.getByRole('link', { name: t.notFound.backHome, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: t.home.title })).toBeVisible();
    },
  );
}
