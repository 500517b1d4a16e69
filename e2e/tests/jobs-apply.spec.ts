import { expect, test } from '@playwright/test';
import { createAccount, signInAs, submitLogin } from '../support/accounts';
import { toast } from '../support/ad-page';
import { dateText, fill, LANGS, texts } from '../support/i18n';
import {
  applyButton,
  cardHeart,
  cardOf,
  detailHeart,
  fetchOffers,
  openJob,
  openJobs,
  openOffers,
} from '../support/jobs';

/**
 * Spec 4 and 8, applying and favourite jobs: each test has a fresh account, so what it applies
 * to or saves is its own.
 */

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] a signed-in user saves a job, applies, and applying again says already applied`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      test.slow();
      await signInAs(page, await createAccount(request, testInfo));
      const [offer, other] = await openOffers(request, lang, 2);
      if (!offer || !other) throw new Error('no open offers');
      const main = page.getByRole('main');

      // The heart of a card turns red, and stays so on the job's page.
      await openJobs(page, lang, (await fetchOffers(request, lang)).total);
      const card = cardOf(main, offer.title);
      const heart = cardHeart(card, lang, offer.title);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(toast(page, t.jobs.favoriteAdded)).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart.locator('svg')).toHaveClass(/fill-red-600/);
      await card.getByRole('link', { name: offer.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
      await expect(detailHeart(page, lang)).toHaveAttribute('aria-pressed', 'true');

      // Applying: the toast, the button gives way to 'already applied', the list shows the badge.
      await applyButton(page, lang).click();
      await expect(toast(page, t.applySuccess)).toBeVisible();
      await expect(main.getByText(t.jobs.alreadyAppliedLabel, { exact: true })).toBeVisible();
      await expect(applyButton(page, lang)).toHaveCount(0);
      await page.goBack();
      await expect(cardOf(main, offer.title).getByTestId('applied-badge')).toHaveText(
        t.jobs.applied,
      );
      await page.reload();
      await expect(cardOf(main, offer.title).getByTestId('applied-badge')).toBeVisible();
      await expect(cardHeart(cardOf(main, offer.title), lang, offer.title)).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // Applied meanwhile elsewhere (another tab): the server answers 409, the page catches up.
      await openJob(page, lang, other);
      const elsewhere = await page.request.post('/api/job-applications', {
        data: { job_offer_id: other.id },
      });
      expect(elsewhere.status()).toBe(201);
      await applyButton(page, lang).click();
      await expect(toast(page, t.alreadyApplied)).toBeVisible();
      await expect(main.getByText(t.jobs.alreadyAppliedLabel, { exact: true })).toBeVisible();

      // A failed favourite toggle says so and changes nothing.
      await page.route('**/api/job-offers/favorites/toggle?**', (route) => route.abort('failed'));
      await detailHeart(page, lang).click();
      await expect(toast(page, t.favorite_error)).toBeVisible();
      await expect(detailHeart(page, lang)).toHaveAttribute('aria-pressed', 'false');
      await page.unroute('**/api/job-offers/favorites/toggle?**');

      // My applications, from the profile: both jobs, the latest first, with today's date.
      await page.goto(`/${lang}/profile`);
      await page.getByRole('link', { name: t.applications.title, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t.applications.title }),
      ).toBeVisible();
      const applied = main.getByRole('listitem').filter({ has: page.getByTestId('job-card') });
      await expect(applied).toHaveCount(2);
      await expect(applied.nth(0).getByTestId('job-card')).toContainText(other.title);
      await expect(applied.nth(1).getByTestId('job-card')).toContainText(offer.title);
      const today = fill(t.applications.appliedOn, {
        date: dateText(lang, new Date().toISOString()),
      });
      await expect(applied.nth(0).getByText(today, { exact: true })).toBeVisible();
    },
  );

  test(`[${lang}] My applications says so when the user applied for nothing yet; applying without a session goes to login and back, a failure shows the server's message`, async ({
    page,
    request,
  }, testInfo) => {
    // Two new accounts, the second signing in through the login page.
    test.slow();
    await test.step('My applications says so when the user applied for nothing yet', async () => {
      await signInAs(page, await createAccount(request, testInfo));
      await page.goto(`/${lang}/applications`);
      await expect(page.getByText(t.applications.none)).toBeVisible();
      await page.getByRole('link', { name: t.applications.browse, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/jobs`);
    });

    await test.step("applying without a session goes to login and back; a failure shows the server's message", async () => {
      await page.context().clearCookies();
      const account = await createAccount(request, testInfo);
      const [offer] = await openOffers(request, lang, 1);
      if (!offer) throw new Error('no open offer');
      await openJob(page, lang, offer);
      await applyButton(page, lang).click();
      await expect(toast(page, t.jobs.loginRequiredToApply)).toBeVisible();
      await expect(page).toHaveURL(
        `/${lang}/login?${new URLSearchParams({ redirect: `/${lang}/job/${String(offer.id)}` }).toString()}`,
      );
      await submitLogin(page, t, account.userName, account.password);
      await expect(page).toHaveURL(`/${lang}/job/${String(offer.id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);

      const message =
        lang === 'ar' ? 'الخدمة غير متاحة مؤقتاً.' : 'The service is temporarily unavailable.';
      await page.route('**/api/job-applications', (route) =>
        route.fulfill({ status: 503, json: { message } }),
      );
      await applyButton(page, lang).click();
      await expect(toast(page, message)).toBeVisible();
      await page.unroute('**/api/job-applications');
      await applyButton(page, lang).click();
      await expect(toast(page, t.applySuccess)).toBeVisible();
      await expect(applyButton(page, lang)).toHaveCount(0);
    });
  });
}
