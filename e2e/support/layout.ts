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
 * What makes the page scroll sideways, when it does (none when not): the outermost elements and
 * texts that stick out past the page's end (tag, classes and box, or the text), leaving out what
 * cannot widen the page: the content of an element that clips or scrolls it (a thumbnail strip)
 * and fixed elements. When nothing it can see sticks out, it says by how much the page scrolls.
 */
function whatSticksOut(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const origin = root.getBoundingClientRect().left;
    // A page scrolls sideways past its end only: the right in English, the left in Arabic.
    const rtl = getComputedStyle(root).direction === 'rtl';
    const beyond = (box) =>
      box.width > 0.5 && (rtl ? box.left - origin < -0.5 : box.right - origin > width + 0.5);
    const span = (box) => Math.round(box.left - origin) + '–' + Math.round(box.right - origin);
    const found = [];
    const visit = (element, parentBeyond) => {
      const style = getComputedStyle(element);
      if (style.position === 'fixed' || style.display === 'none') return;
      const box = element.getBoundingClientRect();
      const out = beyond(box);
      if (out && !parentBeyond) {
        const classes = String(element.getAttribute('class') ?? '').slice(0, 80);
        found.push(element.tagName.toLowerCase() + ' "' + classes + '" ' + span(box) + ' of ' + width + ' px');
      }
      if (style.overflowX !== 'visible') return;
      for (const child of element.childNodes) {
        if (child.nodeType === Node.ELEMENT_NODE) visit(child, out);
        else if (child.nodeType === Node.TEXT_NODE && !out && child.textContent.trim() !== '') {
          const range = document.createRange();
          range.selectNodeContents(child);
          const text = range.getBoundingClientRect();
          if (beyond(text)) found.push('text "' + child.textContent.trim().slice(0, 60) + '" in ' + element.tagName.toLowerCase() + ' ' + span(text) + ' of ' + width + ' px');
        }
      }
    };
    visit(document.body, false);
    const by = root.scrollWidth - width;
    return found.length > 0 ? found.slice(0, 10) : ['the page scrolls sideways by ' + by + ' px'];
  })()`);
}

/**
 * Nothing sticks out sideways (a common RTL and small-screen mistake). Waits for the page to
 * settle (a section still loading may be wider for a moment); names what sticks out if it stays.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => whatSticksOut(page), { message: 'what makes the page scroll sideways' })
    .toEqual([]);
}
