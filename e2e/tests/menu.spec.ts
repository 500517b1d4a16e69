import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchCategories, isSubCategoriesUrl, isTopCategoriesUrl, nameOf } from '../support/api';
import { LANGS, texts, type Lang } from '../support/i18n';
import { hasMenuBar } from '../support/layout';
import { hrefsOf } from '../support/locators';
import { appAlive, withoutServerRendering } from '../support/page-data';

/**
 * Spec section 2 "Shared layout", top menu: the dark category bar exists on desktop only, so the
 * phone run asserts that it is hidden. One journey per language through the menu's states.
 */

const JOBS = 6;
const SERVICE_PROVIDERS = 10;
const BIKES = 4;
const TRAVEL = 1;

function menuOf(page: Page, lang: Lang): Locator {
  return page.getByRole('navigation', {
    name: texts(lang).menu.label,
    exact: true,
    includeHidden: true,
  });
}

function categoryHref(lang: Lang, id: number): string {
  if (id === JOBS) return `/${lang}/jobs`;
  if (id === SERVICE_PROVIDERS) return `/${lang}/service-providers`;
  return `/${lang}/category/${id}`;
}

/** The menu entry (list item) of one category: its link and, when open, its dropdown. */
function menuItem(menu: Locator, name: string): Locator {
  return menu
    .getByRole('listitem')
    .filter({ has: menu.page().getByRole('link', { name, exact: true }) });
}

/** The phone half of the menu journey: the bar is in the page but not shown. */
async function expectNoMenuBar(page: Page, lang: Lang): Promise<void> {
  const menu = menuOf(page, lang);
  await expect(menu).toHaveCount(1);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('link', { name: texts(lang).about_us, exact: true })).toHaveCount(0);
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the menu lists the server's categories, then about us and contact us; hovering bikes shows its sub-categories (loading until they arrive), travel none; failed calls show 'Oops!! error'`,
    { tag: '@layout' },
    async ({ page, request }) => {
      test.slow();
      const [categories, bikeKinds] = await Promise.all([
        fetchCategories(request, lang),
        fetchCategories(request, lang, BIKES),
      ]);
      expect(categories.map((c) => c.id)).toEqual(expect.arrayContaining([1, 4, 5, 6, 8, 9, 10]));
      expect(bikeKinds).toHaveLength(3);
      const bikes = nameOf(categories, BIKES);
      const travel = nameOf(categories, TRAVEL);
      // The bikes' sub-categories wait for the test's word, the first time they are asked for.
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => isSubCategoriesUrl(url, BIKES),
        async (route) => {
          await answered;
          await route.continue();
        },
        { times: 1 },
      );
      await page.goto(`/${lang}`);
      // Hovering opens a menu once the app has hydrated the page.
      await appAlive(page);
      if (!hasMenuBar(page)) {
        await expectNoMenuBar(page, lang);
        return;
      }
      const menu = menuOf(page, lang);
      const bikesItem = menuItem(menu, bikes);
      const dropdown = bikesItem.getByRole('list');

      await test.step("the menu lists the server's categories, then about us and contact us", async () => {
        await expect(menu).toBeVisible();
        const links = menu.getByRole('link');
        await expect(links).toHaveText([
          ...categories.map((c) => c.name),
          t.about_us,
          t.contact_us,
        ]);
        expect(await hrefsOf(links)).toEqual([
          ...categories.map((c) => categoryHref(lang, c.id)),
          `/${lang}/about-us`,
          `/${lang}/contact-us`,
        ]);
        await expect(menu.getByText(t.loading, { exact: true })).toHaveCount(0);
      });

      await test.step('the dropdown shows the loading text until the sub-categories arrive', async () => {
        await expect(dropdown).toHaveCount(0);
        await bikesItem.getByRole('link', { name: bikes, exact: true }).hover();
        const loading = bikesItem.getByText(t.loading, { exact: true });
        await expect(loading).toBeVisible();
        await expect(dropdown).toHaveCount(0);

        release();
        await expect(dropdown.getByRole('link')).toHaveText(bikeKinds.map((c) => c.name));
        await expect(loading).toHaveCount(0);
      });

      await test.step('hovering bikes shows its sub-categories, travel shows none', async () => {
        await page.mouse.move(0, 0);
        await expect(dropdown).toHaveCount(0);
        await bikesItem.getByRole('link', { name: bikes, exact: true }).hover();
        await expect(dropdown).toBeVisible();
        const subLinks = dropdown.getByRole('link');
        await expect(subLinks).toHaveText(bikeKinds.map((c) => c.name));
        expect(await hrefsOf(subLinks)).toEqual(bikeKinds.map((c) => `/${lang}/category/${c.id}`));

        // Travel has no children: once its (empty) answer is in, nothing opens under it.
        const travelItem = menuItem(menu, travel);
        const travelChildren = page.waitForResponse((response) =>
          isSubCategoriesUrl(new URL(response.url()), TRAVEL),
        );
        await travelItem.getByRole('link', { name: travel, exact: true }).hover();
        await expect(dropdown).toHaveCount(0);
        await travelChildren;
        await expect(travelItem.getByText(t.loading, { exact: true })).toHaveCount(0);
        await expect(travelItem.getByRole('list')).toHaveCount(0);
        await expect(travelItem.getByRole('link')).toHaveCount(1);

        // Keyboard: focus opens the dropdown, Tab walks into it, Escape closes it.
        await page.mouse.move(0, 0);
        await bikesItem.getByRole('link', { name: bikes, exact: true }).focus();
        await expect(dropdown).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(subLinks.first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dropdown).toHaveCount(0);
      });

      await test.step("failed category calls show the 'Oops!! error' text", async () => {
        // First the whole menu: the top-level call fails (every try).
        await page.unrouteAll();
        await withoutServerRendering(page);
        await page.route(
          (url) => isTopCategoriesUrl(url),
          (route) => route.fulfill({ status: 500, json: { message: 'test failure' } }),
        );
        await page.reload();
        await expect(menu.getByText(t.oopsError, { exact: true })).toBeVisible();
        await expect(menu.getByText(t.loading, { exact: true })).toHaveCount(0);
        await expect(menu.getByRole('link')).toHaveText([t.about_us, t.contact_us]);

        // Then a dropdown: the menu loads, the bikes children call fails.
        await page.unrouteAll();
        await page.route(
          (url) => isSubCategoriesUrl(url, BIKES),
          (route) => route.fulfill({ status: 500, json: { message: 'test failure' } }),
        );
        await page.reload();
        await appAlive(page);
        await bikesItem.getByRole('link', { name: bikes, exact: true }).hover();
        await expect(bikesItem.getByText(t.oopsError, { exact: true })).toBeVisible();
        await expect(dropdown).toHaveCount(0);
      });
    },
  );
}
