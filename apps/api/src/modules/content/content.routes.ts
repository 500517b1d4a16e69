import rateLimit from '@fastify/rate-limit';
import {
  contactMessageBody,
  contactMessageData,
  contactUsData,
  contentPage,
  envelope,
  isContentPageSlug,
  legalsData,
  serviceProvider,
  type ContentPageSlug,
  type Lang,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { servePublicRead } from '../../plugins/public-reads.ts';
import { pageTag } from '../../shared/content-changes.ts';
import { notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { findContentPage, listLegals, saveContactMessage } from './content.repository.ts';
import { listServiceProviders } from './providers.repository.ts';
import { loadContactUs } from './settings.ts';

export type ContentOptions = {
  /** Contact messages per client address and window (a process's share with several counting in memory). */
  contactRateLimit: { max: number; timeWindow: number };
};

/** The information pages: contact us, legals, service providers and the content pages. */
export const contentRoutes: FastifyPluginAsyncZod<ContentOptions> = async (app, opts) => {
  const content = { ttl: 30, topics: ['content'] } as const;
  const contactUs = app.answerCache.define(content, (lang: Lang) => loadContactUs(app.db, lang));
  const legals = app.answerCache.define(content, (lang: Lang) => listLegals(app.db, lang));
  const page = app.answerCache.define(
    { ...content, tags: ({ slug }) => [pageTag(slug)] },
    ({ slug, lang }: { slug: ContentPageSlug; lang: Lang }) => findContentPage(app.db, slug, lang),
  );
  // Ranked by the ratings and reviews of stores and people with service ads: any of them.
  const providers = app.answerCache.define(
    { ttl: 10, topics: ['sellers', 'ads', 'content'], tags: () => ['seller:any', 'listed:any'] },
    (lang: Lang) => listServiceProviders(app.db, lang),
  );

  await app.register(rateLimit, app.limits.perAddress());

  servePublicRead(app, {
    url: '/ContactUs',
    schema: {
      tags: ['content'],
      summary: 'Contact details, social links and the map position of the contact page',
      response: { 200: envelope(contactUsData) },
    },
    read: async ({ lang }) => ({ data: await contactUs(lang) }),
  });

  app.post(
    '/report-message',
    {
      config: { rateLimit: opts.contactRateLimit },
      schema: {
        tags: ['content'],
        summary: 'Stores a message of the contact form (rate-limited per client address)',
        body: contactMessageBody,
        response: { 201: envelope(contactMessageData) },
      },
    },
    async (request, reply) => {
      const data = await saveContactMessage(app.db, request.body);
      return reply.code(201).send({ data, message: apiMessage('contact_sent', request.lang) });
    },
  );

  servePublicRead(app, {
    url: '/Legals',
    schema: {
      tags: ['content'],
      summary: 'Privacy policy and help-and-support questions, in the request language',
      response: { 200: envelope(legalsData) },
    },
    read: async ({ lang }) => ({ data: await legals(lang) }),
  });

  servePublicRead(app, {
    url: '/ServiceProviders',
    schema: {
      tags: ['content'],
      summary:
        'Stores and people offering services (category 10), best ranked first (Bayesian average of their ratings)',
      response: { 200: envelope(z.array(serviceProvider)) },
    },
    read: async ({ lang }) => ({ data: await providers(lang) }),
  });

  servePublicRead(app, {
    url: '/pages/:slug',
    schema: {
      tags: ['content'],
      summary: 'A content page: about (also about us), terms, faq, privacy or refund',
      params: z.object({ slug: z.string().max(40) }),
      response: { 200: envelope(contentPage) },
    },
    read: async ({ params: { slug }, lang }) => {
      const found = isContentPageSlug(slug) && (await page({ slug, lang }));
      if (!found) throw notFound();
      return { data: found };
    },
  });
};
