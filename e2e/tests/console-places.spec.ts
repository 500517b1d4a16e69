import { expect, test } from '@playwright/test';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { newPerson } from '../support/accounts';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { dirOf, escapeRegExp, fill, LANGS, texts } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { field, findCategory } from '../support/selling';
import { STAFF, useStaffSession } from '../support/staff';

/**
 * Issue 47, the places: an admin opens Syria in the console, adds a governorate's city with its
 * point on the map (half a point is refused first, with its field message), and a seller finds
 * it at once among the post form's cities; a used city cannot be deleted, and says why.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const p = t.admin.places;

  test(
    `[${lang}] an admin adds a city to Syria and a seller can post in it`,
    { tag: '@writes' },
    async ({ browser, page }, testInfo) => {
      test.setTimeout(120_000);
      const token = `${Date.now().toString(36)}${String(testInfo.workerIndex)}`;
      const nameEn = `Maaloula ${token}`;
      const nameAr = `معلولا ${token}`;
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);

      await page.goto(`/${lang}/admin`);
      await page
        .getByRole('navigation', { name: t.admin.nav.label })
        .getByRole('link', { name: t.admin.nav.places })
        .click();
      await expect(page).toHaveURL(`/${lang}/admin/places`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
      const syriaName = lang === 'ar' ? 'سوريا' : 'Syria';
      await expect(
        page.getByRole('button', {
          name: new RegExp(escapeRegExp(fill(p.show, { name: syriaName }))),
        }),
      ).toHaveAttribute('aria-expanded', 'true');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);

      const form = page.getByRole('region', { name: fill(p.addCity, { name: syriaName }) });
      await form.getByRole('textbox', { name: p.fields.name_en }).fill(nameEn);
      await form.getByRole('textbox', { name: p.fields.name_ar }).fill(nameAr);
      await form.getByRole('spinbutton', { name: p.fields.latitude }).fill('33.8456');
      await form.getByRole('button', { name: p.add }).click();
      // Half a point is refused in the form, before any request.
      await expect(
        form.getByRole('spinbutton', { name: p.fields.longitude }),
      ).toHaveAccessibleDescription(validationMessages[lang].place_coordinates_pair);
      await expectNoSeriousViolations(page);
      await form.getByRole('spinbutton', { name: p.fields.longitude }).fill('36.5631');
      await form.getByRole('button', { name: p.add }).click();
      await expect(toast(page, apiMessage('place_saved', lang))).toBeVisible();
      const added = page.getByRole('listitem').filter({ hasText: nameEn }).last();
      await expect(added).toContainText(nameAr);
      await expect(added).toContainText('33.8456, 36.5631');

      // A seller finds it at once among the post form's cities.
      const seller = await newPerson(browser, testInfo);
      await seller.page.goto(`/${lang}/post`);
      await findCategory(
        seller.page,
        lang,
        lang === 'ar' ? 'دراجة جبلية' : 'travel',
        lang === 'ar' ? /دراجات جبلية/ : /Travel/,
      );
      const city = field(seller.page.getByRole('main'), t.selling.city);
      await expect(city.getByRole('option', { name: lang === 'ar' ? nameAr : nameEn })).toHaveCount(
        1,
      );

      // Damascus is in use: its deletion is refused with the counts, and it stays.
      const damascus = lang === 'ar' ? 'دمشق' : 'Damascus';
      await page.getByRole('button', { name: fill(p.delete, { name: damascus }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(p.confirmTitle, { name: damascus }) });
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: p.confirm }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        apiMessage('place_in_use', lang).split(':')[0] ?? '',
      );
      await dialog.getByRole('button', { name: t.admin.cancel }).click();
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Damascus' }).first(),
      ).toBeVisible();

      // The new city, named by nothing, is deleted.
      await page
        .getByRole('button', { name: fill(p.delete, { name: lang === 'ar' ? nameAr : nameEn }) })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: p.confirm }).click();
      await expect(toast(page, apiMessage('place_removed', lang))).toBeVisible();
      await expect(page.getByText(nameEn)).toHaveCount(0);
    },
  );
}
