import { PAGES_AT_THEIR_SLUG } from '@souq/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../shared/ui/not-found-page';
import { loadAccountTexts, loadAdminTexts } from '../shared/i18n/i18n';
import type { QueryClientOf } from '../shared/lib/start-query';
import { AppLayout } from './layout/app-layout';
import { requireAuthLoader } from './routes/require-auth';
import { requireStaffLoader } from './routes/require-staff';
import { languageLoader, revalidateOnLanguageChange, rootLoader } from './routes/language-loaders';
import { PageErrorBoundary } from './routes/page-error-boundary';
import { BlankFallback, RootRoute } from './routes/root-route';
import { RouteErrorScreen } from './routes/route-error-screen';

/**
 * The signed-in screens of one feature module, by path: each loads the module and the account
 * texts (sign-in, forms, account pages) together.
 */
function accountScreens<Pages extends Record<string, ComponentType>>(
  load: () => Promise<Pages>,
  screens: Record<string, keyof Pages>,
): RouteObject[] {
  return Object.entries(screens).map(([path, screen]) => ({
    path,
    lazy: async () => {
      const [pages] = await Promise.all([load(), loadAccountTexts()]);
      return { Component: pages[screen] };
    },
  }));
}

/** The moderation console's module with its texts: only staff ever load it. */
async function loadConsole() {
  const [pages] = await Promise.all([import('../features/admin'), loadAdminTexts()]);
  return pages;
}

type ConsolePages = Awaited<ReturnType<typeof loadConsole>>;

/** The console's screens (`/:lang/admin/…`); the admin's own ask for the admin role. */
function consoleRoutes(queryClientOf: QueryClientOf): RouteObject {
  const screen = (page: keyof ConsolePages, path?: string, adminOnly = false): RouteObject => ({
    ...(path === undefined ? { index: true } : { path }),
    ...(adminOnly && { loader: requireStaffLoader(queryClientOf, 'admin') }),
    lazy: async () => ({ Component: (await loadConsole())[page] }),
  });
  return {
    path: 'admin',
    loader: requireStaffLoader(queryClientOf),
    lazy: async () => ({ Component: (await loadConsole()).ConsoleLayout }),
    children: [
      screen('DashboardPage'),
      screen('QueuePage', 'queue'),
      screen('ReportPage', 'reports/:target/:targetId'),
      screen('UserPage', 'users/:userId'),
      screen('AuditPage', 'audit'),
      screen('WordsPage', 'words'),
      screen('SettingsPage', 'settings', true),
      screen('ContentPage', 'content', true),
    ],
  };
}

/**
 * Every screen lives under `/:lang`. Screens are lazy chunks; screens of later issues are not
 * registered yet, so their paths show the not-found page, as does an address whose loader finds
 * nothing (`PageErrorBoundary`). Account pages sit behind `RequireAuth`. The loaders start their
 * page's calls in the query client `queryClientOf` gives: the browser's one, or on the server the
 * one of the page being rendered.
 */
export function createRoutes(queryClientOf: QueryClientOf): RouteObject[] {
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
          children: [{ errorElement: <PageErrorBoundary />, children: pageRoutes(queryClientOf) }],
        },
      ],
    },
  ];
}

/** The pages inside the layout. */
function pageRoutes(queryClientOf: QueryClientOf): RouteObject[] {
  return [
    {
      index: true,
      lazy: async () => {
        const { HomePage, homeLoader } = await import('../features/home');
        return { Component: HomePage, loader: homeLoader(queryClientOf) };
      },
    },
    {
      path: 'category/:categoryId',
      lazy: async () => {
        const { CategoryPage, categoryPageLoader } = await import('../features/category-page');
        return { Component: CategoryPage, loader: categoryPageLoader(queryClientOf) };
      },
    },
    {
      path: 'jobs',
      lazy: async () => {
        const { JobsPage, jobsListLoader } = await import('../features/jobs/list');
        return { Component: JobsPage, loader: jobsListLoader(queryClientOf) };
      },
    },
    {
      path: 'search',
      lazy: async () => {
        const { SearchPage, searchPageLoader } = await import('../features/search/page');
        return { Component: SearchPage, loader: searchPageLoader(queryClientOf) };
      },
    },
    {
      path: 'job/:jobId',
      lazy: async () => {
        const { JobDetailPage, jobDetailLoader } = await import('../features/jobs/detail');
        return { Component: JobDetailPage, loader: jobDetailLoader(queryClientOf) };
      },
    },
    {
      path: 'ad/:adId',
      lazy: async () => {
        const { AdDetailPage, adDetailLoader } = await import('../features/ad-detail');
        return { Component: AdDetailPage, loader: adDetailLoader(queryClientOf) };
      },
    },
    {
      path: 'store/:storeId',
      lazy: async () => {
        const { StorePage, storeLoader } = await import('../features/sellers/store');
        return { Component: StorePage, loader: storeLoader(queryClientOf) };
      },
    },
    {
      path: 'user/:userId/profile',
      lazy: async () => {
        const { UserProfilePage, userProfileLoader } = await import('../features/sellers/user');
        return { Component: UserProfilePage, loader: userProfileLoader(queryClientOf) };
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
      lazy: async () => {
        const [screens] = await Promise.all([import('../features/auth'), loadAccountTexts()]);
        return { Component: screens[screen] };
      },
    })),
    {
      path: 'contact-us',
      lazy: async () => {
        const { ContactUsPage, contactUsLoader } = await import('../features/contact-us');
        return { Component: ContactUsPage, loader: contactUsLoader(queryClientOf) };
      },
    },
    {
      path: 'legals',
      lazy: async () => {
        const { LegalsPage, legalsLoader } = await import('../features/legals');
        return { Component: LegalsPage, loader: legalsLoader(queryClientOf) };
      },
    },
    {
      path: 'service-providers',
      lazy: async () => {
        const { ServiceProvidersPage, serviceProvidersLoader } =
          await import('../features/service-providers');
        return { Component: ServiceProvidersPage, loader: serviceProvidersLoader(queryClientOf) };
      },
    },
    {
      path: 'about-us',
      lazy: async () => {
        const { AboutUsPage, infoPageLoader } = await import('../features/info-pages');
        return { Component: AboutUsPage, loader: infoPageLoader(queryClientOf, 'about') };
      },
    },
    ...PAGES_AT_THEIR_SLUG.map((slug): RouteObject => ({
      path: slug,
      lazy: async () => {
        const { InfoPage, infoPageLoader } = await import('../features/info-pages');
        return { Component: InfoPage, loader: infoPageLoader(queryClientOf, slug) };
      },
    })),
    {
      id: 'signed-in',
      loader: requireAuthLoader,
      children: [
        ...accountScreens(() => import('../features/account'), {
          profile: 'ProfilePage',
          'profile/phone': 'ConfirmPhonePage',
          favorites: 'FavoritesPage',
          applications: 'ApplicationsPage',
        }),
        ...accountScreens(() => import('../features/messaging'), {
          messages: 'ConversationsPage',
          'messages/new': 'StartConversationPage',
          'messages/:conversationId': 'ThreadPage',
        }),
        ...accountScreens(() => import('../features/selling'), {
          post: 'PostAdPage',
          'my-ads': 'MyAdsPage',
          'my-ads/:adId/edit': 'EditAdPage',
        }),
      ],
    },
    consoleRoutes(queryClientOf),
    { path: '*', Component: NotFoundPage },
  ];
}
