import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Envelope, JobOfferDetail } from '@souq/contracts';
import { DEMO, signInAs } from '../support/accounts';
import { fetchAd, fetchReviews, findAds } from '../support/ad-detail-api';
import { openAd } from '../support/ad-page';
import { LANGS, texts } from '../support/i18n';
import { fetchOffers, openJob } from '../support/jobs';
import { fetchStore, fetchUserProfile, sellerForSlot } from '../support/sellers';

/**
 * Issue 16, item 21: what users wrote (names, bios, reviews, ad, job and store texts) takes
 * its own direction (`dir="auto"`), so an Arabic name reads right to left on the English site
 * and an English one left to right on the Arabic site. Desktop only: the markup is the same at
 * every width (see playwright.config.ts).
 */

/** The `dir` that applies to an element: its own, else its nearest ancestor's. */
function directionOf(locator: Locator): Promise<string | null> {
  return locator.locator('xpath=ancestor-or-self::*[@dir][1]').getAttribute('dir');
}

async function expectOwnDirection(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  expect(await directionOf(locator), what).toBe('auto');
}

/** The element showing exactly this text (the first, where it is shown twice). */
function textIn(scope: Locator | Page, text: string): Locator {
  return scope.getByText(text, { exact: true }).first();
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] what users wrote takes its own direction: the ad page (title, description, seller, reviews, cards), the store and user pages, the jobs list and a job, the signed-in user's name in the header and the search results`, async ({
    page,
    request,
  }) => {
    // Six pages, the last signed in.
    test.slow();
    await test.step('the ad page: its title, description, seller, reviews and cards', async () => {
      const [listed] = await findAds(request, lang, (ad) => ad.reviews_count >= 2);
      if (!listed) throw new Error('no reviewed ad');
      const ad = await fetchAd(request, lang, listed.id);
      const reviews = (await fetchReviews(request, ad.id)).slice(0, 2);
      await openAd(page, lang, ad);
      const main = page.getByRole('main');

      await expectOwnDirection(main.getByRole('heading', { level: 1 }), 'title');
      const description = main.getByRole('region', { name: t.adDetail.description, exact: true });
      await expectOwnDirection(description.locator('div').first(), 'description');
      await expectOwnDirection(textIn(main, ad.author_info.author_name), 'seller name');
      for (const review of reviews) {
        await expectOwnDirection(textIn(main, review.review), 'review');
        await expectOwnDirection(textIn(main, review.user.name), 'reviewer');
      }
      const similar = main.getByRole('region', { name: t.adDetail.similarAds, exact: true });
      await similar.scrollIntoViewIfNeeded();
      await expectOwnDirection(similar.getByRole('heading', { level: 3 }).first(), 'card title');
    });

    await test.step('the store and user pages: names, descriptions and bios', async () => {
      const store = await fetchStore(request, lang, await sellerForSlot(request, lang, 'store', 0));
      await page.goto(`/${lang}/store/${String(store.id)}`);
      const main = page.getByRole('main');
      await expectOwnDirection(textIn(main, store.store_name), 'store name');
      if (store.store_description) {
        await expectOwnDirection(textIn(main, store.store_description), 'store description');
      }
      await expectOwnDirection(
        main.getByRole('heading', { level: 3 }).first(),
        "a card of the store's ads",
      );

      const user = await fetchUserProfile(
        request,
        lang,
        await sellerForSlot(request, lang, 'client', 0),
      );
      await page.goto(`/${lang}/user/${String(user.id)}/profile`);
      await expectOwnDirection(textIn(main, user.name), 'user name');
      if (user.profile_description) {
        await expectOwnDirection(textIn(main, user.profile_description), 'bio');
      }
    });

    await test.step('the jobs list and a job: titles, companies and descriptions', async () => {
      const offer = (await fetchOffers(request, lang)).data.find(
        (item) => item.company_name !== null,
      );
      if (!offer?.company_name) throw new Error('no offer with a company');
      await page.goto(`/${lang}/jobs`);
      const main = page.getByRole('main');
      const card = main.getByTestId('job-card').first();
      await expectOwnDirection(card.getByRole('heading', { level: 3 }), 'job card title');

      const answer = await request.get(`/api/job-offers/${String(offer.id)}`, {
        headers: { lang },
      });
      const job = ((await answer.json()) as Envelope<JobOfferDetail>).data;
      await openJob(page, lang, job);
      await expectOwnDirection(main.getByRole('heading', { level: 1 }), 'job title');
      await expectOwnDirection(textIn(main, offer.company_name), 'company');
      const description = main.getByRole('region', { name: t.jobs.description, exact: true });
      await expectOwnDirection(description.locator('div').first(), 'job description');
    });

    await test.step("the signed-in user's name in the header and the search results", async () => {
      await signInAs(page, DEMO);
      const me = (await (await page.request.get('/api/me')).json()) as { data: { name: string } };
      await page.goto(`/${lang}`);
      await expectOwnDirection(textIn(page.getByRole('banner'), me.data.name), 'header name');

      const [ad] = await findAds(request, lang, () => true);
      if (!ad) throw new Error('no ad');
      const word = ad.title.split(' ')[0] ?? ad.title;
      await page.getByRole('banner').getByRole('button', { name: t.searchForProduct }).click();
      const dialog = page.getByRole('dialog', { name: t.search.title, exact: true });
      await dialog.getByRole('searchbox').fill(word);
      const result = dialog.getByRole('list').getByRole('link').first();
      await expect(result).toBeVisible();
      await expectOwnDirection(result.locator('mark').first(), 'search result title');
    });
  });
}
