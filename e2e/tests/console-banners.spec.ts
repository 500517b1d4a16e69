import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, fill, LANGS, texts, type Lang } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { pictureFiles } from '../support/selling';
import { STAFF, useStaffSession } from '../support/staff';

/** A moment `minutes` from now as a `datetime-local` input takes it, in the browser's zone. */
function localMoment(page: Page, minutes: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, minutes);
}

type NewBanner = { altEn: string; altAr: string; link: string; startsInMinutes: number };

/** Fills the console's banner form (open) and adds the banner; waits for its row. */
async function addBanner(page: Page, lang: Lang, picture: string, banner: NewBanner) {
  const b = texts(lang).admin.banners;
  await page.getByRole('button', { name: b.add, exact: true }).click();
  const form = page.getByRole('region', { name: b.addTitle, exact: true });
  await form.getByLabel(b.fields.image, { exact: true }).setInputFiles(picture);
  // The upload answers with the picture's preview, shown above its input.
  await expect(form.locator('img').first()).toBeVisible();
  await form.getByRole('textbox', { name: b.fields.altEn, exact: true }).fill(banner.altEn);
  await form.getByRole('textbox', { name: b.fields.altAr, exact: true }).fill(banner.altAr);
  await form.getByRole('radio', { name: b.opens.link, exact: true }).check();
  await form.getByRole('textbox', { name: b.fields.link, exact: true }).fill(banner.link);
  await form
    .getByLabel(b.fields.startsAt, { exact: true })
    .fill(await localMoment(page, banner.startsInMinutes));
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: b.create, exact: true }).click();
  await expect(toast(page, apiMessage('banner_created', lang))).toBeVisible();
  await expect(form).toHaveCount(0);
}

/** The row of the banner named `name` in the console's list. */
function rowOf(page: Page, lang: Lang, name: string): Locator {
  return page
    .getByRole('region', { name: texts(lang).admin.banners.list, exact: true })
    .getByRole('listitem')
    .filter({ hasText: name });
}

/** The home page's slider, as an anonymous visitor gets it. */
function sliderOf(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: texts(lang).banner.label, exact: true });
}

/**
 * Issue 47, the home banners: an admin adds a banner that starts now and opens a page of the
 * site, and one that starts tomorrow; a visitor's home page shows the first in the slider, its
 * text for the picture's and its link in the page's language, and not the other. Both are then
 * deleted through the confirm dialog, and the first leaves the home page. Axe on the screen and
 * its form. That a scheduled banner shows once its start comes, with no other change, is the
 * API's test (test/console-banners/banners.test.ts): here it would wait for the clock.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const b = t.admin.banners;

  test(
    `[${lang}] an admin adds a banner that shows on the home page at once, and a scheduled one that does not yet`,
    { tag: '@writes' },
    async ({ browser, page }, testInfo) => {
      // Two banners through the console, then a visitor's pages: as its sibling console specs.
      test.setTimeout(120_000);
      const token = `Bn${Date.now().toString(36)}${String(testInfo.workerIndex)}`;
      const live: NewBanner = {
        altEn: `Spring offers ${token}`,
        altAr: `عروض الربيع ${token}`,
        link: '/category/8',
        startsInMinutes: -1,
      };
      const later: NewBanner = {
        altEn: `Summer offers ${token}`,
        altAr: `عروض الصيف ${token}`,
        link: '/jobs',
        startsInMinutes: 24 * 60,
      };
      const name = (banner: NewBanner) => (lang === 'ar' ? banner.altAr : banner.altEn);
      const { photo } = await pictureFiles(testInfo.workerIndex + 41);
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);

      await test.step('the console screen, in the console nav', async () => {
        await page.goto(`/${lang}/admin`);
        await page
          .getByRole('navigation', { name: t.admin.nav.label })
          .getByRole('link', { name: t.admin.nav.banners, exact: true })
          .click();
        await expect(page).toHaveURL(`/${lang}/admin/banners`);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.title);
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousViolations(page);
      });

      await test.step('a banner that starts now, and one that starts tomorrow', async () => {
        await addBanner(page, lang, photo, live);
        await expect(rowOf(page, lang, name(live))).toContainText(b.state.live);
        await expect(rowOf(page, lang, name(live))).toContainText(
          fill(b.opensLink, { link: live.link }),
        );
        await addBanner(page, lang, photo, later);
        await expect(rowOf(page, lang, name(later))).toContainText(b.state.scheduled);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousViolations(page);
      });

      const visitor = await browser.newPage();
      try {
        await test.step("a visitor's home page shows the live one, opening its page, and not the other", async () => {
          const slider = sliderOf(visitor, lang);
          // Another process hears of the change within a second: each look is a new page load.
          await expect(async () => {
            await visitor.goto(`/${lang}`);
            await expect(slider.getByRole('img', { name: name(live), exact: true })).toHaveCount(
              1,
              { timeout: 3_000 },
            );
          }).toPass({ timeout: 30_000 });
          await expect(slider.getByRole('img', { name: name(later), exact: true })).toHaveCount(0);
          await expect(slider.getByRole('link', { name: name(live), exact: true })).toHaveAttribute(
            'href',
            `/${lang}${live.link}`,
          );
        });

        await test.step('all deleted after the confirm dialog; the live one leaves the home page', async () => {
          for (const banner of [live, later]) {
            const row = rowOf(page, lang, name(banner));
            await row.getByRole('button', { name: b.delete, exact: true }).click();
            const dialog = page.getByRole('dialog', { name: b.deleteTitle });
            await expect(dialog).toContainText(name(banner));
            await expectNoSeriousViolations(page);
            await dialog.getByRole('button', { name: b.deleteConfirm, exact: true }).click();
            await expect(toast(page, apiMessage('banner_removed', lang))).toBeVisible();
            await expect(row).toHaveCount(0);
          }
          await expect(async () => {
            await visitor.goto(`/${lang}`);
            await expect(sliderOf(visitor, lang).getByRole('group').first()).toBeVisible({
              timeout: 3_000,
            });
            await expect(
              sliderOf(visitor, lang).getByRole('img', { name: name(live), exact: true }),
            ).toHaveCount(0, { timeout: 3_000 });
          }).toPass({ timeout: 30_000 });
        });
      } finally {
        await visitor.close();
      }
    },
  );
}
