import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../shared/ui/not-found-page';
import { loadAccountTexts, loadAdminTexts } from '../shared/i18n/i18n';
import type { QueryClientOf } from '../shared/lib/start-query';
import type { PageRoute } from '../shared/pages/page-route';
import { AppLayout } from './layout/app-layout';
import { requireAuthLoader } from './routes/require-auth';
import { requireStaffLoader } from './routes/require-staff';
import { languageLoader, revalidateOnLanguageChange, rootLoader } from './routes/language-loaders';
import { PageErrorBoundary } from './routes/page-error-boundary';
import { BlankFallback, RootRoute } from './routes/root-route';
import { RouteErrorScreen } from './routes/route-error-screen';

/**
 * The route folders: each page's `route.ts`, beside its module (features/…/index.ts), names its
 * paths and how its screens load (shared/pages/page-route.ts).
 */
export const ROUTE_FOLDERS: RouteFolders = import.meta.glob<PageRoute>('./**/route.ts', {
  base: '../features',
  eager: true,
  import: 'route',
});

/** Route folders by their file (only their routes are read). */
export type RouteFolders = Readonly<Record<string, PageRoute>>;

const TEXTS = { account: loadAccountTexts, admin: loadAdminTexts };

/** A route folder's screen at `path`, loaded with the texts it needs. */
function lazyScreen(route: PageRoute, path: string, queryClientOf: QueryClientOf) {
  return async () => {
    const [screen] = await Promise.all([
      route.screen(path, queryClientOf),
      route.texts && TEXTS[route.texts](),
    ]);
    return screen;
  };
}

/** A route folder's screens, each at its path ('' being the language's own page). */
function screenRoutes(route: PageRoute, queryClientOf: QueryClientOf): RouteObject[] {
  return route.paths.map((path) => ({
    ...(path === '' ? { index: true } : { path }),
    lazy: lazyScreen(route, path, queryClientOf),
  }));
}

/**
 * A staff folder's section (the console, `/:lang/admin/…`): its frame at its paths' first
 * segment, for staff only, and its screens inside it, those of `adminPaths` for admins only.
 */
function staffSection(route: PageRoute, queryClientOf: QueryClientOf): RouteObject {
  const section = route.paths[0]?.split('/')[0] ?? '';
  const { layout } = route;
  return {
    path: section,
    loader: requireStaffLoader(queryClientOf),
    ...(layout && {
      lazy: async () => {
        const [Component] = await Promise.all([layout(), route.texts && TEXTS[route.texts]()]);
        return { Component };
      },
    }),
    children: route.paths.map((path): RouteObject => {
      const rest = path.slice(section.length + 1);
      return {
        ...(rest === '' ? { index: true } : { path: rest }),
        ...(route.adminPaths?.includes(path) && {
          loader: requireStaffLoader(queryClientOf, 'admin'),
        }),
        lazy: lazyScreen(route, path, queryClientOf),
      };
    }),
  };
}

/**
 * The pages inside the layout, from the route folders: the open ones, those of signed-in
 * visitors behind `RequireAuth`, the console's, and the not-found page at any other path.
 */
export function routesFrom(folders: RouteFolders, queryClientOf: QueryClientOf): RouteObject[] {
  const routes = Object.values(folders);
  const screens = (access: PageRoute['access']) =>
    routes
      .filter((route) => route.access === access)
      .flatMap((route) => screenRoutes(route, queryClientOf));
  return [
    ...screens(undefined),
    { id: 'signed-in', loader: requireAuthLoader, children: screens('signed-in') },
    ...routes
      .filter((route) => route.access === 'staff')
      .map((route) => staffSection(route, queryClientOf)),
    { path: '*', Component: NotFoundPage },
  ];
}

/**
 * Every screen lives under `/:lang`, from the route `folders` (the app's; a test adds its own).
 * Screens are lazy chunks; a path no folder has shows the not-found page, as does an address
 * whose loader finds nothing (`PageErrorBoundary`). Account pages sit behind `RequireAuth`. The
 * loaders start their page's calls in the query client `queryClientOf` gives: the browser's one,
 * or on the server the one of the page being rendered.
 */
export function createRoutes(
  queryClientOf: QueryClientOf,
  folders: RouteFolders = ROUTE_FOLDERS,
): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorScreen />,
      HydrateFallback: BlankFallback,
      children: [
        { index: true, loader: rootLoader },
        {
          path: ':lang',
          loader: languageLoader(queryClientOf),
          shouldRevalidate: revalidateOnLanguageChange,
          element: <AppLayout />,
          children: [
            { errorElement: <PageErrorBoundary />, children: routesFrom(folders, queryClientOf) },
          ],
        },
      ],
    },
  ];
}
