import { expect, test, type Page } from '@playwright/test';
import { ALIVE_MARK, LIMITS } from '../../packages/contracts/src/constants';
import { createAccount, signInAs } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { nextResponse, openAd, slotOf, toast } from '../support/ad-page';
import { fetchReviews, findAds, postReview } from '../support/ad-detail-api';
import { LANGS, texts, type Lang } from '../support/i18n';

/**
 * Spec 4 "Review": add (sending state, toast, refetch), edit (cancel restores), delete, the
 * author-only options menu, load more by 5; another user gets no menu and a 403 from the API.
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

  test(`[${lang}] an author adds, edits (cancel restores) and deletes a review`, async ({
    page,
    request,
  }, testInfo) => {
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
    await expect(form.getByRole('textbox', { name: t.reviews.write })).toHaveValue('');
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

    // Edit and save: the new text, marked as edited.
    const edited = `${text} (+)`;
    await options.click();
    await page.getByRole('menuitem', { name: t.reviews.edit, exact: true }).click();
    await expect(editor).toHaveValue(text);
    await editor.fill(edited);
    await mine.getByRole('button', { name: t.reviews.save, exact: true }).click();
    await expect(toast(page, t.reviewEdited)).toBeVisible();
    await expect(mine).toContainText(edited);
    await expect(mine).toContainText(t.reviews.edited);
    const stored = (await fetchReviews(request, ad.id)).find((r) => r.review === edited);
    expect(stored, 'the edit reached the server').toBeDefined();

    // Delete.
    await options.click();
    await page.getByRole('menuitem', { name: t.reviews.delete, exact: true }).click();
    await expect(toast(page, t.reviewDeleted)).toBeVisible();
    await expect(mine).toHaveCount(0);
    expect((await fetchReviews(request, ad.id)).some((r) => r.review.startsWith(text))).toBe(false);
  });

  test(`[${lang}] another user sees no options menu and the API refuses them`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
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
    expect((await fetchReviews(request, ad.id)).find((r) => r.id === review.id)?.review).toBe(text);
  });

  test(`[${lang}] the options menu closes on an outside click and on Escape`, async ({
    page,
    request,
  }, testInfo) => {
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

  test(`[${lang}] shows 5 reviews, then 5 more per 'load more'`, async ({
    page,
    request,
  }, testInfo) => {
    const [, , , , , ad] = await findAds(request, lang, (item) => item.images.length > 0, 6);
    if (!ad) throw new Error('no ad');
    const step = LIMITS.reviewsStep;
    const existing = (await fetchReviews(request, ad.id)).length;
    const writer = await createAccount(request, testInfo);
    await signInAs(page, writer);
    // Enough for two clicks, the last page short: 2 × 5 + 1 at least.
    for (let i = existing; i < 2 * step + 1; i += 1) {
      await postReview(page.request, ad.id, unique(`review ${i}`));
    }
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

  test(`[${lang}] the reviews and their code load only when the reader comes near them`, async ({
    page,
    request,
  }) => {
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
    await expect
      .poll(() => page.evaluate<number>(`performance.getEntriesByName('${ALIVE_MARK}').length`))
      .toBe(1);
    // The app is alive and the reviews are far below the screen: nothing of them was asked for.
    expect(asked).toEqual([]);
    // The stand-in or the section, whichever is there (one replaces the other when it loads).
    await page.evaluate("document.getElementById('reviews')?.scrollIntoView()");
    await expect(reviewsRegion(page, lang)).toBeVisible();
    expect(asked).toContainEqual(`/api/reviews/${String(ad.id)}`);
  });

  test(`[${lang}] without a session the add box invites to log in`, async ({ page, request }) => {
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

  test(`[${lang}] the ad page, signed in with reviews, has no serious accessibility violation`, async ({
    page,
    request,
  }, testInfo) => {
    // A new account, a review and axe over the long page: more than the default 30 s under load.
    test.slow();
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
}
