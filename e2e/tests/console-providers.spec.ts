import { expect, test } from '@playwright/test';
import type { ServiceProvider } from '@souq/contracts';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { slotOf, toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, fill, LANGS, texts } from '../support/i18n';
import { apiData } from '../support/info-pages';
import { expectNoHorizontalOverflow } from '../support/layout';
import { STAFF, useStaffSession } from '../support/staff';

/**
 * Issue 47, the service providers: an admin takes one off the list in the console, and the
 * public page no longer shows it; put back, it is there again. Each run takes a provider near
 * the end of the list by its slot (the specs reading the page compare its first card), and puts
 * it back whatever happens.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const p = t.admin.providers;

  test(
    `[${lang}] an admin takes a service provider off the public list and puts it back`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const providers = await apiData<ServiceProvider[]>(request, 'ServiceProviders', lang);
      const chosen = providers.at(-1 - slotOf(lang, testInfo));
      if (!chosen || providers.length < 5) throw new Error('the seed has its providers');
      const cards = page.getByRole('main').getByText(chosen.name, { exact: true });
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);
      try {
        await page.goto(`/${lang}/admin`);
        await page
          .getByRole('navigation', { name: t.admin.nav.label })
          .getByRole('link', { name: t.admin.nav.providers })
          .click();
        await expect(page).toHaveURL(`/${lang}/admin/service-providers`);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
        const listed = page.getByRole('region', { name: p.listed });
        const hidden = page.getByRole('region', { name: p.hidden });
        await expect(listed.getByRole('listitem').first()).toContainText(providers[0]?.name ?? '');
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousViolations(page);

        await listed.getByRole('button', { name: fill(p.hideOf, { name: chosen.name }) }).click();
        await expect(toast(page, apiMessage('provider_hidden', lang))).toBeVisible();
        await expect(hidden.getByRole('listitem').filter({ hasText: chosen.name })).toHaveCount(1);
        await expect(listed.getByText(chosen.name, { exact: true })).toHaveCount(0);
        await expectNoSeriousViolations(page);

        // The public page leaves it out at once.
        await page.goto(`/${lang}/service-providers`);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        await expect(cards).toHaveCount(0);

        // Put back, it shows again.
        await page.goto(`/${lang}/admin/service-providers`);
        await hidden.getByRole('button', { name: fill(p.showOf, { name: chosen.name }) }).click();
        await expect(toast(page, apiMessage('provider_listed', lang))).toBeVisible();
        await expect(hidden.getByText(chosen.name, { exact: true })).toHaveCount(0);
        await expect(listed.getByText(chosen.name, { exact: true })).toHaveCount(1);
        await page.goto(`/${lang}/service-providers`);
        await expect(cards).toHaveCount(1);
      } finally {
        // Whatever happened, the provider is on the list again for the other specs.
        const back = await page.request.put(
          `/api/admin/service-providers/${chosen.type}/${String(chosen.id)}`,
          { headers: { lang }, data: { state: 'listed' } },
        );
        expect(back.ok(), await back.text()).toBe(true);
      }
    },
  );
}
