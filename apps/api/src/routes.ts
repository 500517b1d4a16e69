import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adsRoutes } from './modules/ads/ads.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { VapidKeys } from './config/vapid-keys.ts';
import type { RateLimits } from './modules/auth/auth.service.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { consoleBannersRoutes } from './modules/console-banners/console-banners.routes.ts';
import { consoleCategoriesRoutes } from './modules/console-categories/categories.routes.ts';
import { filtersAdminRoutes } from './modules/console-filters/filters-admin.routes.ts';
import { contactRoutes } from './modules/console-contact/contact.routes.ts';
import { interestsRoutes } from './modules/console-interests/interests.routes.ts';
import { legalsRoutes } from './modules/console-legals/legals.routes.ts';
import { placesRoutes } from './modules/console-places/places.routes.ts';
import { providersRoutes } from './modules/console-providers/providers.routes.ts';
import { contentPagesRoutes } from './modules/console-content/content-pages.routes.ts';
import { contentRoutes, type ContentOptions } from './modules/content/content.routes.ts';
import { countriesRoutes } from './modules/countries/countries.routes.ts';
import { contactMessagesRoutes } from './modules/dev/contact-messages.routes.ts';
import { outboxRoutes } from './modules/dev/outbox.routes.ts';
import { engagementRoutes } from './modules/engagement/engagement.routes.ts';
import type { ReviewsOptions } from './modules/engagement/reviews.routes.ts';
import type { OutboxSmsProvider } from './modules/sms/sms.ts';
import { authPlugin } from './plugins/auth.ts';
import { checkJsonBodies } from './plugins/json-body.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { chatStreamRoutes } from './modules/messaging/chat-stream.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import type { MessagingOptions } from './modules/messaging/messaging.service.ts';
import { adminRoutes } from './modules/moderation/admin.routes.ts';
import { noticesRoutes } from './modules/reports/notices.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { pushRoutes } from './modules/notifications/push.routes.ts';
import { reportsRoutes, type ReportsOptions } from './modules/reports/reports.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { sellersRoutes } from './modules/sellers/sellers.routes.ts';
import { sellingRoutes, type SellingOptions } from './modules/selling/selling.routes.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { apiMessage } from './shared/messages.ts';

/** Every JSON endpoint, mounted under /api. */
export const apiRoutes: FastifyPluginAsync<{
  /** The sessions' clock (the app's; tests move it). */
  now: () => Date;
  rateLimits: RateLimits;
  outbox: OutboxSmsProvider | undefined;
  reviews: ReviewsOptions;
  content: ContentOptions;
  messaging: MessagingOptions;
  selling: SellingOptions;
  reports: ReportsOptions;
  /** The VAPID keys pushes are signed with; unset, none is sent. */
  push: VapidKeys | undefined;
  /** Subscriptions of any endpoint, not only a push service's (tests). */
  anyPushEndpoint: boolean;
}> = async (app, opts) => {
  checkJsonBodies(app);
  await app.register(authPlugin, { now: opts.now });
  await app.register(healthRoutes);
  await app.register(categoriesRoutes);
  await app.register(bannersRoutes);
  await app.register(countriesRoutes);
  await app.register(tagsRoutes);
  await app.register(authRoutes, { rateLimits: opts.rateLimits, now: opts.now });
  await app.register(accountRoutes);
  await app.register(adsRoutes, { now: opts.now });
  await app.register(engagementRoutes, { reviews: opts.reviews });
  await app.register(jobsRoutes);
  await app.register(contentRoutes, opts.content);
  await app.register(sellersRoutes);
  await app.register(sellingRoutes, opts.selling);
  await app.register(savedSearchesRoutes, { now: opts.now });
  await app.register(messagingRoutes, opts.messaging);
  await app.register(chatStreamRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes, { vapid: opts.push, anyEndpoint: opts.anyPushEndpoint });
  await app.register(adminRoutes, {
    prefix: '/admin',
    lifetimeDays: opts.selling.lifetime.days,
  });
  await app.register(consoleBannersRoutes, { prefix: '/admin' });
  await app.register(consoleCategoriesRoutes, { prefix: '/admin' });
  await app.register(filtersAdminRoutes, { prefix: '/admin' });
  await app.register(placesRoutes, { prefix: '/admin' });
  await app.register(interestsRoutes, { prefix: '/admin' });
  await app.register(legalsRoutes, { prefix: '/admin' });
  await app.register(providersRoutes, { prefix: '/admin' });
  await app.register(contactRoutes, { prefix: '/admin' });
  await app.register(contentPagesRoutes, { prefix: '/admin' });
  await app.register(reportsRoutes, opts.reports);
  await app.register(noticesRoutes);
  if (opts.outbox) {
    await app.register(outboxRoutes, { outbox: opts.outbox });
    await app.register(contactMessagesRoutes);
  }

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: apiMessage('route_not_found', request.lang) }),
  );
};
