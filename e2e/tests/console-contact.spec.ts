import { expect, test, type Page } from '@playwright/test';
import type { Envelope, SiteContact } from '@souq/contracts';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { dirOf, escapeRegExp, LANGS, texts, type Lang } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { STAFF, useStaffSession } from '../support/staff';

/** The console's contact settings as they are now, read with the admin's session of `page`. */
async function storedContact(page: Page): Promise<SiteContact> {
  const response = await page.request.get('/api/admin/contact');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<SiteContact>).data;
}

/** Puts the settings back as they were (footer.spec and contact-us.spec read the seeded ones). */
async function putBack(page: Page, lang: Lang, settings: SiteContact): Promise<void> {
  const response = await page.request.put('/api/admin/contact', {
    headers: { lang },
    data: settings,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Issue 47, the contact details: an admin opens the console's contact screen, is refused a bad
 * email with its field message, then gives the site a new phone number and Facebook page; a
 * visitor's footer shows both at once. The seeded values are put back at the end, whatever
 * happened: the footer and contact page specs read them.
 *
 * Both languages change the same two settings: their tests run one after the other.
 */
test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  const t = texts(lang);
  const c = t.admin.contact;

  test(
    `[${lang}] an admin changes the phone number and the Facebook page, and the footer shows them at once`,
    { tag: '@writes' },
    async ({ browser, page }, testInfo) => {
      test.setTimeout(120_000);
      const token = `${String(Date.now() % 1_000_000).padStart(6, '0')}${String(testInfo.workerIndex % 10)}`;
      // A Syrian number, as the footer spec expects of the footer's phone line.
      const phone = `+963 11 ${token.slice(0, 3)} ${token.slice(3)}`;
      const facebook = `https://www.facebook.com/souq.${lang}${token}`;
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);
      const before = await storedContact(page);

      try {
        await test.step('the console screen, in the console nav', async () => {
          await page.goto(`/${lang}/admin`);
          await page
            .getByRole('navigation', { name: t.admin.nav.label })
            .getByRole('link', { name: t.admin.nav.contact, exact: true })
            .click();
          await expect(page).toHaveURL(`/${lang}/admin/contact`);
          await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
          await expect(
            page.getByRole('textbox', { name: c.fields.phone, exact: true }),
          ).toHaveValue(before.contact.phone);
          // Each language's address is typed in its own language and direction.
          const arabic = page.getByRole('group', { name: c.groups.arabic, exact: true });
          await expect(
            arabic.getByRole('textbox', { name: c.fields.addressAr, exact: true }),
          ).toHaveAttribute('dir', 'rtl');
          await expect(
            arabic.getByRole('textbox', { name: c.fields.addressAr, exact: true }),
          ).toHaveAttribute('lang', 'ar');
          await expect(
            page.getByRole('textbox', { name: c.fields.addressEn, exact: true }),
          ).toHaveAttribute('dir', 'ltr');
          await expectNoHorizontalOverflow(page);
          await expectNoSeriousViolations(page);
        });

        await test.step('a bad email is refused with its field message', async () => {
          const email = page.getByRole('textbox', { name: c.fields.email, exact: true });
          await email.fill('desk@');
          await page.getByRole('button', { name: c.save, exact: true }).click();
          await expect(email).toHaveAccessibleDescription(validationMessages[lang].invalid_email);
          await expectNoSeriousViolations(page);
          await email.fill(before.contact.email);
        });

        await test.step('a new phone number and Facebook page are saved', async () => {
          await page.getByRole('textbox', { name: c.fields.phone, exact: true }).fill(phone);
          await page.getByRole('textbox', { name: c.fields.facebook, exact: true }).fill(facebook);
          await page.getByRole('button', { name: c.save, exact: true }).click();
          await expect(toast(page, apiMessage('contact_saved', lang))).toBeVisible();
          await expect(
            page.getByRole('textbox', { name: c.fields.email, exact: true }),
          ).toHaveAccessibleDescription('');
        });

        const visitor = await browser.newPage();
        try {
          await test.step("a visitor's footer shows them at once", async () => {
            const footer = visitor.getByRole('contentinfo');
            const phoneLine = footer.getByRole('link', {
              name: new RegExp(`^${escapeRegExp(t.footer.phone)}:\\s*${escapeRegExp(phone)}$`),
            });
            // Another process hears of the change within a second: each look is a new page load.
            await expect(async () => {
              await visitor.goto(`/${lang}/about-us`);
              await footer.scrollIntoViewIfNeeded();
              await expect(phoneLine).toBeVisible({ timeout: 3_000 });
            }).toPass({ timeout: 30_000 });
            await expect(phoneLine).toHaveAttribute('href', `tel:${phone.replace(/ /g, '')}`);
            await expect(
              footer.getByRole('link', { name: t.footer.facebook, exact: true }),
            ).toHaveAttribute('href', facebook);
          });
        } finally {
          await visitor.close();
        }
      } finally {
        await putBack(page, lang, before);
      }
    },
  );
}
