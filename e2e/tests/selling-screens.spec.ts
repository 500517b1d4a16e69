import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createAccount, signInAs } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, fill, texts, type Lang } from '../support/i18n';
import {
  answerAttributes,
  fetchAttributes,
  field,
  findCategory,
  pictureFiles,
  pictureInput,
} from '../support/selling';
import { screenshotWholePage } from '../support/screenshot';

/**
 * Issue 17's screens at phone and desktop width, in both languages: every step of the post
 * form, its preview, and My ads, each checked by axe and kept as a full-page screenshot
 * (`test-results/screenshots/{project}-{lang}-selling-{step}.png`) for people to look at.
 */
const shotsDir =
  process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../test-results/screenshots');

async function step(page: Page, testInfo: TestInfo, lang: Lang, name: string) {
  await expectNoSeriousViolations(page);
  const file = path.join(shotsDir, `${testInfo.project.name}-${lang}-selling-${name}.png`);
  const png = await screenshotWholePage(page, file);
  expect(png.byteLength).toBeGreaterThan(5_000);
}

for (const lang of ['ar', 'en'] as const) {
  const t = texts(lang);

  test(
    `[${lang}] the post form, step by step, and its preview; My ads with every tab`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      // Five accessibility scans and five whole-page screenshots, two accounts: the two slow
      // tests this journey was, 90 s each on a busy CI machine.
      test.setTimeout(180_000);
      await test.step('the post form, step by step, and its preview', async () => {
        await signInAs(page, await createAccount(request, testInfo));
        const main = page.getByRole('main');
        await page.goto(`/${lang}/post`);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        await expect(page.getByRole('searchbox', { name: t.selling.category.find })).toBeVisible();
        await step(page, testInfo, lang, 'category');

        await findCategory(
          page,
          lang,
          lang === 'ar' ? 'شقة للإيجار' : 'for rent',
          lang === 'ar' ? /للإيجار/ : /For Rent/,
        );
        const attributes = await fetchAttributes(page, lang, 5);
        await answerAttributes(page, attributes);
        const title =
          lang === 'ar' ? 'شقة مفروشة للإيجار في المزة' : 'Furnished flat for rent in Mezzeh';
        await field(main, t.selling.title).fill(title);
        await field(main, t.selling.description).fill(
          lang === 'ar'
            ? 'ثلاث غرف وصالون.\nإطلالة جميلة.'
            : 'Three rooms and a living room.\nA fine view.',
        );
        await field(main, t.selling.price).fill('2500000');
        await field(main, t.selling.city).selectOption({ index: 1 });
        const { photo } = await pictureFiles(70);
        const second = await pictureFiles(71);
        await pictureInput(page).setInputFiles([photo, second.photo]);
        await expect(
          main.getByRole('listitem', {
            name: fill(t.selling.pictures.item, { position: 2, count: 2 }),
          }),
        ).toBeVisible();
        await expect(main.getByRole('progressbar')).toHaveCount(0);
        await step(page, testInfo, lang, 'details');

        await main.getByRole('button', { name: t.selling.preview }).click();
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(main.getByRole('img', { name: title }).first()).toBeVisible();
        await step(page, testInfo, lang, 'preview');
      });

      await test.step('My ads with every tab', async () => {
        await signInAs(page, { userName: 'demo2', password: 'demo12345' });
        await page.goto(`/${lang}/my-ads`);
        const main = page.getByRole('main');
        await expect(main.getByRole('tab', { selected: true })).toHaveText(
          new RegExp(`^${t.selling.myAds.tabs.active}`),
        );
        await expect(main.getByRole('listitem').first()).toBeVisible();
        await step(page, testInfo, lang, 'my-ads');
        await main
          .getByRole('tab', { name: new RegExp(`^${t.selling.myAds.tabs.expired}`) })
          .click();
        await expect(
          main.getByRole('button', { name: t.selling.myAds.renew }).first(),
        ).toBeVisible();
        await step(page, testInfo, lang, 'my-ads-expired');
      });
    },
  );
}
