import { expect, test, type Page } from '@playwright/test';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, fill, LANGS, texts, type Lang } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { STAFF, useStaffSession } from '../support/staff';

/**
 * Whether the home page's category list links `name`. Pages are kept by the caches in front for
 * their lifetime at most: each look is a new page load.
 */
async function expectOnHome(page: Page, lang: Lang, name: string, listed: boolean) {
  const categories = page.getByRole('region', {
    name: texts(lang).home.categoriesTitle,
    exact: true,
  });
  await expect(async () => {
    await page.goto(`/${lang}`);
    await expect(categories.getByRole('link', { name, exact: true })).toHaveCount(listed ? 1 : 0, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 40_000 });
}

/**
 * Issue 47, the categories: an admin adds a top-level category with both names (an empty Arabic
 * name is refused first, with its field message), sees it in the console's tree and then in the
 * site's category list; hides it, and it leaves the list. A category with ads cannot be deleted
 * (the dialog says to hide it instead); the new one, empty, is deleted.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const c = t.admin.categories;

  test(
    `[${lang}] an admin adds a category, sees it on the site, and hides it`,
    { tag: '@writes' },
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const token = `${Date.now().toString(36)}${String(testInfo.workerIndex)}`;
      const nameEn = `Phones ${token}`;
      const nameAr = `هواتف ${token}`;
      const name = lang === 'ar' ? nameAr : nameEn;
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);

      await page.goto(`/${lang}/admin`);
      await page
        .getByRole('navigation', { name: t.admin.nav.label })
        .getByRole('link', { name: t.admin.nav.categories })
        .click();
      await expect(page).toHaveURL(`/${lang}/admin/categories`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);

      // An empty Arabic name is refused in the form, before any request.
      const form = page.getByRole('region', { name: c.add, exact: true });
      await form.getByRole('textbox', { name: c.fields.name_en }).fill(nameEn);
      await form.getByRole('textbox', { name: c.fields.slug }).fill(`phones-${token}`);
      await form.getByRole('button', { name: c.addButton }).click();
      await expect(
        form.getByRole('textbox', { name: c.fields.name_ar }),
      ).toHaveAccessibleDescription(validationMessages[lang].category_name_required);
      await expectNoSeriousViolations(page);
      await form.getByRole('textbox', { name: c.fields.name_ar }).fill(nameAr);
      await form.getByRole('button', { name: c.addButton }).click();
      await expect(toast(page, apiMessage('category_saved', lang))).toBeVisible();
      const added = page.getByRole('main').getByRole('listitem').filter({ hasText: nameEn });
      await expect(added).toContainText(nameAr);
      await expectOnHome(page, lang, name, true);

      // Hidden, it is marked in the console and leaves the site's list.
      await page.goto(`/${lang}/admin/categories`);
      await page.getByRole('button', { name: fill(c.hide, { name }) }).click();
      await expect(toast(page, apiMessage('category_saved', lang))).toBeVisible();
      await expect(added).toContainText(c.hiddenBadge);
      await expect(page.getByRole('button', { name: fill(c.show, { name }) })).toBeVisible();
      await expectOnHome(page, lang, name, false);

      // A category with ads cannot be deleted: the dialog says why, and to hide it instead.
      await page.goto(`/${lang}/admin/categories`);
      const bikes = lang === 'ar' ? 'الدراجات' : 'Bikes';
      await page
        .getByRole('button', { name: fill(c.delete, { name: bikes }), exact: true })
        .click();
      const dialog = page.getByRole('dialog', {
        name: fill(c.confirmDeleteTitle, { name: bikes }),
      });
      await expect(dialog.getByRole('button', { name: t.admin.cancel })).toBeFocused();
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: c.confirmDelete }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        apiMessage('category_in_use', lang).split(' (')[0] ?? '',
      );
      await dialog.getByRole('button', { name: t.admin.cancel }).click();

      // The new category holds nothing: it is deleted.
      await page.getByRole('button', { name: fill(c.delete, { name }) }).click();
      await page.getByRole('dialog').getByRole('button', { name: c.confirmDelete }).click();
      await expect(toast(page, apiMessage('category_removed', lang))).toBeVisible();
      await expect(page.getByText(nameEn)).toHaveCount(0);
    },
  );
}
