import { expect, type Page } from '@playwright/test';
import type { Ad, Paginated } from '@souq/contracts';
import { texts, type Lang } from './i18n';

/** The newest ad. */
export async function firstAd(page: Page, lang: Lang): Promise<Ad> {
  const response = await page.request.get('/api/ads?per_page=1', { headers: { lang } });
  const ad = ((await response.json()) as { data: Paginated<Ad> }).data.data[0];
  if (!ad) throw new Error('no ad');
  return ad;
}

/** The share menu's links, by name, as the addresses they open. */
export async function shareTargets(page: Page, lang: Lang): Promise<Record<string, URL>> {
  const menu = page.getByRole('group', { name: texts(lang).share.menu, exact: true });
  await expect(menu).toBeVisible();
  const links = await menu.getByRole('link').all();
  const targets: Record<string, URL> = {};
  for (const link of links) {
    targets[(await link.textContent()) ?? ''] = new URL((await link.getAttribute('href')) ?? '');
  }
  return targets;
}
