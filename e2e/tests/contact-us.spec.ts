import { appAlive } from '../support/page-data';
import { expect, test, type Page } from '@playwright/test';
import type { Ad, ContactUsData, Paginated } from '@souq/contracts';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { nextResponse, toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, LANGS, texts, type Lang } from '../support/i18n';
import { apiData, blockMapTiles, saveFullShot, serveMapTiles } from '../support/info-pages';
import { expectNoHorizontalOverflow } from '../support/layout';

/** Spec 2 (contact us), 4 and 5 (contact form), 8 (its toasts). */

type Stored = { name: string; phone: string | null; subject: string | null; message: string };

function form(page: Page, lang: Lang) {
  return page.getByRole('region', { name: texts(lang).contactUs.formTitle, exact: true });
}

for (const lang of LANGS) {
  const t = texts(lang);
  const v = validationMessages[lang];

  test(
    `[${lang}] the contact page shows the details, social links, map notice and latest ads; with its tiles, the map shows the office`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      test.slow();
      const contact = await apiData<ContactUsData>(request, 'ContactUs', lang);
      const latest = await apiData<Paginated<Ad>>(request, 'ads?sort=newest&per_page=5', lang);
      await test.step('the details, social links, map notice and latest ads', async () => {
        await blockMapTiles(page);
        await page.goto(`/${lang}/contact-us`);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.contactUs.title);

        const info = page.getByRole('region', { name: t.contactUs.infoTitle, exact: true });
        await expect(info.getByRole('link', { name: contact.email })).toHaveAttribute(
          'href',
          `mailto:${contact.email}`,
        );
        await expect(info.getByRole('link', { name: contact.phone })).toHaveAttribute(
          'href',
          /^tel:\+\d+$/,
        );
        await expect(info.getByText(contact.address, { exact: true })).toBeVisible();
        await expect(info.getByText(contact.hours, { exact: true })).toBeVisible();
        for (const [name, href] of [
          [t.contactUs.facebook, contact.social.facebook],
          [t.contactUs.twitter, contact.social.twitter],
          [t.contactUs.whatsapp, contact.social.whatsapp],
          [t.contactUs.instagram, contact.social.instagram],
        ] as const) {
          await expect(info.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
        }

        // Offline tiles: the map says so and still gives the address and a map link.
        const map = page.getByRole('region', { name: t.contactUs.mapTitle, exact: true });
        await expect(map.getByText(t.contactUs.mapUnavailable)).toBeVisible();
        await expect(map.getByText(contact.address)).toBeVisible();
        await expect(map.getByRole('link', { name: t.contactUs.openMap })).toHaveAttribute(
          'href',
          new RegExp(`mlat=${contact.map.lat}&mlon=${contact.map.lng}#map=${contact.map.zoom}/`),
        );

        const sidebar = page.getByRole('region', { name: t.contactUs.latestAds, exact: true });
        const links = sidebar.getByRole('link');
        await expect(links).toHaveCount(5);
        for (const [i, ad] of latest.data.entries()) {
          await expect(links.nth(i)).toHaveAttribute('href', `/${lang}/ad/${ad.id}`);
          await expect(links.nth(i)).toContainText(ad.title);
        }

        await expectNoHorizontalOverflow(page);
        // Its headings go down one level at a time too (issue 41, item 28).
        await expectNoSeriousViolations(page, { headingOrder: true });
        await saveFullShot(page, testInfo, lang, 'contact-us');
      });

      await test.step('the map shows the office when its tiles load', async () => {
        await page.unrouteAll();
        await serveMapTiles(page);
        await page.reload();
        const map = page.getByRole('region', { name: t.contactUs.mapTitle, exact: true });
        await expect(map.getByLabel(t.contactUs.mapLabel, { exact: true })).toBeVisible();
        await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
        await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
        await expect(map.getByText(t.contactUs.mapUnavailable)).toHaveCount(0);
        await expectNoSeriousViolations(page);
      });
    },
  );

  test(`[${lang}] the contact form validates on change, sends, stores and resets; a failed send keeps the message and shows the error toast`, async ({
    page,
    request,
  }, testInfo) => {
    await blockMapTiles(page);
    await page.goto(`/${lang}/contact-us`);
    // The server's form is the app's once it has hydrated: it validates as the fields change.
    await appAlive(page);
    await test.step('the form validates on change, sends, stores and resets', async () => {
      const f = form(page, lang);
      const name = f.getByLabel(t.contactUs.name, { exact: true });
      const email = f.getByLabel(t.contactUs.emailLabel, { exact: true });
      const message = f.getByLabel(t.contactUs.message, { exact: true });

      // Each rule shows as soon as the field changes, before any send.
      await name.fill('R');
      await name.fill('');
      await expect(f.getByText(v.contact_name_required, { exact: true })).toBeVisible();
      await email.fill('not-an-email');
      await expect(f.getByText(v.invalid_email, { exact: true })).toBeVisible();
      await email.fill('');
      await expect(f.getByText(v.contact_email_required, { exact: true })).toBeVisible();
      await expect(f.getByText(v.invalid_email, { exact: true })).toHaveCount(0);
      await message.fill('x');
      await message.fill('');
      await expect(f.getByText(v.contact_message_required, { exact: true })).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');

      const address = `contact-${lang}-${testInfo.project.name}-${Date.now()}@example.com`;
      await name.fill('Rana Haddad');
      await email.fill(address);
      await f.getByLabel(t.contactUs.subject, { exact: true }).fill('Delivery');
      await message.fill('Do you deliver to Homs?');
      for (const text of [
        v.contact_name_required,
        v.contact_email_required,
        v.contact_message_required,
      ]) {
        await expect(f.getByText(text, { exact: true })).toHaveCount(0);
      }
      const sent = nextResponse(page, 'POST', '/api/report-message');
      await f.getByRole('button', { name: t.contactUs.send, exact: true }).click();
      expect((await sent).status()).toBe(201);
      await expect(toast(page, t.contactUs.sent)).toBeVisible();
      for (const field of [name, email, message]) await expect(field).toHaveValue('');

      const stored = await apiData<Stored[]>(
        request,
        `dev/contact-messages?email=${encodeURIComponent(address)}`,
        lang,
      );
      expect(stored).toEqual([
        expect.objectContaining({
          name: 'Rana Haddad',
          phone: null,
          subject: 'Delivery',
          message: 'Do you deliver to Homs?',
        }),
      ]);
    });

    await test.step('a failed send keeps the message and shows the error toast', async () => {
      await page.route('**/api/report-message', (route) =>
        route.fulfill({ status: 503, json: { message: 'unavailable' } }),
      );
      const f = form(page, lang);
      await f.getByLabel(t.contactUs.name, { exact: true }).fill('Sami');
      await f.getByLabel(t.contactUs.emailLabel, { exact: true }).fill('sami@example.com');
      await f.getByLabel(t.contactUs.message, { exact: true }).fill('Hello');
      await f.getByRole('button', { name: t.contactUs.send, exact: true }).click();
      await expect(toast(page, t.contactUs.sendError)).toBeVisible();
      await expect(f.getByLabel(t.contactUs.message, { exact: true })).toHaveValue('Hello');
    });
  });
}
