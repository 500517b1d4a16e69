import { expect, test } from '@playwright/test';
import type { Store } from '@souq/contracts';
import { LANGS } from '../support/i18n';
import { apiData, saveFullShot } from '../support/info-pages';

/**
 * Issue 41, item 27: a store's cover is shown whole at every width (cropped to a fixed height,
 * its subject was cut at the sides on a phone and at the top and bottom on a desktop).
 */

for (const lang of LANGS) {
  test(
    `[${lang}] the store page shows its whole cover`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const store = await apiData<Store>(request, 'stores/1', lang);
      if (!store.store_cover_image) throw new Error('the seeded store has a cover');
      await page.goto(`/${lang}/store/1`);
      const selector = `main img[src="${store.store_cover_image}"]`;
      await expect(page.locator(selector)).toBeVisible();
      const img = `document.querySelector('${selector}')`;
      await expect.poll(() => page.evaluate<number>(`${img}.naturalWidth`)).toBeGreaterThan(0);
      const shown = await page.evaluate<{ fit: string; box: number; picture: number }>(`({
      fit: getComputedStyle(${img}).objectFit,
      box: ${img}.clientWidth / ${img}.clientHeight,
      picture: ${img}.naturalWidth / ${img}.naturalHeight,
    })`);
      // Fitted, never cropped; and in a box of its own proportions, so a banner fills it.
      expect(shown.fit).toBe('contain');
      expect(Math.abs(shown.box / shown.picture - 1)).toBeLessThan(0.02);
      await saveFullShot(page, testInfo, lang, 'store-cover');
    },
  );
}
