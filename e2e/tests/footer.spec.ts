import { appAlive } from '../support/page-data';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ContactUsData, Envelope } from '@souq/contracts';
import { fetchCategories, nameOf } from '../support/api';
import { hrefsOf } from '../support/locators';
import { escapeRegExp as escape, fill, LANGS, texts, type Lang } from '../support/i18n';

/** Spec section 2 "Shared layout", footer: contact lines, social icons, badges, links. */

/** The footer's category links: the spec's category ids, jobs and services to their pages. */
function footerCategories(lang: Lang): [string, string][] {
  const names = texts(lang).footer.categories;
  return [
    [names.travel, `/${lang}/category/1`],
    [names.jobs, `/${lang}/jobs`],
    [names.realEstate, `/${lang}/category/5`],
    [names.services, `/${lang}/service-providers`],
    [names.rent, `/${lang}/category/9`],
    [names.cars, `/${lang}/category/8`],
    [names.bikes, `/${lang}/category/4`],
  ];
}

/** The site settings the footer's social and app-store links come from. */
async function fetchSettings(request: APIRequestContext, lang: Lang): Promise<ContactUsData> {
  const response = await request.get('/api/ContactUs', { headers: { lang } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<ContactUsData>).data;
}

const SOCIAL = [
  ['facebook', 'facebook'],
  ['x', 'twitter'],
  ['whatsapp', 'whatsapp'],
  ['instagram', 'instagram'],
] as const;

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] the footer asks for the settings only when it comes near the screen; it shows contact lines, social links, app badges and copyright; every footer link carries the language prefix and navigates within the language`, async ({
    page,
    request,
  }, testInfo) => {
    // Four walks through the home page's footer.
    test.slow();
    await test.step('the footer asks for the settings only when it comes near the screen', async () => {
      // A screen much shorter than the home page, whatever the project's.
      await page.setViewportSize({ width: 390, height: 600 });
      const asked: string[] = [];
      page.on('request', (sent) => {
        const { pathname } = new URL(sent.url());
        if (pathname === '/api/ContactUs') asked.push(pathname);
      });
      await page.goto(`/${lang}`);
      await appAlive(page);
      const footer = page.getByRole('contentinfo');
      // Alive, the footer far below: the settings were not asked for, their place is kept.
      expect(asked).toEqual([]);
      await expect(
        footer.getByRole('heading', { name: t.footer.followUs, exact: true }),
      ).toBeAttached();
      await expect(footer.getByRole('link', { name: t.footer.facebook, exact: true })).toHaveCount(
        0,
      );
      await footer.scrollIntoViewIfNeeded();
      await expect(
        footer.getByRole('link', { name: t.footer.facebook, exact: true }),
      ).toBeVisible();
      expect(asked).toEqual(['/api/ContactUs']);
      // The project's own screen again, for the steps below.
      const { viewport } = testInfo.project.use;
      if (viewport) await page.setViewportSize(viewport);
    });

    await test.step('the footer shows contact lines, social links, app badges and copyright', async () => {
      const settings = await fetchSettings(request, lang);
      await page.goto(`/${lang}`);
      const footer = page.getByRole('contentinfo');
      // Its social and app-store links load when it comes near the screen.
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeVisible();

      await expect(
        footer.getByRole('heading', { name: t.footer.contactTitle, exact: true }),
      ).toBeVisible();
      const whatsapp = footer.getByRole('link', {
        name: new RegExp(`^${escape(t.footer.whatsapp)}:\\s*\\+963[\\d ]+$`),
      });
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/963\d+$/);
      const phone = footer.getByRole('link', {
        name: new RegExp(`^${escape(t.footer.phone)}:\\s*\\+963[\\d ]+$`),
      });
      await expect(phone).toHaveAttribute('href', /^tel:\+963\d+$/);
      // The numbers stay left-to-right inside Arabic text.
      await expect(phone.locator('[dir="ltr"]')).toHaveText(/^\+963[\d ]+$/);

      await expect(
        footer.getByRole('heading', { name: t.footer.followUs, exact: true }),
      ).toBeVisible();
      for (const [brand, key] of SOCIAL) {
        const social = footer.getByRole('link', { name: t.footer[brand], exact: true });
        await expect(social).toBeVisible();
        await expect(social).toHaveAttribute('href', settings.social[key]);
        await expect(social.locator('svg')).toHaveCount(1);
      }

      await expect(
        footer.getByRole('heading', { name: t.footer.getTheApp, exact: true }),
      ).toBeVisible();
      for (const [lead, store, href] of [
        [t.footer.getItOn, t.footer.googlePlay, settings.apps.google_play],
        [t.footer.downloadOn, t.footer.appStore, settings.apps.app_store],
      ] as const) {
        const badge = footer.getByRole('link', {
          name: new RegExp(`^${escape(lead)}\\s*${escape(store)}$`),
        });
        await expect(badge).toBeVisible();
        await expect(badge).toHaveAttribute('href', href);
        await expect(badge.locator('svg')).toHaveCount(1);
      }
      // Every link of the settings is set in the seed, and none of the footer's is a placeholder.
      for (const href of [...Object.values(settings.social), ...Object.values(settings.apps)]) {
        expect(href).toMatch(/^https:\/\//);
      }
      expect(await hrefsOf(footer.getByRole('link'))).not.toContain('#');

      await expect(
        footer.getByText(fill(t.footer.copyright, { year: new Date().getFullYear() }), {
          exact: true,
        }),
      ).toBeVisible();
    });

    await test.step('every footer link carries the language prefix', async () => {
      await page.goto(`/${lang}`);
      const footer = page.getByRole('contentinfo');

      const pages = footer.getByRole('region', { name: t.footer.linksTitle, exact: true });
      const pageLinks = pages.getByRole('link');
      const infoPages = ['about', 'safety', 'terms', 'faq', 'privacy', 'refund'] as const;
      await expect(pageLinks).toHaveText(infoPages.map((key) => t.footer.pages[key]));
      // The about page has one address, the top menu's about-us (issue 41, item 20).
      const address = (key: (typeof infoPages)[number]) => (key === 'about' ? 'about-us' : key);
      expect(await hrefsOf(pageLinks)).toEqual(infoPages.map((key) => `/${lang}/${address(key)}`));
      expect(await hrefsOf(page.locator(`a[href^="/${lang}/about"]`))).not.toContain(
        `/${lang}/about`,
      );

      const categories = footer.getByRole('region', {
        name: t.footer.categoriesTitle,
        exact: true,
      });
      const categoryLinks = categories.getByRole('link');
      const expected = footerCategories(lang);
      await expect(categoryLinks).toHaveText(expected.map(([name]) => name));
      expect(await hrefsOf(categoryLinks)).toEqual(expected.map(([, href]) => href));

      // Every in-app link of the footer is under the language; the rest are external.
      await footer.scrollIntoViewIfNeeded();
      await expect(
        footer.getByRole('link', { name: t.footer.facebook, exact: true }),
      ).toBeVisible();
      const hrefs = await hrefsOf(footer.getByRole('link'));
      const internal = hrefs.filter((href) => href?.startsWith('/'));
      expect(internal).toHaveLength(infoPages.length + expected.length);
      for (const href of internal) expect(href).toMatch(new RegExp(`^/${lang}/`));
      for (const href of hrefs.filter((h) => !h?.startsWith('/'))) {
        expect(href).toMatch(/^(https:\/\/|tel:)/);
      }
    });

    await test.step('footer links navigate within the language', async () => {
      const bikes = nameOf(await fetchCategories(request, lang), 4);
      await page.goto(`/${lang}`);
      const footer = page.getByRole('contentinfo');

      await footer.getByRole('link', { name: t.footer.categories.bikes, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/category/4`);
      await expect(page.getByRole('heading', { level: 1, name: bikes, exact: true })).toBeVisible();

      const terms = (await (
        await request.get('/api/pages/terms', { headers: { lang } })
      ).json()) as {
        data: { title: string };
      };
      await footer.getByRole('link', { name: t.footer.pages.terms, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/terms`);
      await expect(
        page.getByRole('heading', { level: 1, name: terms.data.title, exact: true }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  });
}
