import type { Page } from '@playwright/test';

/** The language the app saved for the next visit (the `language` cookie), or null. */
export async function savedLanguage(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies(page.url());
  return cookies.find((cookie) => cookie.name === 'language')?.value ?? null;
}
