import { expect, test, type Page } from '@playwright/test';
import type { Store } from '@souq/contracts';
import { createAccount, signInAs } from '../support/accounts';
import { slotOf, toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { fill, LANGS, texts, type Lang } from '../support/i18n';
import { apiData, saveFullShot } from '../support/info-pages';
import {
  expectContactLink,
  expectSellerSummary,
  fetchStore,
  followAfterLogin,
  saveScreenshot,
  sellerForSlot,
  sellerPage,
} from '../support/sellers';

/**
 * Spec 2, 3, 4 and 8, the store page: its contents from the API and its whole cover at both
 * widths; following it without a session (login, then back), following and unfollowing with the
 * count kept after a reload.
 */

async function expectStoreContents(page: Page, lang: Lang, store: Store) {
  const t = texts(lang);
  const { main, contact } = sellerPage(page, lang);
  await expectSellerSummary(page, lang, {
    ...store,
    name: store.store_name,
    ads: store.total_number_of_ads,
    followers: store.follower_number,
  });
  await expect(
    main.getByRole('img', { name: fill(t.store.logo, { name: store.store_name }) }),
  ).toBeVisible();
  await expect(main.getByText(store.store_description, { exact: true })).toBeVisible();
  if (store.store_email) {
    await expectContactLink(page, lang, store.store_email, `mailto:${store.store_email}`);
  }
  if (store.store_website) {
    const website = store.store_website.replace(/^https?:\/\//, '');
    await expectContactLink(page, lang, website, store.store_website);
  }
  if (store.store_phone_number) {
    const phone = store.store_phone_number;
    await expectContactLink(page, lang, phone, `tel:${phone}`);
  }
  const place = [store.city?.name, store.country?.name]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  await expect(contact.getByText(place, { exact: true })).toBeVisible();
  await expect(contact.getByRole('link', { name: t.store.openMap })).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.openstreetmap\\.org/\\?mlat=${String(store.latitude)}&`),
  );
  const ads = main.getByRole('region', { name: t.store.ads }).getByRole('article');
  await expect(ads).toHaveCount(Math.min(store.total_number_of_ads, 12));
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the store page shows the store; the seeded store's page shows its whole cover`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      test.slow();
      await test.step('the store page shows the store', async () => {
        const id = await sellerForSlot(request, lang, 'store', slotOf(lang, testInfo));
        const store = await fetchStore(request, lang, id);
        await page.goto(`/${lang}/store/${id}`);
        await expectStoreContents(page, lang, store);
        await expectNoSeriousViolations(page);
        await saveScreenshot(page, testInfo, lang, 'store');
      });

      // Issue 41, item 27: a store's cover is shown whole at every width (cropped to a fixed
      // height, its subject was cut at the sides on a phone and at the top and bottom on a
      // desktop).
      await test.step('the store page shows its whole cover', async () => {
        const store = await apiData<Store>(request, 'stores/1', lang);
        if (!store.store_cover_image) throw new Error('the seeded store has a cover');
        await page.goto(`/${lang}/store/1`);
        const selector = `main img[src="${store.store_cover_image}"]`;
        await expect(page.locator(selector)).toBeVisible();
        const img = `document.querySelector('${selector}')`;
        await expect.poll(() => page.evaluate<number>(`${img}.naturalWidth`)).toBeGreaterThan(0);
        const shown = await page.evaluate<{ fit: string; box: number; picture: number }>(`({
          fit: getComputedStyle(${img}).objectFit,
          box: ${img}.clientWidth / ${img}.clientHeight,
          picture: ${img}.naturalWidth / ${img}.naturalHeight,
        })`);
        // Fitted, never cropped; and in a box of its own proportions, so a banner fills it.
        expect(shown.fit).toBe('contain');
        expect(Math.abs(shown.box / shown.picture - 1)).toBeLessThan(0.02);
        await saveFullShot(page, testInfo, lang, 'store-cover');
      });
    },
  );

  test(
    `[${lang}] a visitor follows the store after logging in; a failed follow says 'Error try again'; an unknown store is not found`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      // A login, two follows, two reloads and a failed follow.
      test.slow();
      await test.step('a visitor follows the store after logging in', async () => {
        const account = await createAccount(request, testInfo);
        const id = await sellerForSlot(request, lang, 'store', slotOf(lang, testInfo));
        const store = await fetchStore(request, lang, id);
        const path = `/${lang}/store/${id}`;
        await page.goto(path);
        await followAfterLogin(page, lang, {
          path,
          account,
          followers: store.follower_number,
          api: { follow: '/api/store-follow/follow', unfollow: '/api/store-follow/unfollow' },
        });
      });

      await test.step("a failed follow says 'Error try again'; an unknown store is not found", async () => {
        await signInAs(page, await createAccount(request, testInfo));
        const id = await sellerForSlot(request, lang, 'store', slotOf(lang, testInfo) + 4);
        await page.route('**/api/store-follow/follow', (route) =>
          route.fulfill({ status: 500, json: { message: 'boom' } }),
        );
        await page.goto(`/${lang}/store/${id}`);
        const { follow } = sellerPage(page, lang);
        await follow.click();
        await expect(toast(page, t.store.followError)).toBeVisible();
        await expect(follow).toBeVisible();

        // Signed in, the page is rendered in the browser: the store's 404 is the not-found page.
        await page.goto(`/${lang}/store/2000000000`);
        await expect(
          page.getByRole('main').getByRole('heading', { level: 1, name: t.notFound.title }),
        ).toBeVisible();
      });
    },
  );
}
