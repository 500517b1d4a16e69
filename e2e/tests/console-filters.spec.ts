import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type {
  ConsoleCategoryTree,
  Envelope,
  PostingAttribute,
} from '../../packages/contracts/src/index';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { newPerson } from '../support/accounts';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, fill, LANGS, texts, type Lang } from '../support/i18n';
import { fetchAttributes, pictureFiles } from '../support/selling';
import { approveHeldAd, STAFF, useStaffSession } from '../support/staff';

/** The id of the top-level category the console lists with this English name. */
async function categoryIdOf(page: Page, nameEn: string): Promise<number> {
  const answer = await page.request.get('/api/admin/categories');
  const tree = ((await answer.json()) as Envelope<ConsoleCategoryTree[]>).data;
  const found = tree.find((category) => category.name_en === nameEn);
  if (!found) throw new Error(`no category ${nameEn}`);
  return found.id;
}

/**
 * Posts an ad of the signed-in seller in `categoryId` through the selling API, answering the
 * required attributes and `answers`; a new seller's ad is approved so that it is live. Answers
 * its id.
 */
async function postAd(
  page: Page,
  lang: Lang,
  categoryId: number,
  title: string,
  answers: Record<string, string[]>,
): Promise<number> {
  const { photo } = await pictureFiles(47);
  const upload = await page.request.post('/api/selling/pictures', {
    data: readFileSync(photo),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const picture = ((await upload.json()) as Envelope<{ id: number }>).data;
  const required = (await fetchAttributes(page, lang, categoryId)).filter((a) => a.required);
  const options = await page.request.get('/api/selling/options');
  const city = ((await options.json()) as Envelope<{ cities: { id: number }[] }>).data.cities[0];
  const published = await page.request.post('/api/selling/ads', {
    headers: { lang },
    data: {
      category_id: categoryId,
      lang,
      title,
      price_kind: 'fixed',
      price: 2_500_000,
      city_id: city?.id,
      attributes: {
        ...Object.fromEntries(required.map((a) => [String(a.id), a.options[0]?.value ?? ''])),
        ...answers,
      },
      pictures: [picture.id],
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  const { id, status } = ((await published.json()) as Envelope<{ id: number; status: string }>)
    .data;
  if (status === 'pending') await approveHeldAd(lang, id);
  return id;
}

/**
 * Issue 47: an admin adds a category in the console, then a multiselect filter to it (a bad one
 * first: its field says why); the filter is at once in the post form, where a seller answers
 * it; a buyer narrows the new category's page by it and finds the ad; the admin deletes the
 * filter, told that an ad answers it, and hides the category. These specs run after the others
 * (playwright.config.ts): a new category is in every page's menu meanwhile.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const f = t.admin.filters;
  const c = t.admin.categories;

  test(
    `[${lang}] an admin adds a category with a filter, a seller answers it and a buyer filters by it`,
    { tag: '@writes' },
    async ({ browser, page }, testInfo) => {
      test.setTimeout(180_000);
      const token = `Zf${Date.now().toString(36)}`;
      const names = { en: `Extras ${token}`, ar: `إضافات ${token}` };
      const name = names[lang];
      const title =
        lang === 'ar' ? `مقطورة بخطاف قطر ${token}` : `A trailer with a tow bar ${token}`;
      const category = { en: `Trailers ${token}`, ar: `مقطورات ${token}` };
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);

      let categoryId = 0;
      await test.step('the admin adds a category', async () => {
        await page.goto(`/${lang}/admin/categories`);
        const form = page.getByRole('region', { name: c.add, exact: true });
        await form.getByRole('textbox', { name: c.fields.name_en }).fill(category.en);
        await form.getByRole('textbox', { name: c.fields.name_ar }).fill(category.ar);
        await form
          .getByRole('textbox', { name: c.fields.slug })
          .fill(`trailers-${token.toLowerCase()}`);
        await form.getByRole('button', { name: c.addButton }).click();
        await expect(toast(page, apiMessage('category_saved', lang))).toBeVisible();
        categoryId = await categoryIdOf(page, category.en);
      });

      await test.step('the admin adds a multiselect filter to it', async () => {
        await page.goto(`/${lang}/admin/categories/${String(categoryId)}/filters`);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        const main = page.getByRole('main');
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          lang === 'ar' ? 'فلاتر' : 'Filters of',
        );
        // A new category has no filters yet.
        await expect(main.getByText(f.empty)).toBeVisible();
        await expectNoSeriousViolations(page);

        await main.getByRole('button', { name: f.add }).click();
        const form = main.getByRole('form', { name: f.addTitle });
        await form.getByRole('combobox', { name: f.type }).selectOption('multiselect');
        await form.getByRole('textbox', { name: f.nameEn }).fill(names.en);
        await form.getByRole('textbox', { name: fill(f.optionEn, { n: 1 }) }).fill('Sunroof');
        await form.getByRole('textbox', { name: fill(f.optionAr, { n: 1 }) }).fill('فتحة سقف');
        await form.getByRole('button', { name: f.addOption }).click();
        await form.getByRole('textbox', { name: fill(f.optionEn, { n: 2 }) }).fill('Tow bar');
        await form.getByRole('textbox', { name: fill(f.optionAr, { n: 2 }) }).fill('خطاف قطر');
        // Without its Arabic name, the form says so and nothing is sent.
        await form.getByRole('button', { name: f.save }).click();
        await expect(form.getByRole('textbox', { name: f.nameAr })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await expectNoSeriousViolations(page);
        await form.getByRole('textbox', { name: f.nameAr }).fill(names.ar);
        await form.getByRole('button', { name: f.save }).click();
        await expect(toast(page, apiMessage('filter_created', lang))).toBeVisible();
        const item = main.getByRole('article', { name });
        await expect(item).toBeVisible();
        await expect(item).toContainText(lang === 'ar' ? 'خطاف قطر' : 'Tow bar');
      });

      const seller = await newPerson(browser, testInfo);
      let attribute: PostingAttribute | undefined;
      await test.step('the post form asks for it, and a seller answers it', async () => {
        const attributes = await fetchAttributes(seller.page, lang, categoryId);
        attribute = attributes.find((a) => a.name === name);
        expect(attribute?.type).toBe('multiselect');
        expect(attribute?.options.map((o) => o.value)).toEqual(['Sunroof', 'Tow bar']);
        await postAd(seller.page, lang, categoryId, title, {
          [String(attribute?.id)]: ['Tow bar'],
        });
        await seller.page.context().close();
      });

      await test.step('a buyer narrows the category page by it and finds the ad', async () => {
        const buyer = await browser.newPage();
        const label = lang === 'ar' ? 'خطاف قطر' : 'Tow bar';
        const address = `/${lang}/category/${String(categoryId)}?f${String(attribute?.id)}=${encodeURIComponent(label)}`;
        await expect(async () => {
          await buyer.goto(address);
          await expect(
            buyer.getByRole('main').getByRole('heading', { level: 3, name: title, exact: true }),
          ).toBeVisible({ timeout: 5_000 });
        }).toPass({ timeout: 30_000 });
        await buyer.close();
      });

      await test.step('the admin deletes it, told that an ad answers it', async () => {
        await page.reload();
        const main = page.getByRole('main');
        await main
          .getByRole('article', { name })
          .getByRole('button', { name: f.remove, exact: true })
          .click();
        const dialog = page.getByRole('dialog', { name: fill(f.removeTitle, { name }) });
        await expect(dialog).toContainText(fill(f.removeAnswered_one, { count: 1 }));
        await expectNoSeriousViolations(page);
        await dialog.getByRole('button', { name: f.remove, exact: true }).click();
        await expect(toast(page, apiMessage('filter_removed', lang))).toBeVisible();
        await expect(main.getByRole('article', { name })).toHaveCount(0);
      });

      await test.step('the admin hides the category, which holds an ad', async () => {
        await page.goto(`/${lang}/admin/categories`);
        await page.getByRole('button', { name: fill(c.hide, { name: category[lang] }) }).click();
        await expect(toast(page, apiMessage('category_saved', lang))).toBeVisible();
      });
    },
  );
}
