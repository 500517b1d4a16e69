import type { Page } from '@playwright/test';

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
