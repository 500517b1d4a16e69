import { DEFAULT_DIAL_CODE, envelope, outboxMessage, toE164 } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
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
        /** `phone_number` in any form (a local one is read as +963), compared as E.164. */
        querystring: z.object({ phone_number: z.string().max(40).optional() }),
        response: { 200: envelope(z.array(outboxMessage)) },
      },
    },
    async (request) => {
      const typed = request.query.phone_number;
      const phone = typed === undefined ? undefined : toE164(typed, DEFAULT_DIAL_CODE);
      const list = phone === null ? [] : opts.outbox.list(phone);
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
