import { expect, test, type Locator, type Page } from '@playwright/test';
import { fill, LANGS, texts, type Lang } from '../support/i18n';
import { hasSearchBar } from '../support/layout';

/** Spec section 2 "Shared layout": the sticky header and its entries, the search overlay. */

/** The search bar (md and up) or, on small screens, the search icon: whichever the width shows. */
function searchOpener(page: Page, lang: Lang): Locator {
  const t = texts(lang);
  const name = hasSearchBar(page) ? t.searchForProduct : t.header.search;
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the header: logo, favourites and login link under the language; the search bar or icon opens the overlay, which Escape, the close button and the backdrop close; it stays on top while the page scrolls`,
    { tag: '@layout' },
    async ({ page }) => {
      // Several openings of the overlay and two page loads: over 30 s on a busy machine.
      test.slow();
      const header = page.getByRole('banner');

      await test.step('logo, favourites and login link under the language', async () => {
        await page.goto(`/${lang}/no-such-page`);

        const favorites = header.getByRole('link', { name: t.favorites, exact: true });
        await expect(favorites).toHaveAttribute('href', `/${lang}/favorites`);
        await expect(favorites.locator('svg.lucide-heart')).toBeVisible();

        const login = header.getByRole('link', { name: t.login, exact: true });
        await expect(login).toHaveAttribute('href', `/${lang}/login`);
        await expect(login.locator('svg.lucide-circle-user-round')).toBeVisible();
        // The label is written out from `sm` up; on a phone only the icon shows (name kept for AT).
        const labelBox = await login.getByText(t.login, { exact: true }).boundingBox();
        if (hasSearchBar(page)) expect(labelBox?.width).toBeGreaterThan(20);
        else expect(labelBox?.width).toBeLessThanOrEqual(1);

        const logo = header.getByRole('link', { name: t.header.home, exact: true });
        await expect(logo).toHaveAttribute('href', `/${lang}`);
        await expect(logo).toContainText(t.appName);
        await logo.click();
        await expect(page).toHaveURL(`/${lang}`);
        await expect(
          page.getByRole('heading', { level: 1, name: t.home.title, exact: true }),
        ).toBeVisible();
      });

      const opener = searchOpener(page, lang);
      const dialog = page.getByRole('dialog', { name: t.search.title, exact: true });

      await test.step('the search bar or icon opens the overlay with the placeholder; Escape closes it', async () => {
        // The search bar from md up, the search icon below: one shown, the other hidden.
        const bar = header.getByRole('button', {
          name: t.searchForProduct,
          exact: true,
          includeHidden: true,
        });
        const icon = header.getByRole('button', {
          name: t.header.search,
          exact: true,
          includeHidden: true,
        });
        await expect(bar).toHaveCount(1);
        await expect(icon).toHaveCount(1);
        await expect(hasSearchBar(page) ? bar : icon).toBeVisible();
        await expect(hasSearchBar(page) ? icon : bar).toBeHidden();
        await expect(dialog).toHaveCount(0);

        await opener.click();
        await expect(dialog).toBeVisible();
        const input = dialog.getByRole('searchbox', { name: t.searchForProduct, exact: true });
        await expect(input).toHaveAttribute('placeholder', t.searchForProduct);
        await expect(input).toBeFocused();
        await expect(dialog.getByText(t.enterSearchTerm, { exact: true })).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();

        // With a term typed, one Escape closes the overlay at once (issue 16), instead of first
        // clearing the field as a type=search input does by itself.
        await opener.click();
        await input.fill('bike');
        await expect(input).toHaveValue('bike');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
      });

      await test.step('the close button and the backdrop close the search overlay', async () => {
        await opener.click();
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: t.close, exact: true }).click();
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();

        await opener.click();
        await expect(dialog).toBeVisible();
        const box = await dialog.boundingBox();
        const viewport = page.viewportSize();
        if (box === null || viewport === null) throw new Error('dialog or viewport has no size');
        // A click on the backdrop, below the dialog.
        await page.mouse.click(
          viewport.width / 2,
          Math.min(viewport.height - 5, box.y + box.height + 40),
        );
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
      });

      await test.step('the header stays on top while the page scrolls', async () => {
        const { width } = page.viewportSize() ?? { width: 0 };
        // A short window on a page with a visible heading (the home page's h1 is for screen readers).
        await page.setViewportSize({ width, height: 420 });
        await page.goto(`/${lang}/category/4`);
        await expect(header).toBeVisible();
        await expect(header).toHaveCSS('position', 'sticky');
        await expect(header).toHaveCSS('top', '0px');
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeInViewport();

        const copyright = page
          .getByRole('contentinfo')
          .getByText(fill(t.footer.copyright, { year: new Date().getFullYear() }), {
            exact: true,
          });
        await copyright.scrollIntoViewIfNeeded();
        await expect(copyright).toBeInViewport();
        // The page really scrolled: the heading went out of view above the header.
        await expect(heading).not.toBeInViewport();

        await expect(header).toBeInViewport();
        const box = await header.boundingBox();
        expect(box?.y).toBe(0);
      });
    },
  );
}
