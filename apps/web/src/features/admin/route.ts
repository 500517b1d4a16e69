import { screensOf, type PageRoute } from '../../shared/pages/page-route';

/** The console's screens (`/:lang/admin/…`), in its sections' frame; staff only. */
export const route: PageRoute = {
  ...screensOf(() => import('./index'), {
    admin: 'DashboardPage',
    'admin/queue': 'QueuePage',
    'admin/reports/:target/:targetId': 'ReportPage',
    'admin/users/:userId': 'UserPage',
    'admin/audit': 'AuditPage',
    'admin/words': 'WordsPage',
    'admin/settings': 'SettingsPage',
    'admin/content': 'ContentPage',
    'admin/banners': 'BannersPage',
    'admin/places': 'PlacesPage',
    'admin/interests': 'InterestsPage',
    'admin/legals': 'LegalsPage',
    'admin/service-providers': 'ProvidersPage',
    'admin/contact': 'ContactDetailsPage',
    'admin/categories': 'CategoriesPage',
    'admin/categories/:categoryId/filters': 'FiltersPage',
  }),
  access: 'staff',
  adminPaths: [
    'admin/settings',
    'admin/content',
    'admin/banners',
    'admin/places',
    'admin/interests',
    'admin/legals',
    'admin/service-providers',
    'admin/contact',
    'admin/categories',
    'admin/categories/:categoryId/filters',
  ],
  texts: 'admin',
  layout: async () => (await import('./index')).ConsoleLayout,
};
