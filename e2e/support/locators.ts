import type { Locator } from '@playwright/test';

/** The `href` of every element the locator matches, in document order. */
export async function hrefsOf(links: Locator): Promise<(string | null)[]> {
  const all = await links.all();
  return Promise.all(all.map((link) => link.getAttribute('href')));
}
