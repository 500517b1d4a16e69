import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { adsParams, fetchAdPage, linkedAdIds } from '../support/category-api';
import { cardLinks } from '../support/category-page';
import { LANGS, texts, type Lang } from '../support/i18n';

/**
 * A server-rendered page works from its first paint (issue 44): its text, headings and links need
 * no script, a tap on a button before the app has started is kept and answered once it has, and
 * a sort chosen before then is applied once it has, and a page whose app cannot start (its texts did not load) still reads and links.
 */

/** An ad of the cars category, opened without waiting for the load event (scripts may hang). */
async function openAdEarly(page: Page, lang: Lang): Promise<void> {
  const ad = (await fetchAdPage(page.request, lang, { category_id: 8 })).data[0];
  if (!ad) throw new Error('the seed has no car');
  await page.goto(`/${lang}/ad/${String(ad.id)}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
}

const headerHome = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('link', { name: texts(lang).header.home });

/** Holds the app's entry script until the answer is called: the page is as before its scripts. */
async function holdAppStart(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/index-') && url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

for (const lang of LANGS) {
  test(`[${lang}] before its scripts have run, an ad page passes axe, its links work, and a tap on Like is answered once the app has started`, async ({
    page,
  }) => {
    // Two loads of the ad page and an axe scan.
    test.slow();
    const t = texts(lang);
    await test.step('its links work before the app', async () => {
      await holdAppStart(page);
      await openAdEarly(page, lang);
      await headerHome(page, lang).click();
      await expect(page).toHaveURL(`/${lang}`);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    const release = await holdAppStart(page);
    await openAdEarly(page, lang);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t.skipToContent, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const adUrl = page.url();
    await page.getByRole('main').getByRole('button', { name: t.adDetail.like }).click();
    // The app has not started: the tap is kept, nothing has happened yet.
    await expect(page).toHaveURL(adUrl);
    await expect(toast(page, t.loginRequiredForLike)).toHaveCount(0);

    release();
    await expect(toast(page, t.loginRequiredForLike)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?redirect=`));
  });

  test(`[${lang}] when the page's texts do not load, the server's page still reads and links`, async ({
    page,
  }) => {
    await page.route(
      (url) => new RegExp(`^/assets/${lang}-[\\w-]+\\.js$`).test(url.pathname),
      (route) => route.abort(),
    );
    const failed = page.waitForEvent('console', (message) =>
      message.text().startsWith('The app could not start'),
    );
    await openAdEarly(page, lang);
    await failed;
    await page
      .getByRole('main')
      .getByRole('button', { name: texts(lang).adDetail.like })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/ad/\\d+$`));

    await headerHome(page, lang).click();
    await expect(page).toHaveURL(`/${lang}`);
  });

  test(`[${lang}] a sort chosen before the app has started is applied once it has`, async ({
    page,
  }) => {
    const t = texts(lang);
    const cheapest = await fetchAdPage(
      page.request,
      lang,
      adsParams({ category_id: 8, sort: 'price_asc', page: 1 }),
    );
    const release = await holdAppStart(page);
    await page.goto(`/${lang}/category/8`, { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('main')
      .getByLabel(t.categoryPage.sortBy, { exact: true })
      .selectOption('price_asc');
    // The app has not started: the address and the cards are the page's first.
    await expect(page).toHaveURL(`/${lang}/category/8`);

    release();
    await expect(page).toHaveURL(`/${lang}/category/8?sort=price_asc`);
    await expect
      .poll(() => linkedAdIds(cardLinks(page, lang)))
      .toEqual(cheapest.data.map((ad) => ad.id));
  });
}
