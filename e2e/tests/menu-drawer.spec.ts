import { expect, test, type Page } from '@playwright/test';
import { fetchCategories } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { saveShot } from '../support/category-page';
import { LANGS, texts, type Lang } from '../support/i18n';
import { expectNoHorizontalOverflow, hasMenuBar, hasSearchBar } from '../support/layout';
import { hrefsOf } from '../support/locators';

/**
 * Issue 41 item 11: below the category bar's width a menu button opens a drawer from the reading
 * start side (the right edge in Arabic) with the categories and the information pages; the home
 * page's category row, 2 of 7 on a phone, has arrows that say there are more.
 */

const JOBS = 6;
const SERVICE_PROVIDERS = 10;

function categoryHref(lang: Lang, id: number): string {
  if (id === JOBS) return `/${lang}/jobs`;
  if (id === SERVICE_PROVIDERS) return `/${lang}/service-providers`;
  return `/${lang}/category/${String(id)}`;
}

function menuButton(page: Page, lang: Lang) {
  return page.getByRole('banner').getByRole('button', { name: texts(lang).menu.open });
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the home category row has arrows where its categories do not all fit; on a phone the menu drawer opens from the reading start with every category, about and contact`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      // The home page twice, an axe scan and the contact page.
      test.slow();
      await test.step('the home category row has arrows where its categories do not all fit', async () => {
        await page.goto(`/${lang}`);
        const row = page.getByRole('region', { name: t.home.categoriesTitle, exact: true });
        await expect(row.getByRole('link').first()).toBeVisible();
        const next = row.getByRole('button', { name: t.home.nextCategories, exact: true });
        const previous = row.getByRole('button', { name: t.home.previousCategories, exact: true });
        if (hasSearchBar(page)) {
          // 10 a view from 768 px: the 7 categories all fit.
          await expect(next).toBeHidden();
          await expect(previous).toBeHidden();
          return;
        }
        const viewport = await row.getByRole('list').locator('..').boundingBox();
        if (viewport === null) throw new Error('the row has no box');
        const third = row.getByRole('listitem').nth(2);
        const thirdInView = async () => {
          const box = await third.boundingBox();
          return (
            box !== null &&
            box.x >= viewport.x - 1 &&
            box.x + box.width <= viewport.x + viewport.width + 1
          );
        };
        expect(await thirdInView()).toBe(false);
        await expect(previous).toBeVisible();
        await next.click();
        await expect.poll(thirdInView).toBe(true);
      });

      await test.step('on a phone the menu drawer opens from the reading start with every category, about and contact', async () => {
        const categories = await fetchCategories(request, lang);
        await page.goto(`/${lang}`);
        if (hasMenuBar(page)) {
          await expect(menuButton(page, lang)).toBeHidden();
          return;
        }

        await menuButton(page, lang).click();
        const drawer = page.getByRole('dialog', { name: t.menu.title });
        await expect(drawer).toBeVisible();
        const links = drawer.getByRole('navigation', { name: t.menu.drawer }).getByRole('link');
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

        // It stands against the reading start: the right edge in Arabic, the left in English.
        const box = await drawer.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        if (box === null) throw new Error('the drawer has no box');
        if (lang === 'ar') expect(box.x + box.width).toBeCloseTo(width, 0);
        else expect(box.x).toBeCloseTo(0, 0);
        expect(box.width).toBeLessThan(width);
        await expectNoSeriousViolations(page);
        await saveShot(page, testInfo, lang, 'menu-drawer');

        // At 320 px (WCAG 1.4.10) the header still fits with its menu button.
        await page.keyboard.press('Escape');
        await page.setViewportSize({ width: 320, height: 700 });
        await expect(menuButton(page, lang)).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await page.setViewportSize({ width, height: 844 });
        await menuButton(page, lang).click();
        await expect(drawer).toBeVisible();

        // Esc closes it and gives the focus back to its button.
        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
        await expect(menuButton(page, lang)).toBeFocused();

        // The contact form is reached from it.
        await menuButton(page, lang).click();
        await drawer.getByRole('link', { name: t.contact_us, exact: true }).click();
        await expect(page).toHaveURL(`/${lang}/contact-us`);
        await expect(drawer).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
      });
    },
  );
}
