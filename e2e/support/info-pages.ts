import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { Lang } from './i18n';
import { screenshotWholePage } from './screenshot';

/** `GET /api/{path}` in `lang`; its `data`. */
export async function apiData<T>(
  request: APIRequestContext,
  apiPath: string,
  lang: Lang,
): Promise<T> {
  const response = await request.get(`/api/${apiPath}`, { headers: { lang } });
  expect(response.ok(), `GET /api/${apiPath} (${lang}) answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Makes every map tile fail, as it does offline: the browser tests never reach the internet. */
export async function blockMapTiles(page: Page): Promise<void> {
  await page.route(/^https?:\/\/[^/]*tile[^/]*\//, (route) => route.abort('internetdisconnected'));
}

/** A 1 × 1 grey PNG. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/** Serves every map tile locally, as a tile server would. */
export async function serveMapTiles(page: Page): Promise<void> {
  await page.route(/^https?:\/\/[^/]*tile[^/]*\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}

const shotsDir =
  process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** A full-page screenshot for people to look at: `{project}-{lang}-{name}.png`. */
export async function saveFullShot(page: Page, testInfo: TestInfo, lang: Lang, name: string) {
  const file = path.join(shotsDir, `${testInfo.project.name}-${lang}-${name}.png`);
  const png = await screenshotWholePage(page, file);
  expect(png.byteLength).toBeGreaterThan(10_000);
}
