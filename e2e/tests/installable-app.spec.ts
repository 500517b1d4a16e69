import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Ad, PushMessage } from '@souq/contracts';
import { DEMO, signInAs } from '../support/accounts';
import { findAds } from '../support/ad-detail-api';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, LANGS, otherLang, texts } from '../support/i18n';
import { pushDelivery, shownNotifications } from '../support/service-worker';

/**
 * Issue 48's installable app: each language's manifest and the service worker meet the browser's
 * install criteria; an ad seen reads offline, with the offline banner, and a page never seen says
 * that it needs a connection; a signed-in visitor's pages and answers are never kept; a push is
 * shown in the language of the last visit. The other specs run without the worker
 * (playwright.config.ts): this one allows it.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the site's service worker controls the page (it registers once the app is idle). */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'))
    .toBe(true);
}

/** The address of every response the worker keeps, in any of its caches. */
function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(async () => {
    const kept = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept.push(...(await cache.keys()).map((request) => request.url));
    }
    return kept;
  })()`);
}

/**
 * Whether the worker keeps the page and every script, style and picture it loaded: it keeps the
 * first page's as the page tells it, after the page has loaded them.
 */
function pageAndFilesKept(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`(async () => {
    const files = performance.getEntriesByType('resource').map((entry) => entry.name)
      .filter((name) => /^\\/(assets|media)\\//.test(new URL(name).pathname));
    const kept = await Promise.all([location.href, ...files].map((url) => caches.match(url)));
    return kept.every((response) => response !== undefined);
  })()`);
}

/** Whether the worker keeps every script and style the page loaded (not the page itself). */
function filesKept(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`(async () => {
    const files = performance.getEntriesByType('resource').map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/assets/'));
    const kept = await Promise.all(files.map((url) => caches.match(url)));
    return files.length > 0 && kept.every((response) => response !== undefined);
  })()`);
}

/** A push as the API sends it (apps/api notifications/push-message.ts), of notification `id`. */
function pushOf(id: number, price: number): PushMessage {
  return {
    id,
    kind: 'price_drop',
    en: { title: 'Lower price on a favorite', body: `Bike is now ${price} S.P`, url: '/en/ad/1' },
    ar: { title: 'انخفاض سعر في المفضلة', body: `أصبح سعر Bike ${price} ل.س`, url: '/ar/ad/1' },
  };
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] the manifest of the page's language and the worker meet the install criteria`, async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // A test's context is a private window's profile, where Chrome installs nothing: this one
    // runs in a profile of its own.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'souq-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`/${lang}`);
      await controlledByWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(new URL(url).pathname).toBe(`/manifest.${lang}.webmanifest`);

      const response = await page.request.get(`/manifest.${lang}.webmanifest`);
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      expect(await response.json()).toMatchObject({
        id: `/${lang}`,
        name: t.installableApp.name,
        short_name: t.installableApp.shortName,
        lang,
        dir: dirOf(lang),
        start_url: `/${lang}`,
        scope: '/',
        display: 'standalone',
      });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test(`[${lang}] an ad seen reads offline with the offline banner; one never seen needs a connection`, async ({
    page,
    request,
    context,
  }) => {
    const [seen, unseen] = await findAds(request, lang, (ad: Ad) => ad.images.length > 0, 2);
    if (!seen || !unseen) throw new Error('the seed has no two ads with pictures');
    const title = page.getByRole('heading', { level: 1 });
    await page.goto(`/${lang}/ad/${seen.id}`);
    await expect(title).toHaveText(seen.title);
    await controlledByWorker(page);
    await expect.poll(() => pageAndFilesKept(page)).toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(title).toHaveText(seen.title);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(
        page.getByRole('status').filter({ hasText: t.offline.banner }),
        'the app started offline and says so',
      ).toBeVisible();
      // Its main picture too.
      await expect
        .poll(() =>
          page.evaluate<number>(
            `document.querySelector('img[fetchpriority="high"]')?.naturalWidth ?? 0`,
          ),
        )
        .toBeGreaterThan(0);

      await page.goto(`/${lang}/ad/${unseen.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.offline.title);
      await expect(page.getByText(t.offline.text, { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
    } finally {
      await context.setOffline(false);
    }
    // Back online, "Try again" loads the page.
    await page.getByRole('button', { name: t.offline.tryAgain, exact: true }).click();
    await expect(title).toHaveText(unseen.title);
  });

  test(`[${lang}] a signed-in visitor's pages and the API's answers are never kept`, async ({
    page,
    request,
  }) => {
    const [ad] = await findAds(request, lang, () => true);
    if (!ad) throw new Error('the seed has no ad');
    await signInAs(page, DEMO);
    await page.goto(`/${lang}/ad/${ad.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
    await controlledByWorker(page);
    // The worker kept the page's files as the page told it; not the page (a signed-in one's).
    await expect.poll(() => filesKept(page)).toBe(true);

    await page.goto(`/${lang}/notifications`);
    await expect(
      page.getByRole('heading', { level: 1, name: t.notifications.title }),
    ).toBeVisible();
    await expect.poll(() => filesKept(page)).toBe(true);

    const kept = await keptAddresses(page);
    expect(kept.some((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true);
    const pages = kept.filter((url) => /^\/(ar|en)(\/|$)/.test(new URL(url).pathname));
    expect(pages).toEqual([]);
    expect(kept.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  });

  test(`[${lang}] a push is shown in the language of the last visit, once per notification`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    // The other language's page first: the last visit is this language's.
    await page.goto(`/${otherLang(lang)}`);
    await controlledByWorker(page);
    await page.goto(`/${lang}`);
    await controlledByWorker(page);

    const delivery = await pushDelivery(page);
    const deliver = (push: PushMessage) => delivery(JSON.stringify(push));
    const shownAs = (push: PushMessage) => ({
      title: push[lang].title,
      body: push[lang].body,
      tag: String(push.id),
      dir: dirOf(lang),
      url: push[lang].url,
    });

    // The page tells the worker its language once it is alive and idle: the push is delivered
    // again (replacing the one shown) until then.
    const first = pushOf(4242, 90);
    await expect(async () => {
      await deliver(first);
      await expect
        .poll(() => shownNotifications(page), { timeout: 2_000 })
        .toEqual([shownAs(first)]);
    }).toPass();
    // The same notification pushed again (a retry of its task) replaces the one shown.
    const again = pushOf(4242, 85);
    await deliver(again);
    await expect.poll(() => shownNotifications(page)).toEqual([shownAs(again)]);
  });

  test(`[${lang}] the offline page passes axe`, { tag: '@layout' }, async ({ page }) => {
    await page.goto(`/offline.${lang}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.offline.title);
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
    await expectNoSeriousViolations(page, { headingOrder: true });
  });
}
