import { expect, test, type Page } from '@playwright/test';
import type { Envelope, MyAdsPage } from '../../packages/contracts/src/index';
import { formatMessage } from '../../packages/contracts/src/validation-messages';
import { createAccount, signInAs, submitLogin } from '../support/accounts';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { fill, texts, type Lang } from '../support/i18n';
import {
  fetchAttributes,
  field,
  findCategory,
  hugePicture,
  pictureFiles,
  pictureInput,
  publishCar,
} from '../support/selling';

/**
 * Issue 17: what a seller meets besides a smooth post. A visitor goes through login and back;
 * bad inputs each show their message and lose nothing typed; a draft survives a reload; My ads
 * edits, marks sold, renews and deletes. Issue 41 item 13: "Mark as sold" asks first (Cancel
 * leaves the ad live), and a sold ad can be put back on sale: available again (its expiry kept)
 * or relisted (a whole lifetime from now).
 */

const CARS = 8;

function tab(page: Page, lang: Lang, name: 'active' | 'sold' | 'expired') {
  return page.getByRole('tab', { name: new RegExp(`^${texts(lang).selling.myAds.tabs[name]}`) });
}

/** What the seller is told when a sold ad goes back on sale (issue 41 item 13). */
const BACK_ON_SALE = {
  available: { en: 'Your ad is available again.', ar: 'إعلانك متاح من جديد.' },
  relist: {
    en: 'Your ad is relisted: live again from today.',
    ar: 'أعيد نشر إعلانك: منشور من جديد بدءاً من اليوم.',
  },
} as const;

