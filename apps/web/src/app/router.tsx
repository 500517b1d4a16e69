import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { requireAuthLoader } from './routes/require-auth';
import { languageLoader, revalidateOnLanguageChange, rootLoader } from './routes/language-loaders';
import { BlankFallback, RootRoute } from './routes/root-route';
import { RouteErrorScreen } from './routes/route-error-screen';

/**
 * Every screen lives under `/:lang`. Screens are lazy chunks; screens of later issues are not
 * registered yet, so their paths show the not-found page. Account pages sit behind `RequireAuth`.
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
            path: 'ad/:adId',
            lazy: async () => {
              const { AdDetailPage, adDetailLoader } = await import('../features/ad-detail');
              return { Component: AdDetailPage, loader: adDetailLoader };
            },
          },
          ...(
            [
              ['login', 'LoginPage'],
              ['register', 'RegisterPage'],
              ['Choose-Interest', 'ChooseInterestPage'],
              ['Verify-Phone-OTP', 'VerifyPhoneOtpPage'],
              ['ForgetPassword', 'ForgetPasswordPage'],
              ['OTP-Verification', 'OtpVerificationPage'],
              ['Add-New-Password', 'AddNewPasswordPage'],
            ] as const
          ).map(([path, screen]): RouteObject => ({
            path,
            lazy: async () => ({ Component: (await import('../features/auth'))[screen] }),
          })),
          {
            id: 'signed-in',
            loader: requireAuthLoader,
            children: [
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/account')).ProfilePage,
                }),
              },
              {
                path: 'favorites',
                lazy: async () => ({
                  Component: (await import('../features/account')).FavoritesPage,
                }),
              },
            ],
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
