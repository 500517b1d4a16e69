import { envelope, outboxMessage } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { normalisePhone } from '../auth/auth.service.ts';
import type { OutboxSmsProvider } from '../sms/sms.ts';

/** Development only (not registered in production): the SMS outbox, latest first. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxSmsProvider }> = async (
  app,
  opts,
) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'SMS messages sent by the development provider, latest first',
        querystring: z.object({ phone_number: z.string().max(30).optional() }),
        response: { 200: envelope(z.array(outboxMessage)) },
      },
    },
    async (request) => {
      const phone = request.query.phone_number;
      const list = opts.outbox.list(phone ? normalisePhone(phone) : undefined);
      return {
        data: list.map((m) => ({
          phone_number: m.phoneNumber,
          text: m.text,
          code: m.code,
          sent_at: m.sentAt.toISOString(),
        })),
      };
    },
  );
};
