import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../support/accounts';
import { LANGS, texts } from '../support/i18n';

type Favorites = { ads: { title: string }[]; jobs: { title: string }[] };

/** The header's heart opens the signed-in user's favourites (design: the quirk fixed). */
for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] the heart opens the favourites page with the user's ads and jobs`, async ({
    page,
  }) => {
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
    await expect(page.getByRole('heading', { level: 2, name: t.favoritesPage.ads })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.favoritesPage.jobs })).toBeVisible();
    for (const { title } of [...data.ads, ...data.jobs]) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    }
  });

  test(`[${lang}] a user without favourites sees the empty texts`, async ({ page }) => {
    await signInAs(page, DEMO);
    await page.goto(`/${lang}/favorites`);
    await expect(page.getByText(t.favoritesPage.noAds, { exact: true })).toBeVisible();
    await expect(page.getByText(t.favoritesPage.noJobs, { exact: true })).toBeVisible();
  });
}
