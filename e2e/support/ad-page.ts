import { expect, type Page, type Response, type TestInfo } from '@playwright/test';
import type { AdDetail } from '@souq/contracts';
import { escapeRegExp, texts, type Lang } from './i18n';

/**
 * Opens `/{lang}/ad/{id}` and waits for its title and its reviews to be on screen (they load
 * when the reader comes near them, so it scrolls to them).
 */
export async function openAd(page: Page, lang: Lang, ad: Pick<AdDetail, 'id' | 'title'>) {
  const t = texts(lang);
  await page.goto(`/${lang}/ad/${ad.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
  // The stand-in or the section, whichever is there (one replaces the other when it loads). A
  // page rendered in the browser (signed in) may draw the stand-in a moment after the title: the
  // scroll is made again until the section has come.
  const reviews = page.getByRole('heading', { level: 2, name: t.reviews.title });
  await expect(async () => {
    await page.evaluate("document.getElementById('reviews')?.scrollIntoView()");
    await expect(reviews).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: t.loading })).toHaveCount(0);
}

/** The next answer of `method path` the page receives. */
export function nextResponse(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method && new URL(response.url()).pathname === path,
  );
}

/**
 * The newest react-hot-toast with exactly this text: an earlier one of the same text (a second
 * deletion, a save after an addition) may still be showing.
 */
export function toast(page: Page, text: string) {
  return page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) })
    .last();
}

/**
 * 0 to 3, different for each language and project: tests that count likes or ratings take their
 * own ad by it, so the parallel runs of the same test never change each other's counters.
 */
export function slotOf(lang: Lang, testInfo: TestInfo): number {
  return (lang === 'ar' ? 0 : 1) + (testInfo.project.name === 'phone' ? 2 : 0);
}
