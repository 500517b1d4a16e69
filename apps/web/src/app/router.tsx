import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { languageLoader, revalidateOnLanguageChange, rootLoader } from './routes/language-loaders';
import { BlankFallback, RootRoute } from './routes/root-route';
import { RouteErrorScreen } from './routes/route-error-screen';

/**
 * Every screen lives under `/:lang`. Screens are lazy chunks; screens of later issues are not
 * registered yet, so their paths show the not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: BlankFallback,
    children: [
      { index: true, loader: rootLoader },
      {
        path: ':lang',
        loader: languageLoader,
        shouldRevalidate: revalidateOnLanguageChange,
        element: <AppLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home')).HomePage }),
          },
          {
            path: 'category/:categoryId',
            lazy: async () => {
              const { CategoryPage, categoryPageLoader } =
                await import('../features/category-page');
              return { Component: CategoryPage, loader: categoryPageLoader };
            },
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./routes/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
