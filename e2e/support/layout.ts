import type { Locator, Page } from '@playwright/test';
import { texts, type Lang } from './i18n';

/**
 * The shell changes with the width (Tailwind breakpoints): the dark category menu bar exists
 * from `lg` (1024 px), the header search bar from `md` (768 px); below, an icon opens search.
 * The desktop project (1280 px) has both, the phone project (390 px) neither.
 */
function width(page: Page): number {
  const size = page.viewportSize();
  if (size === null) throw new Error('the projects always set a viewport');
  return size.width;
}

export function hasMenuBar(page: Page): boolean {
  return width(page) >= 1024;
}

export function hasSearchBar(page: Page): boolean {
  return width(page) >= 768;
}

/** The header's button that opens the search overlay: its search bar, or its icon on phones. */
export function headerSearchOpener(page: Page, lang: Lang): Locator {
  const t = texts(lang);
  const name = hasSearchBar(page) ? t.searchForProduct : t.header.search;
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}
