import { expect, test } from '@playwright/test';
import type { Ad, Envelope, Paginated } from '@souq/contracts';
import { formatPrice } from '../../apps/web/src/shared/format/price';
import { createAccount, DEMO, signInAs } from '../support/accounts';
import { escapeRegExp, LANGS, texts } from '../support/i18n';
import { openOffers } from '../support/jobs';

type Favorites = { ads: Ad[]; jobs: { title: string }[] };

/** The header's heart opens the signed-in user's favourites (design: the quirk fixed). */
for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] the heart opens the favourites page with the user's ads and jobs; a user without favourites sees the empty texts`, async ({
    page,
  }) => {
    test.slow();
    await test.step("the heart opens the favourites page with the user's ads and jobs", async () => {
      // The seed gives demo2 favourite ads and jobs.
      await signInAs(page, { userName: 'demo2', password: DEMO.password });
      const response = await page.request.get('/api/favorites', { headers: { lang } });
      expect(response.ok()).toBe(true);
      const { data } = (await response.json()) as { data: Favorites };
      expect(data.ads.length).toBeGreaterThan(0);
      expect(data.jobs.length).toBeGreaterThan(0);

      await page.goto(`/${lang}`);
      await page.getByRole('banner').getByRole('link', { name: t.favorites, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/favorites`);
      await expect(
        page.getByRole('heading', { level: 2, name: t.favoritesPage.ads }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: t.favoritesPage.jobs }),
      ).toBeVisible();
      for (const { title } of [...data.ads, ...data.jobs]) {
        await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
      }

      // Issue 16, item 16: the ads are the card used everywhere else (price 1.5M S.P, rating, views).
      const main = page.getByRole('main');
      const rated = new RegExp(
        `^${escapeRegExp(t.rating.outOfFive).replace(escapeRegExp('{{rating}}'), '[\\d.]+')}$`,
      );
      for (const ad of data.ads) {
        const card = main.getByRole('article').filter({
          has: page.getByRole('heading', { level: 3, name: ad.title, exact: true }),
        });
        await expect(card).toContainText(`${formatPrice(ad.price, lang)} ${t.sp}`);
        // Counts that other tests may change meanwhile are read as numbers.
        await expect(card.getByRole('img', { name: rated })).toBeVisible();
        await expect(card).toContainText(/\(\d+\)/);
        await expect(card).toContainText(new RegExp(`${escapeRegExp(t.adCard.views)}\\d+`));
        await expect(
          card.getByRole('link', { name: `${t.adCard.showDetails}: ${ad.title}`, exact: true }),
        ).toHaveAttribute('href', `/${lang}/ad/${String(ad.id)}`);
      }
      await expect(main).not.toContainText(/\d{1,3}(,\d{3}){2,}/);
    });

    await test.step('a user without favourites sees the empty texts', async () => {
      await signInAs(page, DEMO);
      await page.goto(`/${lang}/favorites`);
      await expect(page.getByText(t.favoritesPage.noAds, { exact: true })).toBeVisible();
      await expect(page.getByText(t.favoritesPage.noJobs, { exact: true })).toBeVisible();
    });
  });

  test(
    `[${lang}] the favorites page takes an ad or a job off the list`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      await signInAs(page, await createAccount(request, testInfo));
      const ads = (await (
        await page.request.get('/api/ads', { params: { per_page: '1' }, headers: { lang } })
      ).json()) as Envelope<Paginated<Ad>>;
      const ad = ads.data.data[0];
      const [job] = await openOffers(page.request, lang, 1);
      if (!ad || !job) throw new Error('no ad or job to favorite');
      await page.request.post('/api/favorites/toggle', { data: { ad_id: ad.id } });
      await page.request.post(`/api/job-offers/favorites/toggle?job_offer_id=${String(job.id)}`);

      await page.goto(`/${lang}/favorites`);
      const main = page.getByRole('main');
      for (const title of [ad.title, job.title]) {
        const remove = main.getByRole('button', {
          name: t.favoritesPage.removeNamed.replace('{{title}}', title),
          exact: true,
        });
        await remove.click();
        await expect(remove).toHaveCount(0);
      }
      await expect(main.getByText(t.favoritesPage.noAds, { exact: true })).toBeVisible();
      await expect(main.getByText(t.favoritesPage.noJobs, { exact: true })).toBeVisible();
    },
  );
}
