import { appAlive } from '../support/page-data';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Ad, ContentPage, Envelope, Paginated } from '@souq/contracts';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { formatMessage } from '../../packages/contracts/src/validation-messages';
import { createAccount, submitLogin } from '../support/accounts';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { apiData } from '../support/info-pages';
import { dirOf, LANGS, texts, type Lang } from '../support/i18n';

/**
 * A seeded bike ad of its own for each language: a report of it stays one reporter's (three
 * distinct reporters would hide it from the other tests).
 */
async function adToReport(request: APIRequestContext, lang: Lang): Promise<Ad> {
  const response = await request.get('/api/ads?category_id=4&per_page=2', { headers: { lang } });
  expect(response.ok()).toBe(true);
  const ads = ((await response.json()) as Envelope<Paginated<Ad>>).data.data;
  const ad = ads[lang === 'ar' ? 0 : 1];
  if (!ad) throw new Error('the seed has two bike ads');
  return ad;
}

/**
 * Issue 42, what users get: the safety tips beside Call and Chat, a visitor's Report that goes
 * through login and comes back with its dialog open, a report with a reason and a note, a second
 * one answered "already reported", and the safety page from the footer.
 */
for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] a visitor signs in to report an ad, once; the safety tips and page`,
    {
      tag: '@writes',
    },
    async ({ page, request }, testInfo) => {
      // A sign-in, two reports, two accessibility scans and two pages: past the default 30 s on
      // a busy machine.
      test.slow();
      const ad = await adToReport(request, lang);
      const tips = await apiData<ContentPage>(request, 'pages/safety-tips', lang);
      const safety = await apiData<ContentPage>(request, 'pages/safety', lang);

      // The tips are in the page the server sent, beside Call and Chat.
      const html = await (
        await request.get(`/${lang}/ad/${String(ad.id)}`, { headers: { accept: 'text/html' } })
      ).text();
      expect(html).toContain(`${tips.title}</h2>`);
      const reporter = await createAccount(request, testInfo);
      await page.goto(`/${lang}/ad/${String(ad.id)}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      const box = page.getByRole('complementary', { name: tips.title });
      await expect(box).toBeVisible();
      await expect(box.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('button', { name: t.adDetail.chat })).toBeVisible();
      await appAlive(page);

      // A visitor goes to login and comes back with the dialog open.
      await page.getByRole('button', { name: t.report.ad }).click();
      await expect(toast(page, t.report.loginRequired)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?redirect=`));
      await submitLogin(page, t, reporter.userName, reporter.password);
      const dialog = page.getByRole('dialog', { name: t.reporting.title.ad });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(`/${lang}/ad/${String(ad.id)}`);
      const reasons = dialog.getByRole('group', { name: t.reporting.reason });
      await expect(reasons.getByRole('radio')).toHaveCount(8);
      await expect(reasons.getByRole('radio').first()).toBeFocused();
      await expectNoSeriousViolations(page);

      // The contract's rule, in the page's language; then a reason and a note.
      await dialog.getByRole('button', { name: t.reporting.send }).click();
      await expect(dialog.getByText(formatMessage('report_reason', lang))).toBeVisible();
      await reasons.getByRole('radio', { name: t.reporting.reasons.scam }).check();
      await dialog
        .getByRole('textbox', { name: t.reporting.note })
        .fill(lang === 'ar' ? 'طلب مني تحويل عربون قبل المعاينة' : 'Asked me for a deposit first');
      await dialog.getByRole('button', { name: t.reporting.send }).click();
      await expect(dialog.getByRole('status')).toHaveText(apiMessage('report_sent', lang));
      await dialog.getByRole('button', { name: t.reporting.done }).click();
      await expect(dialog).toBeHidden();
      const report = page.getByRole('button', { name: t.report.ad });
      await expect(report).toBeFocused();

      // A second report of the same ad: the server's answer, in the dialog.
      await report.click();
      await dialog.getByRole('radio', { name: t.reporting.reasons.sold }).check();
      await dialog.getByRole('button', { name: t.reporting.send }).click();
      await expect(dialog.getByRole('alert')).toHaveText(apiMessage('already_reported', lang));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The whole safety page, from the footer, with its own title.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t.footer.pages.safety, exact: true })
        .click();
      await expect(page).toHaveURL(`/${lang}/safety`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(safety.title);
      await expect(page).toHaveTitle(`${safety.title} | ${t.appName}`);
      await expectNoSeriousViolations(page);
    },
  );
}
