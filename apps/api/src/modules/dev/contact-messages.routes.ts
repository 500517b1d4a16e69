import { envelope } from '@souq/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { contactMessages } from '../../db/schema/index.ts';

const storedMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
});

/**
 * Development only (registered with the SMS outbox, never in production): the latest contact
 * messages sent from an address, so browser tests can see that a message was stored.
 */
export const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/contact-messages',
    {
      schema: {
        tags: ['dev'],
        summary: 'The latest 20 contact messages sent from an email address',
        querystring: z.object({ email: z.string().trim().min(1).max(200) }),
        response: { 200: envelope(z.array(storedMessage)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, request.query.email))
        .orderBy(desc(contactMessages.id))
        .limit(20);
      return {
        data: rows.map(({ createdAt, ...row }) => ({
          ...row,
          created_at: createdAt.toISOString(),
        })),
      };
    },
  );
};
