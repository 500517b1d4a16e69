import { appAlive } from '../support/page-data';
import { expect, test, type Page } from '@playwright/test';
import { fetchCategories, isTopCategoriesUrl, nameOf } from '../support/api';
import { dirOf, LANGS, otherLang, texts, type Lang } from '../support/i18n';
import { hasMenuBar } from '../support/layout';
import { savedLanguage } from '../support/storage';

/** Spec section 2 "Language handling" and section 9 (key `language`, fallback `en`). */

/** The home page in `lang`, hydrated: the app has run (and saved the language). */
async function expectHome(page: Page, lang: Lang): Promise<void> {
  await expect(page).toHaveURL(`/${lang}`);
  await expect(
    page.getByRole('heading', { level: 1, name: texts(lang).home.title, exact: true }),
  ).toBeVisible();
  await appAlive(page);
}

test('with no saved language, / goes to /en, and so does a path outside a language', async ({
  page,
}) => {
  await test.step('with no saved language, / goes to /en', async () => {
    await page.goto('/');
    await expectHome(page, 'en');
    expect(await savedLanguage(page)).toBe('en');
  });

  await test.step('with no saved language, a path outside a language goes to /en', async () => {
    // Nothing saved again.
    await page.context().clearCookies();
    expect(await savedLanguage(page)).toBeNull();
    await page.goto('/foo/bar');
    await expectHome(page, 'en');
  });
});

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] /${lang} is saved, sets <html lang dir>, and / goes back to it; an unsupported language goes to /en, keeping path, query and hash; a path outside a language goes to the saved language's home; an unknown path under a language shows the not-found page`, async ({
    page,
  }) => {
    test.slow();
    await test.step(`/${lang} is saved, sets <html lang dir>, and / goes back to it`, async () => {
      // Visit the other language first, so the redirect cannot pass by falling back to a default.
      await page.goto(`/${otherLang(lang)}`);
      await expectHome(page, otherLang(lang));
      await page.goto(`/${lang}`);
      await expectHome(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      expect(await savedLanguage(page)).toBe(lang);

      await page.goto('/');
      await expectHome(page, lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
    });

    await test.step('an unsupported language goes to /en, keeping path, query and hash', async () => {
      await page.goto(`/${lang}`);
      await expectHome(page, lang);

      await page.goto('/fr');
      await expectHome(page, 'en');
      expect(await savedLanguage(page)).toBe('en');

      await page.goto(`/${lang}`);
      await page.goto('/fr/jobs?q=1#top');
      await expect(page).toHaveURL('/en/jobs?q=1#top');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });

    await test.step("a path outside a language goes to the saved language's home", async () => {
      await page.goto(`/${otherLang(lang)}`);
      await page.goto(`/${lang}`);
      await expectHome(page, lang);

      await page.goto('/foo/bar');
      await expectHome(page, lang);

      // Upper case is not a language prefix (two lowercase letters): it is a path outside one.
      await page.goto('/EN/jobs');
      await expectHome(page, lang);
    });

    await test.step('an unknown path under a language shows the not-found page', async () => {
      await page.goto(`/${lang}/no-such-page`);
      await expect(page).toHaveURL(`/${lang}/no-such-page`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: t.notFound.title, exact: true }),
      ).toBeVisible();
      await expect(main.getByText(t.notFound.text, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${t.notFound.title} | ${t.appName}`);

      const home = main.getByRole('link', { name: t.notFound.backHome, exact: true });
      await expect(home).toHaveAttribute('href', `/${lang}`);
      await home.click();
      await expectHome(page, lang);
    });
  });

  test(
    `[${lang}] the switcher swaps the prefix, keeps the rest and re-fetches in the other language`,
    { tag: '@layout' },
    async ({ page, request }) => {
      const other = otherLang(lang);
      const [current, next] = await Promise.all([
        fetchCategories(request, lang),
        fetchCategories(request, other),
      ]);
      const bikesNow = nameOf(current, 4);
      const bikesNext = nameOf(next, 4);
      expect(bikesNext).not.toBe(bikesNow);

      // The not-found page arrives rendered by the server, its categories in it (issue 41, item 23).
      await page.goto(`/${lang}/no-such-page?x=1#part`);
      await appAlive(page);
      const menu = page.getByRole('navigation', {
        name: t.menu.label,
        exact: true,
        includeHidden: true,
      });
      if (hasMenuBar(page)) {
        await expect(menu.getByRole('link', { name: bikesNow, exact: true })).toBeVisible();
      } else {
        await expect(menu).toBeHidden();
      }

      const refetch = page.waitForRequest(
        (req) => isTopCategoriesUrl(new URL(req.url())) && req.headers()['lang'] === other,
      );
      const switcher = page
        .getByRole('banner')
        .getByRole('link', { name: t.languageName[other], exact: true });
      await expect(switcher).toHaveAttribute('hreflang', other);
      await switcher.click();

      await expect(page).toHaveURL(`/${other}/no-such-page?x=1#part`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(other));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(
        page.getByRole('heading', { level: 1, name: texts(other).notFound.title, exact: true }),
      ).toBeVisible();
      expect(await savedLanguage(page)).toBe(other);
      await refetch;

      const otherMenu = page.getByRole('navigation', {
        name: texts(other).menu.label,
        exact: true,
        includeHidden: true,
      });
      if (hasMenuBar(page)) {
        await expect(otherMenu.getByRole('link', { name: bikesNext, exact: true })).toHaveAttribute(
          'href',
          `/${other}/category/4`,
        );
        await expect(otherMenu.getByRole('link', { name: bikesNow, exact: true })).toHaveCount(0);
      } else {
        await expect(otherMenu).toBeHidden();
      }

      // Switching back refreshes the cached data (spec): the first language's categories, already
      // loaded, are asked for again.
      const refreshed = page.waitForRequest(
        (req) => isTopCategoriesUrl(new URL(req.url())) && req.headers()['lang'] === lang,
      );
      const switchBack = page
        .getByRole('banner')
        .getByRole('link', { name: texts(other).languageName[lang], exact: true });
      await expect(switchBack).toHaveAttribute('href', `/${lang}/no-such-page?x=1#part`);
      await switchBack.click();
      await expect(page).toHaveURL(`/${lang}/no-such-page?x=1#part`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await refreshed;
      expect(await savedLanguage(page)).toBe(lang);

      // Back returns to the other language: the prefix decides, the page and storage follow.
      await page.goBack();
      await expect(page).toHaveURL(`/${other}/no-such-page?x=1#part`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(other));
      await expect(
        page.getByRole('heading', { level: 1, name: texts(other).notFound.title, exact: true }),
      ).toBeVisible();
      expect(await savedLanguage(page)).toBe(other);

      // The last language shown drives the bare root.
      await page.goto('/');
      await expectHome(page, other);
    },
  );
}