for (const lang of ['ar', 'en'] as const) {
  const t = texts(lang);

  test(`[${lang}] a visitor who opens the post form logs in and comes back to it; the form is kept as a draft, a reload offers to continue it; bad inputs each show their message and keep what was typed`, async ({
    page,
    request,
  }, testInfo) => {
    // Three new accounts, each through the post form.
    test.slow();
    await test.step('a visitor who opens the post form logs in and comes back to it', async () => {
      const account = await createAccount(request, testInfo);
      await page.goto(`/${lang}`);
      await page.getByRole('banner').getByRole('link', { name: t.postAd }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?redirect=`));
      await submitLogin(page, t, account.userName, account.password);
      await expect(page).toHaveURL(new RegExp(`/${lang}/post$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.selling.postTitle);
    });

    await test.step('the form is kept as a draft: a reload offers to continue it', async () => {
      await signInAs(page, await createAccount(request, testInfo));
      const main = page.getByRole('main');
      await page.goto(`/${lang}/post`);
      await findCategory(
        page,
        lang,
        lang === 'ar' ? 'دراجة' : 'bike',
        lang === 'ar' ? /دراجات طرق/ : /Road Bikes/,
      );
      const title = lang === 'ar' ? 'دراجة طرق خفيفة للبيع' : 'A light road bike for sale';
      await field(main, t.selling.title).fill(title);
      await field(main, t.selling.price).fill('320000');
      await expect(main.getByText(t.selling.draftSaved, { exact: true })).toBeVisible();

      await page.reload();
      await main.getByRole('button', { name: t.selling.continueDraft }).click();
      await expect(field(main, t.selling.title)).toHaveValue(title);
      await expect(field(main, t.selling.price)).toHaveValue('320000');
      await expect(main.getByText(lang === 'ar' ? /دراجات طرق/ : /Road Bikes/)).toBeVisible();

      // Starting again drops it.
      await page.reload();
      await main.getByRole('button', { name: t.selling.startAgain }).click();
      await expect(page.getByRole('searchbox', { name: t.selling.category.find })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('searchbox', { name: t.selling.category.find })).toBeVisible();
      await expect(main.getByRole('button', { name: t.selling.continueDraft })).toHaveCount(0);
    });

    await test.step('bad inputs each show their message and keep what was typed', async () => {
      await signInAs(page, await createAccount(request, testInfo));
      const { photo, text } = await pictureFiles(0);
      const huge = await hugePicture();
      const main = page.getByRole('main');
      await page.goto(`/${lang}/post`);
      await findCategory(
        page,
        lang,
        lang === 'ar' ? 'سيارة' : 'car',
        lang === 'ar' ? /سيارات مستعملة/ : /Used Cars/,
      );
      await field(main, t.selling.title).fill('Short');
      // The price box takes digits (and separators), not letters.
      await field(main, t.selling.price).pressSequentially('75o0a00');
      await expect(field(main, t.selling.price)).toHaveValue('75000');
      await field(main, t.selling.price).fill('');
      // One control is named "Choose pictures": the file input behind it is not a second one.
      await expect(main.getByRole('button', { name: t.selling.pictures.choose })).toHaveCount(1);

      // A text file named .jpg: the server judges the bytes. The message is the server's alone.
      await pictureInput(page).setInputFiles(text);
      await expect(
        main.getByRole('alert').getByText(formatMessage('picture_type', lang), { exact: true }),
      ).toBeVisible();
      // Over 15 MB and already small enough not to be scaled down: refused before it is sent.
      await pictureInput(page).setInputFiles(huge);
      await expect(
        main
          .getByRole('alert')
          .getByText(formatMessage('picture_too_large', lang, { maximum: 15 }), { exact: true }),
      ).toBeVisible();

      // An empty price and no city: each says what to do, not "Must be a number" or "> 0".
      await main.getByRole('button', { name: t.selling.preview }).click();
      await expect(field(main, t.selling.price)).toHaveAccessibleDescription(
        formatMessage('ad_price_required', lang),
      );
      await expect(field(main, t.selling.city)).toHaveAccessibleDescription(
        formatMessage('ad_city_required', lang),
      );
      // 0 is no fixed price.
      await field(main, t.selling.price).fill('0');
      await main.getByRole('button', { name: t.selling.preview }).click();
      await expect(field(main, t.selling.price)).toHaveAccessibleDescription(
        formatMessage('ad_price_positive', lang),
      );
      await field(main, t.selling.price).fill('750000');
      await expect(field(main, t.selling.price)).toHaveAccessibleDescription('');
      await field(main, t.selling.city).selectOption({ index: 2 });

      await main.getByRole('button', { name: t.selling.preview }).click();
      const attributes = await fetchAttributes(page, lang, CARS);
      const make = attributes.find((a) => a.required && a.type === 'dropdown');
      if (!make) throw new Error('no required attribute');
      await expect(field(main, make.name)).toHaveAccessibleDescription(
        formatMessage('required', lang),
      );
      await expect(field(main, t.selling.title)).toHaveAccessibleDescription(
        formatMessage('ad_title_length', lang),
      );
      await expect(
        main.getByText(formatMessage('ad_pictures_min', lang), { exact: true }),
      ).toBeVisible();
      // A picture added: the message about having none goes.
      await pictureInput(page).setInputFiles(photo);
      await expect(main.getByText(formatMessage('ad_pictures_min', lang))).toHaveCount(0);
      // Nothing typed is lost.
      await expect(field(main, t.selling.title)).toHaveValue('Short');
      await expect(field(main, t.selling.price)).toHaveValue('750000');
      await expectNoSeriousViolations(page);
    });
  });

  test(
    `[${lang}] My ads: edit an ad, mark it sold and delete it; an expired ad is renewed and goes live again; marking sold asks first, and a sold ad goes back on sale`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      // Two ads posted, edited, sold, put back on sale and deleted; another renewed.
      test.slow();
      await test.step('My ads: edit an ad, mark it sold and delete it', async () => {
        await signInAs(page, await createAccount(request, testInfo));
        const title = lang === 'ar' ? 'سيارة كيا ريو نظيفة جداً' : 'A very clean Kia Rio';
        const adId = await publishCar(page, lang, title, 40);
        const main = page.getByRole('main');

        await page.goto(`/${lang}/my-ads`);
        await expect(tab(page, lang, 'active')).toHaveText(/\(1\)/);
        const item = main.getByRole('listitem').filter({ hasText: title });
        await expect(item).toBeVisible();
        await expectNoSeriousViolations(page);

        // Edit: the same form, filled in, pictures included.
        await item.getByRole('link', { name: t.selling.myAds.edit }).click();
        await expect(field(main, t.selling.title)).toHaveValue(title);
        await expect(
          main.getByRole('listitem', {
            name: fill(t.selling.pictures.item, { position: 1, count: 1 }),
          }),
        ).toBeVisible();
        const edited = `${title} 2020`;
        await field(main, t.selling.title).fill(edited);
        await main.getByRole('button', { name: t.selling.preview }).click();
        await expect(
          main.getByRole('status').filter({ hasText: t.selling.previewNoteEdit }),
        ).toBeVisible();
        await main.getByRole('button', { name: t.selling.saveChanges }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/ad/${String(adId)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);

        // Sold: the ribbon on its page, the Sold tab.
        await page.goto(`/${lang}/my-ads`);
        await main
          .getByRole('listitem')
          .filter({ hasText: edited })
          .getByRole('button', { name: t.selling.myAds.markSold })
          .click();
        await page
          .getByRole('dialog', { name: t.selling.myAds.markSoldTitle })
          .getByRole('button', { name: t.selling.myAds.confirmMarkSold })
          .click();
        await expect(tab(page, lang, 'sold')).toHaveText(/\(1\)/);
        await expect(tab(page, lang, 'active')).toHaveText(/\(0\)/);
        await page.goto(`/${lang}/ad/${String(adId)}`);
        await expect(main.getByText(t.adDetail.sold, { exact: true })).toBeVisible();

        // Delete, after the confirmation: gone from My ads and from its address.
        await page.goto(`/${lang}/my-ads?tab=sold`);
        await main.getByRole('button', { name: t.selling.myAds.delete }).click();
        const dialog = page.getByRole('dialog', { name: t.selling.myAds.deleteTitle });
        await dialog.getByRole('button', { name: t.selling.myAds.confirmDelete }).click();
        await expect(tab(page, lang, 'sold')).toHaveText(/\(0\)/);
        const gone = await page.request.get(`/api/ads/${String(adId)}`);
        expect(gone.status()).toBe(410);
        await page.goto(`/${lang}/ad/${String(adId)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.goneTitle);
      });

      await test.step('My ads: an expired ad is renewed and goes live again', async () => {
        // The second demo account has expired ads (the seed); each language renews its own.
        await signInAs(page, { userName: 'demo2', password: 'demo12345' });
        const expired = await page.request.get('/api/selling/ads?tab=expired', {
          headers: { lang },
        });
        const ads = ((await expired.json()) as Envelope<MyAdsPage>).data.ads.sort(
          (a, b) => a.id - b.id,
        );
        const ad = lang === 'ar' ? ads[0] : ads.at(-1);
        if (!ad) throw new Error('the seed gave demo2 no expired ad');
        const main = page.getByRole('main');

        await page.goto(`/${lang}/my-ads?tab=expired`);
        const item = main.getByRole('listitem').filter({ hasText: ad.title });
        await item.getByRole('button', { name: t.selling.myAds.renew }).click();
        await expect(
          toast(page, lang === 'ar' ? 'إعلانك منشور من جديد.' : 'Your ad is live again.'),
        ).toBeVisible();
        await expect(item).toHaveCount(0);
        await tab(page, lang, 'active').click();
        await expect(main.getByRole('listitem').filter({ hasText: ad.title })).toBeVisible();
        const page1 = await page.request.get(`/api/ads/${String(ad.id)}`);
        expect(page1.status()).toBe(200);
      });

      await test.step('My ads: marking sold asks first, and a sold ad goes back on sale', async () => {
        await signInAs(page, await createAccount(request, testInfo));
        const title = lang === 'ar' ? 'سيارة هيونداي أكسنت للبيع' : 'A Hyundai Accent for sale';
        const adId = await publishCar(page, lang, title, 41);
        const main = page.getByRole('main');
        const item = main.getByRole('listitem').filter({ hasText: title });
        const confirmation = page.getByRole('dialog', { name: t.selling.myAds.markSoldTitle });
        const markSold = async () => {
          await item.getByRole('button', { name: t.selling.myAds.markSold }).click();
          await expect(confirmation).toContainText(title);
          await confirmation.getByRole('button', { name: t.selling.myAds.confirmMarkSold }).click();
          await expect(tab(page, lang, 'sold')).toHaveText(/\(1\)/);
        };

        // Cancel: nothing changes.
        await page.goto(`/${lang}/my-ads`);
        await item.getByRole('button', { name: t.selling.myAds.markSold }).click();
        await confirmation.getByRole('button', { name: t.selling.myAds.cancel }).click();
        await expect(confirmation).toHaveCount(0);
        await expect(item.getByRole('button', { name: t.selling.myAds.markSold })).toBeFocused();
        await expect(tab(page, lang, 'active')).toHaveText(/\(1\)/);
        await expect(tab(page, lang, 'sold')).toHaveText(/\(0\)/);

        // Sold, then available again: back in the active tab, its page without the ribbon.
        await markSold();
        await tab(page, lang, 'sold').click();
        await item.getByRole('button', { name: t.selling.myAds.availableAgain }).click();
        await expect(toast(page, BACK_ON_SALE.available[lang])).toBeVisible();
        await expect(tab(page, lang, 'active')).toHaveText(/\(1\)/);
        await expect(tab(page, lang, 'sold')).toHaveText(/\(0\)/);
        await page.goto(`/${lang}/ad/${String(adId)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(main.getByText(t.adDetail.sold, { exact: true })).toHaveCount(0);

        // Sold again, then relisted.
        await page.goto(`/${lang}/my-ads`);
        await markSold();
        await tab(page, lang, 'sold').click();
        await item.getByRole('button', { name: t.selling.myAds.relist }).click();
        await expect(toast(page, BACK_ON_SALE.relist[lang])).toBeVisible();
        await expect(tab(page, lang, 'active')).toHaveText(/\(1\)/);
        await expect(tab(page, lang, 'sold')).toHaveText(/\(0\)/);
      });
    },
  );
}
