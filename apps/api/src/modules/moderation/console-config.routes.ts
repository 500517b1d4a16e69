import {
  envelope,
  idParam,
  messageBody,
  moderationSettings,
  prohibitedWord,
  prohibitedWordBody,
  staffRoleBody,
  staffRoleResult,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { HttpError, notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { auditedChange } from './audited-change.ts';
import { readModerationSettings, writeModerationSettings } from './moderation-settings.ts';
import {
  addProhibitedWord,
  listProhibitedWords,
  removeProhibitedWord,
} from './prohibited-words.repository.ts';
import { requireStaff, staffOf } from './staff.ts';
import { setStaffRole } from './staff-roles.repository.ts';

const idParams = z.object({ id: idParam });
const adminOnly = requireStaff('admin');

/**
 * What the console configures: the rules' numbers and the staff roles (admins) and the
 * prohibited words (moderators). The content pages are the admins' (console-content).
 */
export const consoleConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'The rules: reports that hide an ad, the first ads of how young an account wait for review (admins)',
        response: { 200: envelope(moderationSettings) },
      },
    },
    async () => ({ data: await readModerationSettings(app.db) }),
  );

  app.put(
    '/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Changes the rules (0 turns one off), with an audit line (admins)',
        body: moderationSettings,
        response: { 200: envelope(moderationSettings) },
      },
    },
    async (request) => {
      // Nothing to announce: the rules steer writes (holds, reports), no answer shows them.
      await auditedChange(app, request, [], async (tx, log) => {
        const before = await readModerationSettings(tx);
        await writeModerationSettings(tx, request.body);
        await log({
          action: 'settings.update',
          target: 'settings',
          targetId: null,
          before,
          after: request.body,
        });
      });
      return {
        data: request.body,
        message: apiMessage('moderation_settings_saved', request.lang),
      };
    },
  );

  app.put(
    '/staff/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          "Gives an account the moderator or admin role, or takes it back (null); a new role ends the account's sessions (admins)",
        params: idParams,
        body: staffRoleBody,
        response: { 200: envelope(staffRoleResult) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      if (request.params.id === staff.id) throw new HttpError(403, 'staff_self');
      const { result } = await setStaffRole(app.db, {
        userId: request.params.id,
        role: request.body.role,
        actor: staff.actor,
        reason: '',
        now: new Date(),
      });
      return { data: result, message: apiMessage('staff_role_saved', request.lang) };
    },
  );

  app.get(
    '/prohibited-words',
    {
      schema: {
        tags: ['admin'],
        summary: 'The words and phrases that hold an ad for review, as typed and as matched',
        response: { 200: envelope(z.array(prohibitedWord)) },
      },
    },
    async () => ({ data: await listProhibitedWords(app.db) }),
  );

  app.post(
    '/prohibited-words',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Adds a word or phrase (Arabic folded as search folds it); 422 when it is on the list already',
        body: prohibitedWordBody,
        response: { 201: envelope(prohibitedWord) },
      },
    },
    async (request, reply) => {
      const data = await addProhibitedWord(app.db, request.body.word, staffOf(request).actor);
      return reply
        .code(201)
        .send({ data, message: apiMessage('prohibited_word_added', request.lang) });
    },
  );

  app.delete(
    '/prohibited-words/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Removes a word or phrase from the list',
        params: idParams,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      if (!(await removeProhibitedWord(app.db, request.params.id, staffOf(request).actor))) {
        throw notFound();
      }
      return { message: apiMessage('prohibited_word_removed', request.lang) };
    },
  );
};
