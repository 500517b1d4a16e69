import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fetchAdPage } from '../support/category-api';
import { LANGS, texts } from '../support/i18n';
import { fetchOffers } from '../support/jobs';
import { sellerAds, sellerAdsCall, sellerForSlot } from '../support/sellers';
import { appAlive, isServerRendered } from '../support/page-data';
import { SERVICE_WORKER_BLOCKED } from '../support/service-worker';

/**
 * The server renders every public page (home, category, ad, jobs list, job, store, user, search,
 * information, contact, legals and service providers) for anonymous visitors (apps/api
 * plugins/web, apps/web src/entry-server.tsx) and the browser hydrates them: the HTML already
 * holds the content, hydration reports no mismatch, the calls the server answered are not made
 * again, and the page then behaves as the app (its links navigate without loading a document).
 */

/** A 1 × 1 PNG, for map tiles. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Records the API GETs, document and stylesheet loads of a page, and its console errors and
 * warnings.
 */
function watch(page: Page) {
  const calls: string[] = [];
  const documents: string[] = [];
  const stylesheets: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document') documents.push(url.pathname);
    else if (request.resourceType() === 'stylesheet') stylesheets.push(url.pathname);
    else if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      calls.push(url.pathname + url.search);
    }
  });
  page.on('console', (message) => {
    const problem = message.type() === 'error' || message.type() === 'warning';
    if (problem && message.text() !== SERVICE_WORKER_BLOCKED) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { calls, documents, stylesheets, problems };
}

/** A page the server renders: what it shows, and the calls it answered into the page. */
type RenderedPage = { path: string; shows: string; answered: string[] };

/**
 * The page's HTML holds what it shows; loaded in the browser, it comes alive without console
 * problems or asking again for what the server answered (the categories too). Answers what the
 * browser saw, still watching.
 */
async function expectRenderedAndAlive(
  page: Page,
  request: APIRequestContext,
  { path, shows, answered }: RenderedPage,
) {
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  expect(isServerRendered(html), `${path} is rendered by the server`).toBe(true);
  expect(html.slice(html.indexOf('<div id="root"')), `${path} holds its content`).toContain(shows);

  const seen = watch(page);
  await page.goto(path);
  await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
  await appAlive(page);
  await page.waitForLoadState('networkidle');
  expect(seen.problems, `${path}: console`).toEqual([]);
  for (const call of [...answered, '/api/categories']) {
    expect(seen.calls, `${path}: calls`).not.toContain(call);
  }
  return seen;
}

for (const lang of LANGS) {
  test(`[${lang}] the home, category, ad, jobs, sub-category (a later page, sorted), job, store, user, search, information, contact, legals and service providers pages arrive rendered with the answers they carry and come alive without asking again`, async ({
    page,
    request,
  }) => {
    // Eighteen pages, each read twice: by the API client and by the browser.
    test.slow();
    await test.step('the home, category, ad and jobs pages arrive rendered and come alive without asking again', async () => {
      const bikes = (await fetchAdPage(request, lang, { category_id: 4, per_page: 4 })).data[0];
      const cars = (await fetchAdPage(request, lang, { category_id: 8 })).data[0];
      const offer = (await fetchOffers(request, lang)).data[0];
      if (!bikes || !cars || !offer) throw new Error('the seed has bikes, cars and job offers');
      const pages = [
        { path: `/${lang}`, shows: bikes.title, answered: '/api/ads?category_id=4&per_page=4' },
        {
          path: `/${lang}/category/8`,
          shows: cars.title,
          answered: '/api/ads?category_id=8&page=1',
        },
        {
          path: `/${lang}/ad/${String(cars.id)}`,
          shows: cars.title,
          // The safety tips beside Call and Chat come with the ad (issue 42).
          answered: [`/api/ads/${String(cars.id)}`, '/api/pages/safety-tips'],
        },
        { path: `/${lang}/jobs`, shows: offer.title, answered: '/api/job-offers/search?page=1' },
      ];
      for (const { path, shows, answered } of pages) {
        const seen = await expectRenderedAndAlive(page, request, {
          path,
          shows,
          answered: typeof answered === 'string' ? [answered] : answered,
        });

        // Hydrated: the logo link navigates inside the app, without loading a document.
        await page.getByRole('link', { name: texts(lang).header.home }).click();
        await expect(page).toHaveURL(`/${lang}`);
        expect(seen.documents, `${path}: documents`).toEqual([path]);
        // The page's stylesheet is inside it: starting the app does not load it again.
        expect(seen.stylesheets, `${path}: stylesheets`).toEqual([]);
        page.removeAllListeners();
      }
    });

    await test.step("a sub-category's later page, sorted, arrives rendered under its own name and comes alive (issue 41, items 21 and 22)", async () => {
      const subs = (await (
        await request.get('/api/categories?categoryId=8', { headers: { lang } })
      ).json()) as { data: { id: number; name: string }[] };
      const parent = (await (
        await request.get('/api/categories/8', { headers: { lang } })
      ).json()) as { data: { name: string } };
      for (const sub of subs.data) {
        const second = await fetchAdPage(request, lang, {
          category_id: sub.id,
          sort: 'price_asc',
          page: 2,
        });
        const listPage = second.data.length > 0 ? 2 : 1;
        const shown =
          listPage === 2
            ? second
            : await fetchAdPage(request, lang, { category_id: sub.id, sort: 'price_asc', page: 1 });
        const ad = shown.data[0];
        if (!ad) continue;
        const path = `/${lang}/category/${String(sub.id)}?sort=price_asc${listPage === 2 ? '&page=2' : ''}&utm_source=whatsapp`;
        await expectRenderedAndAlive(page, request, {
          path,
          shows: ad.title,
          answered: [
            `/api/categories/${String(sub.id)}`,
            `/api/ads?category_id=${String(sub.id)}&sort=price_asc&page=${String(listPage)}`,
          ],
        });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.name);
        await expect(page).toHaveTitle(new RegExp(`^${sub.name} \\|`));
        const trail = page.getByRole('navigation', { name: texts(lang).categoryPage.breadcrumb });
        await expect(trail.getByRole('link', { name: parent.data.name })).toBeVisible();
        return;
      }
      throw new Error('no sub-category of cars has ads');
    });

    await test.step('the job, store and user pages are rendered on the server with the answers they carry', async () => {
      const offer = (await fetchOffers(request, lang)).data[0];
      const storeId = await sellerForSlot(request, lang, 'store', 0);
      const userId = await sellerForSlot(request, lang, 'client', 0);
      const storeAd = (await sellerAds(request, lang, 'store', storeId)).data[0];
      const userAd = (await sellerAds(request, lang, 'client', userId)).data[0];
      if (!offer || !storeAd || !userAd) throw new Error('the seed has job offers and sellers');
      const pages = [
        {
          path: `/${lang}/job/${String(offer.id)}`,
          shows: offer.title,
          answered: [`/api/job-offers/${String(offer.id)}`],
        },
        {
          path: `/${lang}/store/${String(storeId)}`,
          shows: storeAd.title,
          answered: [`/api/stores/${String(storeId)}`, sellerAdsCall('store', storeId)],
        },
        {
          path: `/${lang}/user/${String(userId)}/profile`,
          shows: userAd.title,
          answered: [`/api/users/${String(userId)}`, sellerAdsCall('client', userId)],
        },
      ];
      for (const rendered of pages) {
        await expectRenderedAndAlive(page, request, rendered);
        page.removeAllListeners();
      }
    });

    await test.step('the search, information, contact, legals and service providers pages are rendered on the server with the answers they carry', async () => {
      const data = async <T>(call: string): Promise<T> =>
        ((await (await request.get(call, { headers: { lang } })).json()) as { data: T }).data;
      const search = '/api/search?q=toyota&page=1';
      const found = (await data<{ data: { title: string }[] }>(search)).data[0];
      // The first paragraph of an information page's text.
      const firstParagraph = async (slug: string) =>
        /<p>([^<]+)/.exec((await data<{ body: string }>(`/api/pages/${slug}`)).body)?.[1] ?? '';
      const about = await firstParagraph('about');
      const terms = await firstParagraph('terms');
      const contact = await data<{ email: string }>('/api/ContactUs');
      const legals = await data<{ sections: { question: string }[] }[]>('/api/Legals');
      const providers = await data<{ name: string }[]>('/api/ServiceProviders');
      const question = legals[0]?.sections[0]?.question;
      if (!found || !question || !providers[0] || !about || !terms) {
        throw new Error('the seed has their content');
      }
      const pages = [
        { path: `/${lang}/search?q=toyota`, shows: found.title, answered: search },
        { path: `/${lang}/about-us`, shows: about, answered: '/api/pages/about' },
        { path: `/${lang}/terms`, shows: terms, answered: '/api/pages/terms' },
        { path: `/${lang}/contact-us`, shows: contact.email, answered: '/api/ContactUs' },
        { path: `/${lang}/legals`, shows: question, answered: '/api/Legals' },
        {
          path: `/${lang}/service-providers`,
          shows: providers[0].name,
          answered: '/api/ServiceProviders',
        },
      ];
      // The contact page's map tiles come from the internet, which this machine may not reach.
      await page.route('https://tile.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
      );
      for (const { path, shows, answered } of pages) {
        await expectRenderedAndAlive(page, request, { path, shows, answered: [answered] });
        page.removeAllListeners();
      }
    });
  });
}

// A route module's key in Vite's manifest is what the server preloads it by: a route merged into
// a shared chunk has no such key, and its page would fetch its chunk only once the router runs.
test('every page type preloads the chunk of its own route', async ({ request }) => {
  const ad = (await fetchAdPage(request, 'en', { category_id: 8 })).data[0];
  expect(ad).toBeDefined();
  const routes = {
    '/en': 'home',
    '/ar/category/8?page=2': 'category-page',
    [`/en/ad/${String(ad?.id)}`]: 'ad-detail',
    '/ar/jobs': 'list',
    '/en/job/1': 'detail',
    '/en/store/1': 'store',
    '/ar/user/1/profile': 'user',
  };
  for (const [path, chunk] of Object.entries(routes)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`/assets/${chunk}-[\\w-]+\\.js`));
  }
});
