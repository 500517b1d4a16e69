import { expect, type Locator, type Page } from '@playwright/test';
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

/**
 * The elements that stick out of the page sideways while their parent does not (where the
 * overflow starts: tag, classes and box), when the page scrolls sideways at all; none when not.
 */
function elementsSticking(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const origin = root.getBoundingClientRect().left;
    // A page scrolls sideways past its end only: the right in English, the left in Arabic.
    const rtl = getComputedStyle(root).direction === 'rtl';
    const sticksOut = (element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1) return false;
      return rtl ? box.left - origin < -0.5 : box.right - origin > width + 0.5;
    };
    const found = [];
    for (const element of document.querySelectorAll('body *')) {
      if (!sticksOut(element) || sticksOut(element.parentElement)) continue;
      const box = element.getBoundingClientRect();
      const classes = String(element.getAttribute('class') ?? '').slice(0, 80);
      found.push(element.tagName.toLowerCase() + ' "' + classes + '" ' +
        Math.round(box.left - origin) + '–' + Math.round(box.right - origin) + ' of ' + width + ' px');
    }
    return found.length > 0 ? found.slice(0, 10) : ['the page scrolls sideways'];
  })()`);
}

/**
 * Nothing sticks out sideways (a common RTL and small-screen mistake). Waits for the page to
 * settle (a section still loading may be wider for a moment); names what sticks out if it stays.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => elementsSticking(page), { message: 'elements sticking out sideways' })
    .toEqual([]);
}
