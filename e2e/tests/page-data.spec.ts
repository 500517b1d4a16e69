import { expect, test } from '@playwright/test';
import { fetchAdPage } from '../support/category-api';
import { LANGS } from '../support/i18n';
import { answeredUrls } from '../support/page-data';

/**
 * The home, category and ad pages come with the answers of their first calls (apps/api
 * plugins/web): the web app must use them instead of asking again. This catches a drift between
 * the server's list of calls and the addresses the app really asks for.
 */
for (const lang of LANGS) {
  test(`[${lang}] the first load of the home, category and ad pages asks for nothing the page already holds`, async ({
    page,
    request,
  }) => {
    const firstAd = (await fetchAdPage(request, lang, { category_id: 8 })).data[0];
    expect(firstAd, 'category 8 has an ad').toBeDefined();
    const paths = [`/${lang}`, `/${lang}/category/8`, `/${lang}/ad/${String(firstAd?.id)}`];
    for (const path of paths) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const answered = answeredUrls(html);
      expect(answered.length, `${path} holds answers`).toBeGreaterThan(1);

      const asked: string[] = [];
      const record = (req: { url: () => string; method: () => string }) => {
        const url = new URL(req.url());
        if (req.method() === 'GET' && url.pathname.startsWith('/api/')) {
          asked.push(url.pathname + url.search);
        }
      };
      page.on('request', record);
      await page.goto(path);
      await expect(page.getByRole('main').locator('img').first()).toBeVisible();
      page.off('request', record);
      expect(
        asked.filter((url) => answered.includes(url)),
        path,
      ).toEqual([]);
    }
  });
}
