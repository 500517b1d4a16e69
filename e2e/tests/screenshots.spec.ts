import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../support/accounts';
import { fetchCategories, nameOf } from '../support/api';
import { dirOf, LANGS, texts } from '../support/i18n';
import { hasMenuBar, expectNoHorizontalOverflow } from '../support/layout';
import { screenshotWholePage } from '../support/screenshot';

/**
 * Full-page screenshots for human review, saved as
 * test-results/screenshots/{project}-{lang}-{page}.png, of pages whose state is asserted first:
 * one journey per language through them, signed in for the last ones.
 */

const screenshotDir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

type Shot = {
  page: string;
  path: string;
  title: (t: ReturnType<typeof texts>) => string;
  signedIn?: boolean;
};

/** The pages signed in come last: the journey signs in once, before the first of them. */
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

  test(
    `[${lang}] screenshots of ${PAGES.map((shot) => shot.page).join(', ')}`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      // Seven pages, each checked and captured whole.
      test.slow();
      const bikes = nameOf(await fetchCategories(request, lang), 4);
      let signedIn = false;
      for (const shot of PAGES) {
        await test.step(`screenshot of ${shot.page}`, async () => {
          if (shot.signedIn === true && !signedIn) {
            await signInAs(page, { ...DEMO, userName: 'demo2' });
            signedIn = true;
          }
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

          const file = path.join(
            screenshotDir,
            `${testInfo.project.name}-${lang}-${shot.page}.png`,
          );
          const png = await screenshotWholePage(page, file);
          expect(png.byteLength).toBeGreaterThan(10_000);
        });
      }
    },
  );
}
