import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PicksPage } from '../../test/fixtures/pages/picks';
import { FIXTURE_FOLDERS } from '../../test/fixtures/pages/with-fixture-page';
import { createQueryClient } from './query-client';
import { createRoutes, ROUTE_FOLDERS } from './routes';
import { PAGE_FOLDERS, planPage } from '../entry-pages';
import { pagesFrom } from '../shared/pages/collect-pages';
import type { PageRoute } from '../shared/pages/page-route';

/**
 * Issue 45: a page is its folder. Its route.ts puts it in the route table, its page.ts tells the
 * server what to plan, preload and describe, and nothing else names it.
 */

const queryClient = createQueryClient();
const queryClientOf = () => queryClient;

/** The fixture's route folders (test/fixtures/pages: a page no app has). */
const FIXTURE_ROUTES = import.meta.glob<PageRoute>('../../test/fixtures/pages/*/route.ts', {
  eager: true,
  import: 'route',
});

/** The route the router shows at `url`: the deepest of its matches. */
const routeAt = (routes: RouteObject[], url: string) => matchRoutes(routes, url)?.at(-1)?.route;

/** An address of a path (`ad/:adId` → `/en/ad/7`). */
const addressOf = (path: string) =>
  `/en/${path.replace(/:\w+/g, '7').replace(/\*$/, 'anything')}`.replace(/\/$/, '');

describe('a page added by its folder alone', () => {
  it('is in the route table, with its screen and loader', async () => {
    const routes = createRoutes(queryClientOf, { ...ROUTE_FOLDERS, ...FIXTURE_ROUTES });
    const route = routeAt(routes, '/en/picks/7');
    expect(route?.path).toBe('picks/:categoryId');
    const lazy = route?.lazy;
    const screen = typeof lazy === 'function' ? await lazy() : undefined;
    expect(screen?.Component).toBe(PicksPage);
    expect(screen?.loader).toBeTypeOf('function');
    expect(routeAt(createRoutes(queryClientOf), '/en/picks/7')?.path).toBe('*');
  });

  it('is planned by the server: its route module, calls, status and description', () => {
    const pages = pagesFrom({ ...PAGE_FOLDERS, ...FIXTURE_FOLDERS });
    const module = 'test/fixtures/pages/picks/index.ts';
    const plan = pages.planPage('/en/picks/7?ref=share');
    expect(plan).toMatchObject({
      lang: 'en',
      module,
      calls: ['/api/categories', '/api/categories/7'],
      subject: '/api/categories/7',
    });
    expect(pages.planPage('/ar/picks/abc')).toEqual({
      lang: 'ar',
      module,
      calls: ['/api/categories'],
      notFound: true,
    });
    expect(pages.pageRedirect('/en/picks/07?ref=share')).toBe('/en/picks/7?ref=share');
    expect(pages.pageModules).toContainEqual({ module, paths: ['picks/:categoryId'] });
    const answers = new Map([
      ['/api/categories/7', { data: { id: 7, name: 'Bikes', parent: null } }],
    ]);
    const address = { origin: 'https://souq.example', lang: 'en' as const, rest: '/picks/7' };
    expect(plan?.describe?.(answers, address, 'Picks')).toMatchObject({
      description: 'Picks: Bikes',
      image: { address: '/social-cards/en/categories/7.jpg', width: 1200, height: 630 },
      structuredData: [{ '@type': 'BreadcrumbList' }],
    });
    // The app's own plans do not have it: an address no page has.
    expect(planPage('/en/picks/7')).toEqual({
      lang: 'en',
      calls: ['/api/categories'],
      notFound: true,
    });
  });
});

describe("the app's page folders", () => {
  const pageFiles = Object.keys(import.meta.glob('../**/page.ts'));
  const routeFiles = import.meta.glob<PageRoute>('../**/route.ts', {
    eager: true,
    import: 'route',
  });
  const routeSources = import.meta.glob<string>('../**/route.ts', {
    eager: true,
    query: '?raw',
    import: 'default',
  });
  const indexFiles = new Set(Object.keys(import.meta.glob('../**/index.ts')));
  const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

  it('are all collected for the server, each with its route and module beside its page', () => {
    expect(Object.keys(PAGE_FOLDERS).sort()).toEqual(
      pageFiles.map((file) => `src/${file.slice('../'.length)}`).sort(),
    );
    for (const file of pageFiles) {
      expect(Object.keys(routeFiles), file).toContain(`${folderOf(file)}/route.ts`);
      expect(indexFiles.has(`${folderOf(file)}/index.ts`), file).toBe(true);
    }
  });

  it('load the module the server preloads for them: their own index.ts', () => {
    for (const [file, source] of Object.entries(routeSources)) {
      const imports = source.match(/import\([^)]*\)/g) ?? [];
      expect(imports.length, file).toBeGreaterThan(0);
      expect(new Set(imports), file).toEqual(new Set(["import('./index')"]));
    }
  });

  it('are all in the route table, at each of their paths', () => {
    const routes = createRoutes(queryClientOf);
    for (const [file, route] of Object.entries(routeFiles)) {
      for (const path of route.paths) {
        expect(routeAt(routes, addressOf(path))?.path, `${file}: ${path}`).not.toBe('*');
      }
    }
  });

  it('are planned at each of their paths with their own module, or kept private', () => {
    for (const [file, { page }] of Object.entries(PAGE_FOLDERS)) {
      for (const path of page.paths) {
        const plan = planPage(addressOf(path));
        if ('private' in page) expect(plan?.noindex, `${file}: ${path}`).toBe(true);
        else expect(plan?.module, `${file}: ${path}`).toBe(file.replace(/page\.ts$/, 'index.ts'));
      }
    }
  });
});
