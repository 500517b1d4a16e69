import { expect, test } from '@playwright/test';
import { validationMessages } from '../../packages/contracts/src/messages';
import { fetchFilters, filterNamed } from '../support/category-api';
import { filterButton, filterDialog, openCategory } from '../support/category-page';
import { fill, LANGS, texts } from '../support/i18n';

/**
 * Issue 16, item 17: years are written without a thousands separator. It does not depend on
 * the width: desktop only (see playwright.config.ts).
 */

const CARS = 8;

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] years have no thousands separator in the Year filter and its messages`, async ({
    page,
    request,
  }) => {
    const filters = await fetchFilters(request, lang, CARS);
    const year = filterNamed(filters, 'range', lang === 'ar' ? 'سنة الصنع' : 'Year');
    const [first, last] = year.values as number[];
    if (first === undefined || last === undefined) throw new Error('the year has no bounds');
    expect(first).toBeGreaterThanOrEqual(1000);

    await openCategory(page, lang, CARS);
    await filterButton(page, lang).click();
    const group = filterDialog(page, lang).getByRole('group', { name: year.name, exact: true });
    const min = group.getByLabel(t.filters.min, { exact: true });
    const max = group.getByLabel(t.filters.max, { exact: true });
    await expect(min).toHaveValue(String(first));
    await expect(max).toHaveValue(String(last));

    await min.fill(String(first - 10));
    const tooEarly = fill(validationMessages[lang].range_above_min, { min: String(first) });
    await expect(min).toHaveAccessibleDescription(tooEarly);
    await max.fill(String(last + 10));
    const tooLate = fill(validationMessages[lang].range_below_max, { max: String(last) });
    await expect(max).toHaveAccessibleDescription(tooLate);

    // The sliders write years the same way.
    await min.fill(String(first));
    const slider = group.getByRole('slider', {
      name: fill(t.filters.minSlider, { name: year.name }),
    });
    await slider.focus();
    await page.keyboard.press('ArrowUp');
    await expect(min).toHaveValue(String(first + 1));

    // Larger numbers keep their separators (the mileage's 500,000).
    const mileage = filters.find(
      (filter) => filter.type === 'range' && Number(filter.values[1]) >= 100_000,
    );
    if (!mileage) throw new Error('no range filter above 100,000');
    const mileageMax = filterDialog(page, lang)
      .getByRole('group', { name: mileage.name, exact: true })
      .getByLabel(t.filters.max, { exact: true });
    await expect(mileageMax).toHaveValue(Number(mileage.values[1]).toLocaleString('en-US'));
  });
}
