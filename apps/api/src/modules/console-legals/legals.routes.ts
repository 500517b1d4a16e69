import {
  consoleLegal,
  consoleLegals,
  envelope,
  idParam,
  legalBody,
  legalOrderBody,
  messageBody,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { FieldError, notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { sameMembers } from '../../shared/same-members.ts';
import { auditedChange } from '../moderation/audited-change.ts';
import { guardConsoleRoutes } from '../moderation/staff.ts';
import {
  deleteLegal,
  insertLegal,
  legalFields,
  listConsoleLegals,
  lockedLegals,
  orderIn,
  updateLegal,
  writeOrder,
} from './legals.repository.ts';

const idParams = z.object({ id: idParam });
const tags = ['admin'];
const savedLegal = envelope(consoleLegal);

/**
 * `/admin/legals` (issue 47, admins): the questions and answers of the legals page, in its two
 * groups, in both languages, in their order. Each change writes its audit line in its
 * transaction, then announces `content`, the topic `/Legals` is kept under, so the page shows
 * the change at once on every process.
 */
export const legalsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardConsoleRoutes(app, 'admin');

  app.get(
    '/legals',
    {
      schema: {
        tags,
        summary: 'Both groups of the legals page, each with its questions in order, both languages',
        response: { 200: envelope(consoleLegals) },
      },
    },
    async () => ({ data: await listConsoleLegals(app.db) }),
  );

  app.post(
    '/legals',
    {
      schema: {
        tags,
        summary: 'Adds a question and its answer, last in its group',
        body: legalBody,
        response: { 201: savedLegal },
      },
    },
    async (request, reply) => {
      const data = await auditedChange(app, request, ['content'], async (tx, log) => {
        const rows = await lockedLegals(tx);
        const row = legalFields(await insertLegal(tx, rows, request.body));
        await log({
          action: 'legal.add',
          target: 'legal',
          targetId: row.id,
          after: row,
        });
        return row;
      });
      return reply.code(201).send({ data, message: apiMessage('legal_saved', request.lang) });
    },
  );

  app.put(
    '/legals/order',
    {
      schema: {
        tags,
        summary: "Orders a group's questions: every one of them, each once, first to last",
        body: legalOrderBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const { group, ids } = request.body;
      await auditedChange(app, request, ['content'], async (tx, log) => {
        const before = orderIn(await lockedLegals(tx), group);
        if (!sameMembers(before, ids)) throw new FieldError({ ids: 'legal_order_mismatch' });
        await writeOrder(tx, ids);
        await log({
          action: 'legals.reorder',
          target: 'legal',
          targetId: null,
          before: { group, ids: before },
          after: { group, ids },
        });
      });
      return { message: apiMessage('legals_reordered', request.lang) };
    },
  );

  app.put(
    '/legals/:id',
    {
      schema: {
        tags,
        summary: 'Edits a question and its answer; moved to the other group, it goes last there',
        params: idParams,
        body: legalBody,
        response: { 200: savedLegal },
      },
    },
    async (request) => {
      const data = await auditedChange(app, request, ['content'], async (tx, log) => {
        const rows = await lockedLegals(tx);
        const before = rows.find((row) => row.id === request.params.id);
        if (!before) throw notFound();
        const after = legalFields(await updateLegal(tx, rows, before, request.body));
        await log({
          action: 'legal.update',
          target: 'legal',
          targetId: before.id,
          before: legalFields(before),
          after,
        });
        return after;
      });
      return { data, message: apiMessage('legal_saved', request.lang) };
    },
  );

  app.delete(
    '/legals/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a question and its answer',
        params: idParams,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await auditedChange(app, request, ['content'], async (tx, log) => {
        const rows = await lockedLegals(tx);
        const before = rows.find((row) => row.id === request.params.id);
        if (!before) throw notFound();
        await deleteLegal(tx, before.id);
        await log({
          action: 'legal.remove',
          target: 'legal',
          targetId: before.id,
          before: legalFields(before),
        });
      });
      return { message: apiMessage('legal_removed', request.lang) };
    },
  );
};
