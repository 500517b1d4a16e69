import { expect, test, type Page } from '@playwright/test';
import type { UserProfile } from '@souq/contracts';
import { createAccount, signInAs } from '../support/accounts';
import { slotOf, toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { fill, LANGS, texts, type Lang } from '../support/i18n';
import {
  expectContactLink,
  expectSellerSummary,
  fetchUserProfile,
  followAfterLogin,
  saveScreenshot,
  sellerForSlot,
  sellerPage,
} from '../support/sellers';

/**
 * Spec 2, 3, 4 and 8, the user page (`/{lang}/user/{id}/profile`): its contents from the API,
 * following without a session (login, then back), following and unfollowing kept after a reload.
 */

async function expectUserContents(page: Page, lang: Lang, user: UserProfile) {
  const t = texts(lang);
  const { main, contact } = sellerPage(page, lang);
  await expectSellerSummary(page, lang, {
    ...user,
    ads: user.ads_count,
    followers: user.followers_count,
  });
  if (user.avatar) {
    await expect(
      main.getByRole('img', { name: fill(t.userProfile.avatar, { name: user.name }) }),
    ).toBeVisible();
  }
  await expect(
    main
      .getByRole('region', { name: t.userProfile.bio })
      .getByText(user.profile_description ?? t.userProfile.noBio, { exact: true }),
  ).toBeVisible();
  if (user.phone_number) {
    await expectContactLink(page, lang, user.phone_number, `tel:${user.phone_number}`);
  }
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(0);
  const place = [user.city, user.country].filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
  if (place) await expect(contact.getByText(place, { exact: true })).toBeVisible();
  const ads = main
    .getByRole('region', { name: fill(t.userProfile.ads, { name: user.name }) })
    .getByRole('article');
  await expect(ads).toHaveCount(Math.min(user.ads_count, 12));
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the user page shows the seller`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const id = await sellerForSlot(request, lang, 'client', slotOf(lang, testInfo));
      const user = await fetchUserProfile(request, lang, id);
      await page.goto(`/${lang}/user/${id}/profile`);
      await expectUserContents(page, lang, user);
      await expectNoSeriousViolations(page);
      await saveScreenshot(page, testInfo, lang, 'user');
    },
  );

  test(`[${lang}] a visitor follows the seller after logging in; a failed follow says 'Error!!'; one's own page has no follow button`, async ({
    page,
    request,
  }, testInfo) => {
    // A login, two follows, two reloads and a failed follow.
    test.slow();
    await test.step('a visitor follows the seller after logging in', async () => {
      const account = await createAccount(request, testInfo);
      const id = await sellerForSlot(request, lang, 'client', slotOf(lang, testInfo));
      const user = await fetchUserProfile(request, lang, id);
      const path = `/${lang}/user/${id}/profile`;
      await page.goto(path);
      await followAfterLogin(page, lang, {
        path,
        account,
        followers: user.followers_count,
        api: { follow: '/api/follow', unfollow: '/api/follow' },
      });
    });

    await test.step("a failed follow says 'Error!!'; one's own page has no follow button", async () => {
      const account = await createAccount(request, testInfo);
      await signInAs(page, account);
      const id = await sellerForSlot(request, lang, 'client', slotOf(lang, testInfo) + 4);
      await page.route('**/api/follow', (route) =>
        route.fulfill({ status: 500, json: { message: 'boom' } }),
      );
      await page.goto(`/${lang}/user/${id}/profile`);
      const { follow, main } = sellerPage(page, lang);
      await follow.click();
      await expect(toast(page, t.userProfile.followError)).toBeVisible();
      await expect(follow).toBeVisible();

      const me = (await (await page.request.get('/api/me')).json()) as { data: { id: number } };
      await page.goto(`/${lang}/user/${me.data.id}/profile`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.name);
      await expect(main.getByText(t.categoryPage.noProducts)).toBeVisible();
      await expect(main.getByRole('button', { name: t.sellers.follow, exact: true })).toHaveCount(
        0,
      );
    });
  });
}
