import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { escapeRegExp, fill, texts, type Lang } from './i18n';

/** The ads of the grid: each card's 'Show details: {title}' link. */
export function cardLinks(page: Page, lang: Lang): Locator {
  const label = new RegExp(`^${escapeRegExp(texts(lang).adCard.showDetails)}: `);
  return page.getByRole('main').getByRole('link', { name: label });
}

/** The grid's line 'Results: N'. */
export function resultsLine(page: Page, lang: Lang, total: number): Locator {
  return page
    .getByRole('main')
    .getByText(fill(texts(lang).categoryPage.results, { value: total }), { exact: true });
}

/** The filter button, with or without its count. */
export function filterButton(page: Page, lang: Lang): Locator {
  const name = new RegExp(`^${escapeRegExp(texts(lang).filters.title)}`);
  return page.getByRole('main').getByRole('button', { name });
}

export function filterDialog(page: Page, lang: Lang): Locator {
  return page.getByRole('dialog', { name: texts(lang).filters.title, exact: true });
}

/** Expects the filter button's badge to show `count` (none at 0) and its name to say so. */
export async function expectFilterCount(page: Page, lang: Lang, count: number): Promise<void> {
  const t = texts(lang);
  const button = filterButton(page, lang);
  if (count === 0) {
    await expect(button).toHaveAccessibleName(t.filters.title);
    await expect(button.getByTestId('filter-count')).toHaveCount(0);
  } else {
    await expect(button).toHaveAccessibleName(fill(t.filters.openWithCount, { value: count }));
    await expect(button.getByTestId('filter-count')).toHaveText(String(count));
  }
}

/** Opens a category page and waits until its grid (or its noProducts message) shows. */
export async function openCategory(page: Page, lang: Lang, categoryId: number): Promise<void> {
  const t = texts(lang);
  await page.goto(`/${lang}/category/${categoryId}`);
  const grid = page
    .getByRole('main')
    .getByRole('status')
    .filter({
      hasText: new RegExp(
        `^(${escapeRegExp(t.categoryPage.noProducts)}|${escapeRegExp(
          t.categoryPage.results.replace('{{value}}', ''),
        )}\\d+)$`,
      ),
    });
  await expect(grid).toBeVisible();
}

const shotsDir =
  process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** A screenshot for people to look at: `{project}-{lang}-{name}.png`. */
export async function saveShot(
  page: Page,
  testInfo: TestInfo,
  lang: Lang,
  name: string,
): Promise<void> {
  const file = path.join(shotsDir, `${testInfo.project.name}-${lang}-${name}.png`);
  const png = await page.screenshot({ path: file, fullPage: false });
  expect(png.byteLength).toBeGreaterThan(5_000);
}
