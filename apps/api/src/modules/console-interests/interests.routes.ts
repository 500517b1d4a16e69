import {
  consoleInterest,
  envelope,
  idParam,
  interestBody,
  interestOrderBody,
  interestRemoveQuery,
  messageBody,
  type InterestBody,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { FieldError, HttpError, notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { sameMembers } from '../../shared/same-members.ts';
import { auditedChange } from '../moderation/audited-change.ts';
import { guardConsoleRoutes } from '../moderation/staff.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';
import {
  choosersOf,
  deleteInterest,
  findInterest,
  insertInterest,
  interestFields,
  listInterests,
  orderOf,
  renameInterest,
  takenNames,
  writeOrder,
} from './interests.repository.ts';

const idParams = z.object({ id: idParam });
const tags = ['admin'];
const savedInterest = envelope(consoleInterest.omit({ users: true }));

/** Refuses a name another interest has (422 on each field that clashes). */
async function refuseTakenNames(tx: Transaction, body: InterestBody, exceptId: number | null) {
  const taken = await takenNames(tx, body, exceptId);
  if (taken.length > 0) {
    throw new FieldError(Object.fromEntries(taken.map((field) => [field, 'interest_name_taken'])));
  }
}

/**
 * `/admin/interests` (issue 47, admins): the interests a new user picks at registration (step 2)
 * and in their settings, named in both languages, in their order. Each change writes its audit
 * line in its transaction, then announces `catalog`, the topic `/tags` is kept under, so
 * registration offers the change at once on every process.
 */
export const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardConsoleRoutes(app, 'admin');

  app.get(
    '/interests',
    {
      schema: {
        tags,
        summary: 'Every interest, in their order, and how many people chose each',
        response: { 200: envelope(z.array(consoleInterest)) },
      },
    },
    async () => ({ data: await listInterests(app.db) }),
  );

  app.post(
    '/interests',
    {
      schema: {
        tags,
        summary: 'Adds an interest, last in the order (422 when another has either name)',
        body: interestBody,
        response: { 201: savedInterest },
      },
    },
    async (request, reply) => {
      const data = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        await orderOf(tx);
        await refuseTakenNames(tx, request.body, null);
        const row = interestFields(await insertInterest(tx, request.body));
        await log({
          action: 'interest.add',
          target: 'interest',
          targetId: row.id,
          after: row,
        });
        return row;
      });
      return reply.code(201).send({ data, message: apiMessage('interest_saved', request.lang) });
    },
  );

  app.put(
    '/interests/order',
    {
      schema: {
        tags,
        summary: 'Orders the interests: every one of them, each once, first to last',
        body: interestOrderBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const before = await orderOf(tx);
        if (!sameMembers(before, request.body.ids)) {
          throw new FieldError({ ids: 'interest_order_mismatch' });
        }
        await writeOrder(tx, request.body.ids);
        await log({
          action: 'interests.reorder',
          target: 'interest',
          targetId: null,
          before,
          after: request.body.ids,
        });
      });
      return { message: apiMessage('interests_reordered', request.lang) };
    },
  );

  app.put(
    '/interests/:id',
    {
      schema: {
        tags,
        summary: 'Renames an interest in both languages (422 when another has either name)',
        params: idParams,
        body: interestBody,
        response: { 200: savedInterest },
      },
    },
    async (request) => {
      const data = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        await orderOf(tx);
        const before = await findInterest(tx, request.params.id);
        if (!before) throw notFound();
        await refuseTakenNames(tx, request.body, before.id);
        const after = interestFields(await renameInterest(tx, before.id, request.body));
        await log({
          action: 'interest.update',
          target: 'interest',
          targetId: before.id,
          before: interestFields(before),
          after,
        });
        return after;
      });
      return { data, message: apiMessage('interest_saved', request.lang) };
    },
  );

  app.delete(
    '/interests/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes an interest; one that people chose only with `confirm=true` (409 says how many), which takes it out of their interests',
        params: idParams,
        querystring: interestRemoveQuery,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const before = await findInterest(tx, request.params.id);
        if (!before) throw notFound();
        const users = await choosersOf(tx, before.id);
        if (users > 0 && request.query.confirm !== 'true') {
          throw new HttpError(409, 'interest_in_use', { users: String(users) });
        }
        await deleteInterest(tx, before.id);
        await log({
          action: 'interest.remove',
          target: 'interest',
          targetId: before.id,
          before: { ...interestFields(before), users },
        });
      });
      return { message: apiMessage('interest_removed', request.lang) };
    },
  );
};
