import { expect, test } from '@playwright/test';
import { fetchSearch } from '../support/category-api';
import { expectNoSeriousViolations } from '../support/axe';
import { cardLinks, resultsLine, saveShot } from '../support/category-page';
import { fill, LANGS, texts } from '../support/i18n';
import { hrefsOf } from '../support/locators';
import { isServerRendered } from '../support/page-data';

/**
 * Issue 19: the search results page `/{lang}/search?q=…&category_id=…&page=…`, a search that
 * can be linked and shared: rendered by the server with its results, at both widths. Its
 * journeys are in search-page-journey.spec.ts.
 */

const TERM = { ar: 'تويوتا', en: 'toyota' } as const;

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] a linked search shows its results, rendered by the server, in both widths`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const answer = await fetchSearch(request, lang, { q: TERM[lang], page: 1 });
      expect(answer.total).toBeGreaterThan(0);
      const response = await page.goto(`/${lang}/search?q=${encodeURIComponent(TERM[lang])}`);
      expect(response?.status()).toBe(200);
      expect(isServerRendered((await response?.text()) ?? '')).toBe(true);
      await expect(page).toHaveTitle(
        `${fill(t.categoryPage.resultsFor, { term: TERM[lang] })} | ${t.appName}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.searchPage.title);
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(TERM[lang]);
      await expect(resultsLine(page, lang, answer.total)).toBeVisible();
      expect(await hrefsOf(cardLinks(page, lang))).toEqual(
        answer.data.map((ad) => `/${lang}/ad/${String(ad.id)}`),
      );
      await saveShot(page, testInfo, lang, 'search-page');
      await expectNoSeriousViolations(page);
    },
  );
}
