import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../support/accounts';
import { fetchCategories, nameOf } from '../support/api';
import { dirOf, LANGS, texts } from '../support/i18n';
import { hasMenuBar, expectNoHorizontalOverflow } from '../support/layout';
import { screenshotWholePage } from '../support/screenshot';

/**
 * Full-page screenshots for human review, saved as
 * test-results/screenshots/{project}-{lang}-{page}.png, of pages whose state is asserted first.
 */

const screenshotDir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

type Shot = {
  page: string;
  path: string;
  title: (t: ReturnType<typeof texts>) => string;
  signedIn?: boolean;
};

const PAGES: Shot[] = [
  { page: 'home', path: '', title: (t) => t.home.title },
  { page: 'not-found', path: '/no-such-page', title: (t) => t.notFound.title },
  { page: 'login', path: '/login', title: (t) => t.auth.loginTitle },
  { page: 'register', path: '/register', title: (t) => t.auth.registerTitle },
  { page: 'forgot-password', path: '/ForgetPassword', title: (t) => t.auth.forgotTitle },
  { page: 'profile', path: '/profile', title: (t) => t.profile.title, signedIn: true },
  { page: 'favorites', path: '/favorites', title: (t) => t.favorites, signedIn: true },
];

for (const lang of LANGS) {
  const t = texts(lang);

  for (const shot of PAGES) {
    test(
      `[${lang}] screenshot of ${shot.page}`,
      { tag: '@layout' },
      async ({ page, request }, testInfo) => {
        const bikes = nameOf(await fetchCategories(request, lang), 4);
        if (shot.signedIn === true) await signInAs(page, { ...DEMO, userName: 'demo2' });
        await page.goto(`/${lang}${shot.path}`);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shot.title(t));
        const menu = page.getByRole('navigation', {
          name: t.menu.label,
          exact: true,
          includeHidden: true,
        });
        if (hasMenuBar(page)) {
          await expect(menu.getByRole('link', { name: bikes, exact: true })).toBeVisible();
        } else {
          await expect(menu).toBeHidden();
        }
        // Nothing sticks out sideways (a common RTL and small-screen mistake).
        await expectNoHorizontalOverflow(page);

        const file = path.join(screenshotDir, `${testInfo.project.name}-${lang}-${shot.page}.png`);
        const png = await screenshotWholePage(page, file);
        expect(png.byteLength).toBeGreaterThan(10_000);
      },
    );
  }
}
