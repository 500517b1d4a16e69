import { envelope, siteContact, siteContactBody } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessage } from '../../shared/messages.ts';
import { readSiteContact, writeSiteContact } from '../content/settings.ts';
import { auditedChange } from '../moderation/audited-change.ts';
import { guardConsoleRoutes } from '../moderation/staff.ts';

const tags = ['admin'];

/**
 * `/admin/contact` (issue 47, admins): the site's contact details, social and app-store links and
 * the contact page's map position, in both languages. The save writes the four settings and its
 * audit line in one transaction, then announces `content`, so `/ContactUs` (the contact page and
 * the footer) and the pages rendered with it drop their kept copies on every process.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  guardConsoleRoutes(app, 'admin');

  app.get(
    '/contact',
    {
      schema: {
        tags,
        summary:
          'The contact details, social and app-store links and map position, in both languages',
        response: { 200: envelope(siteContact) },
      },
    },
    async () => ({ data: await readSiteContact(app.db) }),
  );

  app.put(
    '/contact',
    {
      schema: {
        tags,
        summary:
          'Saves the contact details, social and app-store links and map position, whole, with an audit line',
        body: siteContactBody,
        response: { 200: envelope(siteContact) },
      },
    },
    async (request) => {
      await auditedChange(app, request, ['content'], async (tx, log) => {
        const before = await readSiteContact(tx);
        await writeSiteContact(tx, request.body);
        await log({
          action: 'contact.update',
          target: 'contact',
          targetId: null,
          before,
          after: request.body,
        });
      });
      return { data: request.body, message: apiMessage('contact_saved', request.lang) };
    },
  );
};
