import {
  consoleProvider,
  envelope,
  messageBody,
  providerParams,
  providerStateBody,
  type ProviderState,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../shared/errors.ts';
import { apiMessage, type ApiMessageKey } from '../../shared/messages.ts';
import { isServiceProvider, rankedProviders } from '../content/providers.repository.ts';
import { auditedChange } from '../moderation/audited-change.ts';
import { guardConsoleRoutes } from '../moderation/staff.ts';
import { stateOf, writeState } from './providers.repository.ts';

const tags = ['admin'];

/** Each state: what the audit line says was done, and the answer's message. */
const CHOICES: Record<ProviderState, { action: string; message: ApiMessageKey }> = {
  listed: { action: 'service_provider.list', message: 'provider_listed' },
  pinned: { action: 'service_provider.pin', message: 'provider_pinned' },
  hidden: { action: 'service_provider.hide', message: 'provider_hidden' },
};

/**
 * `/admin/service-providers` (issue 47, admins): the list `/ServiceProviders` computes from the
 * stores and people of the service category, curated: a provider pinned to the top, or taken
 * off (spam, a closed business). Each choice writes its audit line in its transaction, then
 * announces `seller:any`, a tag the public list is kept under (lists of sellers), so it drops on
 * every process without the unrelated content pages.
 */
export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  guardConsoleRoutes(app, 'admin');

  app.get(
    '/service-providers',
    {
      schema: {
        tags,
        summary:
          'The service providers as the public list ranks them, then those taken off it, each with its state',
        response: { 200: envelope(z.array(consoleProvider)) },
      },
    },
    async (request) => ({
      data: (await rankedProviders(app.db, request.lang)).map(({ provider, state }) => ({
        ...provider,
        state,
      })),
    }),
  );

  app.put(
    '/service-providers/:kind/:id',
    {
      schema: {
        tags,
        summary:
          'Lists a provider as its ratings rank it, pins it to the top, or takes it off the public list',
        params: providerParams,
        body: providerStateBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { state } = request.body;
      if (!(await isServiceProvider(app.db, kind, id))) throw notFound();
      await auditedChange(app, request, ['seller:any'], async (tx, log) => {
        const before = await stateOf(tx, kind, id);
        await writeState(tx, kind, id, state);
        await log({
          action: CHOICES[state].action,
          target: 'service_provider',
          targetId: id,
          before: { kind, id, state: before },
          after: { kind, id, state },
        });
      });
      return { message: apiMessage(CHOICES[state].message, request.lang) };
    },
  );
};
