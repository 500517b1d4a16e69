import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { Ad } from '@souq/contracts';
import { createAccount, signInAs, submitLogin } from '../support/accounts';
import { nextResponse, openAd, slotOf, toast } from '../support/ad-page';
import { findAds } from '../support/ad-detail-api';
import { fill, LANGS, texts, type Lang } from '../support/i18n';

/**
 * Spec 4 and 8, like and favourite: without a session the error toast and login, which brings
 * the user back to the ad; with one the success toasts, the pressed state and the counter,
 * kept after a reload.
 */

function buttons(page: Page, lang: Lang) {
  const t = texts(lang);
  const main = page.getByRole('main');
  return {
    like: main.getByRole('button', { name: t.adDetail.like, exact: true }),
    favorite: main.getByRole('button', { name: t.adDetail.favorite, exact: true }),
  };
}

/** The test's own ad (the `slot` one of a group of four), so no parallel test moves its counter. */
async function someAd(page: Page, lang: Lang, group: number, testInfo: TestInfo): Promise<Ad> {
  const index = group * 4 + slotOf(lang, testInfo);
  const ads = await findAds(page.request, lang, (ad) => ad.images.length > 0, index + 1);
  const ad = ads[index];
  if (!ad) throw new Error('no ad');
  return ad;
}

/**
 * Like or favourite pressed without a session: the error toast on the page's end side, login,
 * and back on the ad with the button still not pressed.
 */
async function pressWithoutSession(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  button: 'like' | 'favorite',
  testInfo: TestInfo,
): Promise<void> {
  const t = texts(lang);
  const account = await createAccount(request, testInfo);
  const ad = await someAd(page, lang, 4, testInfo);
  const message = button === 'like' ? t.loginRequiredForLike : t.loginRequiredForFavorite;
  await openAd(page, lang, ad);
  await buttons(page, lang)[button].click();
  await expect(toast(page, message)).toBeVisible();
  // On the page's end side: the right in English, the left in Arabic.
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await toast(page, message).boundingBox();
      return box && (lang === 'ar' ? box.x < width / 2 : box.x + box.width > width / 2);
    })
    .toBe(true);
  await expect(page).toHaveURL(
    `/${lang}/login?${new URLSearchParams({ redirect: `/${lang}/ad/${ad.id}` }).toString()}`,
  );
  await submitLogin(page, t, account.userName, account.password);
  await expect(page).toHaveURL(`/${lang}/ad/${ad.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
  await expect(buttons(page, lang)[button]).toHaveAttribute('aria-pressed', 'false');
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] like and favorite without a session ask to log in and come back; a failed like shows the server's message`, async ({
    page,
    request,
  }, testInfo) => {
    // Three visits of ad pages, two logins.
    test.slow();
    await test.step('like without a session asks to log in and comes back', () =>
      pressWithoutSession(page, request, lang, 'like', testInfo));

    await test.step('favorite without a session asks to log in and comes back', async () => {
      await page.context().clearCookies();
      await pressWithoutSession(page, request, lang, 'favorite', testInfo);
    });

    await test.step("a failed like shows the server's message", async () => {
      await signInAs(page, await createAccount(request, testInfo));
      const ad = await someAd(page, lang, 7, testInfo);
      await openAd(page, lang, ad);
      const message =
        lang === 'ar' ? 'الخدمة غير متاحة مؤقتاً.' : 'The service is temporarily unavailable.';
      await page.route('**/api/likes/toggle', (route) =>
        route.fulfill({ status: 503, json: { message } }),
      );
      await buttons(page, lang).like.click();
      await expect(toast(page, message)).toBeVisible();
      await expect(buttons(page, lang).like).toHaveAttribute('aria-pressed', 'false');

      await page.route('**/api/favorites/toggle', (route) => route.abort('failed'));
      await buttons(page, lang).favorite.click();
      await expect(toast(page, t.errorOccurred)).toBeVisible();
    });
  });

  test(
    `[${lang}] a signed-in user likes and unlikes, with toasts and the counter; favourites and unfavourites, kept after a reload`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      // Two ads, each changed twice through the page, with three reloads.
      test.slow();
      await signInAs(page, await createAccount(request, testInfo));
      await test.step('a signed-in user likes and unlikes, with toasts and the counter', async () => {
        const ad = await someAd(page, lang, 5, testInfo);
        await openAd(page, lang, ad);
        const { like } = buttons(page, lang);
        const main = page.getByRole('main');
        await expect(like).toHaveAttribute('aria-pressed', 'false');

        const liked = nextResponse(page, 'POST', '/api/likes/toggle');
        await like.click();
        const on = (
          (await (await liked).json()) as { data: { is_liked: boolean; likes_count: number } }
        ).data;
        expect(on.is_liked).toBe(true);
        await expect(toast(page, t.like_success)).toBeVisible();
        await expect(like).toHaveAttribute('aria-pressed', 'true');
        await expect(
          main.getByText(fill(t.adDetail.likesCount, { n: on.likes_count }), { exact: true }),
        ).toBeVisible();

        await page.reload();
        await expect(like).toHaveAttribute('aria-pressed', 'true');

        const unliked = nextResponse(page, 'POST', '/api/likes/toggle');
        await like.click();
        const off = ((await (await unliked).json()) as { data: { likes_count: number } }).data;
        expect(off.likes_count).toBe(on.likes_count - 1);
        await expect(toast(page, t.unlike_success)).toBeVisible();
        await expect(like).toHaveAttribute('aria-pressed', 'false');
        await expect(
          main.getByText(fill(t.adDetail.likesCount, { n: off.likes_count }), { exact: true }),
        ).toBeVisible();
      });

      await test.step('a signed-in user favourites and unfavourites, kept after a reload', async () => {
        const ad = await someAd(page, lang, 6, testInfo);
        await openAd(page, lang, ad);
        const { favorite } = buttons(page, lang);
        await expect(favorite).toHaveAttribute('aria-pressed', 'false');

        await favorite.click();
        await expect(toast(page, t.favorite_success)).toBeVisible();
        await expect(favorite).toHaveAttribute('aria-pressed', 'true');
        await page.reload();
        await expect(favorite).toHaveAttribute('aria-pressed', 'true');
        const favorites = await page.request.get('/api/favorites', { headers: { lang } });
        const listed = ((await favorites.json()) as { data: { ads: { id: number }[] } }).data.ads;
        expect(listed.map((item) => item.id)).toContain(ad.id);

        await favorite.click();
        await expect(toast(page, t.unfavorite_success)).toBeVisible();
        await expect(favorite).toHaveAttribute('aria-pressed', 'false');
        await page.reload();
        await expect(favorite).toHaveAttribute('aria-pressed', 'false');
      });
    },
  );
}
