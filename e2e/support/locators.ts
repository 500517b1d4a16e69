import type { Locator } from '@playwright/test';

/** The `href` of every element the locator matches, in document order. */
export async function hrefsOf(links: Locator): Promise<(string | null)[]> {
  // Read at once: element by element, a list that changes meanwhile (the next page arriving)
  // would leave the read waiting for an element that is gone.
  // The e2e code has no DOM types: what the page function uses of an element, written out.
  type WithAttributes = { getAttribute: (name: string) => string | null };
  return links.evaluateAll((elements: WithAttributes[]) =>
    elements.map((element) => element.getAttribute('href')),
  );
}
