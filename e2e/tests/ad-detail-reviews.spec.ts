import { appAlive } from '../support/page-data';
import { expect, test, type Page } from '@playwright/test';
import type { Ad, Paginated, RatingData } from '@souq/contracts';
import { LIMITS } from '../../packages/contracts/src/constants';
import { formatMessage } from '../../packages/contracts/src/validation-messages';
import { createAccount, DEMO, signInAs } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { nextResponse, openAd, slotOf, toast } from '../support/ad-page';
import { fetchReviews, findAds, postReview } from '../support/ad-detail-api';
import { fill, LANGS, texts, type Lang } from '../support/i18n';

/**
 * Spec 4 "Review": add (sending state, toast, refetch), edit (cancel restores), delete, the
 * author-only options menu, load more by 5; another user gets no menu and a 403 from the API.
 * Issue 16: one review per user (who has one edits it in place of the add box), none and no
 * rating on one's own ad, and 0 on the rating picker removes the user's rating.
 */

function reviewsRegion(page: Page, lang: Lang) {
  return page.getByRole('region', { name: texts(lang).reviews.title, exact: true });
}

function reviewItem(page: Page, lang: Lang, text: string) {
  return reviewsRegion(page, lang).getByRole('listitem').filter({ hasText: text });
}

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] an author adds, edits (cancel restores) and deletes a review; choosing 0 on the rating picker removes the user's rating`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      // Two accounts write through the page: a review added, edited and deleted; four ratings.
      test.slow();
      await test.step('an author adds, edits (cancel restores) and deletes a review', async () => {
        const author = await createAccount(request, testInfo);
        // Its own ad: no parallel run puts a newer review above this one.
        const ads = await findAds(request, lang, (item) => item.images.length > 0, 24);
        const ad = ads[20 + slotOf(lang, testInfo)];
        if (!ad) throw new Error('no ad');
        await signInAs(page, author);
        await openAd(page, lang, ad);
        const region = reviewsRegion(page, lang);
        const form = region.locator('form');
        await expect(form.getByText(author.name, { exact: true })).toBeVisible();

        // Adding: the button says it is sending and cannot be pressed twice.
        const text = unique(lang === 'ar' ? 'دراجة ممتازة وسعر مناسب' : 'Great bike, fair price');
        await form.getByRole('textbox', { name: t.reviews.write }).fill(text);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/reviews', async (route) => {
          await held;
          await route.continue();
        });
        await form.getByRole('button', { name: t.reviews.send, exact: true }).click();
        const sending = form.getByRole('button', { name: t.reviews.sending, exact: true });
        await expect(sending).toBeDisabled();
        const refetch = nextResponse(page, 'GET', `/api/reviews/${ad.id}`);
        release();
        await refetch;
        await expect(toast(page, t.reviewAdded)).toBeVisible();
        // One review per user: the add box gives way to theirs, to edit, and the API says 409.
        await expect(region.getByRole('textbox', { name: t.reviews.write })).toHaveCount(0);
        const yours = region
          .getByRole('heading', { level: 3, name: t.reviews.yours })
          .locator('..');
        await expect(yours).toContainText(text);
        const again = await page.request.post('/api/reviews', {
          data: { entity_type: 'ad', entity_id: ad.id, review: 'A second one' },
        });
        expect(again.status()).toBe(409);
        // The account is new: its name marks its one review, in view and in edit mode alike.
        const mine = reviewItem(page, lang, author.name);
        await expect(mine).toHaveCount(1);
        await expect(mine).toContainText(text);
        await expect(mine).not.toContainText(t.reviews.edited);
        await expect(region.getByRole('listitem').first()).toContainText(text);

        // Edit, then cancel: the original text comes back.
        const options = mine.getByRole('button', { name: t.reviews.options, exact: true });
        await options.click();
        await page.getByRole('menuitem', { name: t.reviews.edit, exact: true }).click();
        const editor = mine.getByRole('textbox', { name: t.reviews.editLabel, exact: true });
        await expect(editor).toHaveValue(text);
        await editor.fill('not kept');
        await mine.getByRole('button', { name: t.reviews.cancel, exact: true }).click();
        await expect(editor).toHaveCount(0);
        await expect(mine).toContainText(text);
        await expect(mine).not.toContainText('not kept');

        // Edit from the user's box and save: the new text, marked as edited in the list.
        const edited = `${text} (+)`;
        await yours.getByRole('button', { name: t.reviews.editLabel, exact: true }).click();
        const boxEditor = yours.getByRole('textbox', { name: t.reviews.editLabel, exact: true });
        await expect(boxEditor).toHaveValue(text);
        await boxEditor.fill(edited);
        await yours.getByRole('button', { name: t.reviews.save, exact: true }).click();
        await expect(toast(page, t.reviewEdited)).toBeVisible();
        await expect(yours).toContainText(edited);
        await expect(mine).toContainText(edited);
        await expect(mine).toContainText(t.reviews.edited);
        const stored = (await fetchReviews(request, ad.id)).find((r) => r.review === edited);
        expect(stored, 'the edit reached the server').toBeDefined();

        // Delete.
        await options.click();
        await page.getByRole('menuitem', { name: t.reviews.delete, exact: true }).click();
        await expect(toast(page, t.reviewDeleted)).toBeVisible();
        await expect(mine).toHaveCount(0);
        expect((await fetchReviews(request, ad.id)).some((r) => r.review.startsWith(text))).toBe(
          false,
        );
        // With none left, the add box is back.
        await expect(form.getByRole('textbox', { name: t.reviews.write })).toHaveValue('');
      });

      await test.step("choosing 0 on the rating picker removes the user's rating", async () => {
        const account = await createAccount(request, testInfo);
        // Its own ad, so the counts below are this test's alone.
        const ads = await findAds(request, lang, (item) => item.images.length > 0, 36);
        const ad = ads[32 + slotOf(lang, testInfo)];
        if (!ad) throw new Error('no ad');
        await signInAs(page, account);
        const rated = await page.request.post('/api/ratings', {
          data: { entity_type: 'ad', entity_id: ad.id, rating: 4 },
        });
        expect(rated.ok(), await rated.text()).toBe(true);
        await openAd(page, lang, ad);
        const main = page.getByRole('main');
        const yours = (rating: number) =>
          main.getByText(fill(t.adDetail.rating.yours, { rating }), { exact: true });
        const count = (n: number) =>
          main.getByText(fill(t.adDetail.ratingsCount, { n }), { exact: true });
        await expect(yours(4)).toBeVisible();
        await expect(count(ad.ratings_count + 1)).toBeVisible();

        // The keyboard: Home is 0, 'no rating'; Enter sends it, which removes the rating.
        const open = page.getByRole('button', { name: t.adDetail.rating.open, exact: true });
        await open.click();
        const slider = page.getByRole('slider', { name: t.adDetail.rating.label, exact: true });
        await slider.press('Home');
        await expect(slider).toHaveAttribute('aria-valuetext', t.adDetail.rating.none);
        let sent = nextResponse(page, 'POST', '/api/ratings');
        await slider.press('Enter');
        let answer = await sent;
        expect(answer.request().postDataJSON()).toMatchObject({ entity_id: ad.id, rating: 0 });
        const removed = ((await answer.json()) as { data: RatingData }).data;
        expect(removed).toMatchObject({ my_rating: null, ratings_count: ad.ratings_count });
        await expect(toast(page, t.adDetail.rating.removed)).toBeVisible();
        await expect(yours(4)).toHaveCount(0);
        await expect(count(ad.ratings_count)).toBeVisible();

        // Rated again, the picker offers a button that removes it.
        await open.click();
        await expect(page.getByRole('button', { name: t.adDetail.rating.remove })).toHaveCount(0);
        await slider.press('End');
        await slider.press('Enter');
        await expect(yours(5)).toBeVisible();
        await open.click();
        sent = nextResponse(page, 'POST', '/api/ratings');
        await page.getByRole('button', { name: t.adDetail.rating.remove, exact: true }).click();
        answer = await sent;
        expect(answer.request().postDataJSON()).toMatchObject({ rating: 0 });
        await expect(yours(5)).toHaveCount(0);
        await expect(count(ad.ratings_count)).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
        await expect(main.getByText(fill(t.adDetail.rating.yours, { rating: 5 }))).toHaveCount(0);
      });
    },
  );

  test(`[${lang}] the reviews and their code load only when the reader comes near them; without a session the add box invites to log in; 5 reviews, then 5 more per 'load more'; another user sees no options menu and the API refuses them; the options menu closes on an outside click and on Escape; the ad page, signed in with reviews, has no serious accessibility violation; one's own ad offers neither the rating button nor the review box`, async ({
    page,
    request,
    playwright,
    browser,
  }, testInfo) => {
    // Seven visits of ad pages, anonymous, then as a new account, then as the demo seller.
    test.slow();
    await test.step('the reviews and their code load only when the reader comes near them', async () => {
      const [ad] = await findAds(request, lang, (item) => item.images.length > 0);
      if (!ad) throw new Error('no ad');
      // A screen much shorter than the page, whatever the project's.
      await page.setViewportSize({ width: 390, height: 600 });
      const asked: string[] = [];
      page.on('request', (sent) => {
        const { pathname } = new URL(sent.url());
        if (pathname === `/api/reviews/${String(ad.id)}` || pathname.includes('reviews-section')) {
          asked.push(pathname);
        }
      });
      await page.goto(`/${lang}/ad/${String(ad.id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
      await appAlive(page);
      // The app is alive and the reviews are far below the screen: nothing of them was asked for.
      expect(asked).toEqual([]);
      // The stand-in or the section, whichever is there (one replaces the other when it loads).
      await page.evaluate("document.getElementById('reviews')?.scrollIntoView()");
      await expect(reviewsRegion(page, lang)).toBeVisible();
      // The section asks for them once it is on screen (from an effect, which Preact runs after
      // the next paint: not necessarily by the time the section is seen).
      await expect.poll(() => asked).toContainEqual(`/api/reviews/${String(ad.id)}`);
      // The project's own screen again, for the steps below.
      const { viewport } = testInfo.project.use;
      if (viewport) await page.setViewportSize(viewport);
    });

    await test.step('without a session the add box invites to log in', async () => {
      const [ad] = await findAds(request, lang, (item) => item.images.length > 0);
      if (!ad) throw new Error('no ad');
      await openAd(page, lang, ad);
      const region = reviewsRegion(page, lang);
      await expect(region.getByText(t.reviews.loginToReview, { exact: true })).toBeVisible();
      await expect(region.getByRole('textbox')).toHaveCount(0);
      await region.getByRole('link', { name: t.login, exact: true }).click();
      await expect(page).toHaveURL(
        `/${lang}/login?${new URLSearchParams({ redirect: `/${lang}/ad/${ad.id}` }).toString()}`,
      );
    });

    await test.step("shows 5 reviews, then 5 more per 'load more'", async () => {
      const [, , , , , ad] = await findAds(request, lang, (item) => item.images.length > 0, 6);
      if (!ad) throw new Error('no ad');
      const step = LIMITS.reviewsStep;
      const existing = (await fetchReviews(request, ad.id)).length;
      // Enough for two clicks, the last page short: 2 × 5 + 1 at least, one per writer, all at
      // once (each a sign-up, a sign-in and a review).
      const missing = Math.max(0, 2 * step + 1 - existing);
      await Promise.all(
        Array.from({ length: missing }, async (_, n) => {
          const account = await createAccount(request, testInfo);
          const writer = await playwright.request.newContext({
            baseURL: testInfo.project.use.baseURL,
          });
          const login = await writer.post('/api/login', {
            data: { userName: account.userName, password: account.password },
          });
          expect(login.ok(), await login.text()).toBe(true);
          await postReview(writer, ad.id, unique(`review ${String(existing + n)}`));
          await writer.dispose();
        }),
      );
      const response = nextResponse(page, 'GET', `/api/reviews/${ad.id}`);
      await openAd(page, lang, ad);
      const total = ((await (await response).json()) as { data: unknown[] }).data.length;
      expect(total).toBeGreaterThan(2 * step);

      const items = reviewsRegion(page, lang).getByRole('listitem');
      const more = reviewsRegion(page, lang).getByRole('button', { name: t.reviews.loadMore });
      let shown: number = step;
      await expect(items).toHaveCount(shown);
      while (shown < total) {
        await more.click();
        shown = Math.min(total, shown + step);
        await expect(items).toHaveCount(shown);
      }
      await expect(more).toHaveCount(0);
    });

    await test.step('another user sees no options menu and the API refuses them', async () => {
      const [, , , ad] = await findAds(request, lang, (item) => item.images.length > 0, 4);
      if (!ad) throw new Error('no ad');
      const author = await createAccount(request, testInfo);
      const authorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const authorPage = await authorContext.newPage();
      await signInAs(authorPage, author);
      const text = unique(lang === 'ar' ? 'مراجعة لا يعدّلها غيري' : 'Only I may change this');
      const review = await postReview(authorPage.request, ad.id, text);
      await authorContext.close();

      await signInAs(page, await createAccount(request, testInfo));
      await openAd(page, lang, ad);
      const item = reviewItem(page, lang, text);
      await expect(item).toBeVisible();
      await expect(item.getByRole('button', { name: t.reviews.options })).toHaveCount(0);

      const put = await page.request.put(`/api/reviews/${review.id}`, {
        data: { review: 'hijacked' },
      });
      expect(put.status()).toBe(403);
      const removed = await page.request.delete(`/api/reviews/${review.id}`);
      expect(removed.status()).toBe(403);
      expect((await fetchReviews(request, ad.id)).find((r) => r.id === review.id)?.review).toBe(
        text,
      );
    });

    await test.step('the options menu closes on an outside click and on Escape', async () => {
      const author = await createAccount(request, testInfo);
      const [, , , , ad] = await findAds(request, lang, (item) => item.images.length > 0, 5);
      if (!ad) throw new Error('no ad');
      await signInAs(page, author);
      const text = unique('menu');
      await postReview(page.request, ad.id, text);
      await openAd(page, lang, ad);
      const options = reviewItem(page, lang, text).getByRole('button', { name: t.reviews.options });
      const menu = page.getByRole('menu', { name: t.reviews.options });

      await options.click();
      await expect(menu).toBeVisible();
      await expect(page.getByRole('menuitem', { name: t.reviews.edit })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: t.reviews.delete })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(options).toBeFocused();

      await options.click();
      await expect(menu).toBeVisible();
      await page.getByRole('heading', { level: 2, name: t.reviews.title }).click();
      await expect(menu).toHaveCount(0);
    });

    await test.step('the ad page, signed in with reviews, has no serious accessibility violation', async () => {
      const [ad] = await findAds(request, lang, (item) => item.images.length > 1);
      if (!ad) throw new Error('no ad');
      await signInAs(page, await createAccount(request, testInfo));
      await postReview(page.request, ad.id, unique('axe'));
      await openAd(page, lang, ad);
      await expect(reviewsRegion(page, lang).getByRole('listitem').first()).toBeVisible();
      await page.getByRole('button', { name: t.adDetail.rating.open, exact: true }).click();
      await expect(page.getByRole('slider')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step("one's own ad offers neither the rating button nor the review box", async () => {
      // The demo account publishes ads in person (the seed).
      const login = await page.request.post('/api/login', { data: DEMO });
      expect(login.ok(), await login.text()).toBe(true);
      const me = ((await login.json()) as { data: { user: { id: number } } }).data.user;
      const listed = await page.request.post('/api/ads/user-ads', {
        data: { entity_type: 'client', entity_id: me.id },
        headers: { lang },
      });
      const [ad] = ((await listed.json()) as { data: Paginated<Ad> }).data.data;
      if (!ad) throw new Error('the demo account has no ad');
      await openAd(page, lang, ad);
      await expect(page.getByRole('button', { name: t.adDetail.rating.open })).toHaveCount(0);
      const region = reviewsRegion(page, lang);
      await expect(region.getByText(t.reviews.ownAd, { exact: true })).toBeVisible();
      await expect(region.getByRole('textbox')).toHaveCount(0);

      // The API refuses them too, in the page's language.
      const entity = { entity_type: 'ad', entity_id: ad.id };
      for (const [path, extra] of [
        ['/api/reviews', { review: 'The best' }],
        ['/api/ratings', { rating: 5 }],
      ] as const) {
        const refused = await page.request.post(path, {
          data: { ...entity, ...extra },
          headers: { lang },
        });
        expect(refused.status()).toBe(422);
        expect(((await refused.json()) as { message: string }).message).toBe(
          formatMessage('feedback_own_ad', lang),
        );
      }
    });
  });
}
