import type { Page } from '@playwright/test';

/** The language the app saved for the next visit (`localStorage.language`), or null. */
export async function savedLanguage(page: Page): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const entry = origins
    .find((state) => state.origin === origin)
    ?.localStorage.find((item) => item.name === 'language');
  return entry?.value ?? null;
}
