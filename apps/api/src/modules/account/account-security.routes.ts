import {
  changePasswordBody,
  changePhoneBody,
  confirmPhoneBody,
  deleteAccountBody,
  envelope,
  messageBody,
  sessionUser,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookies, currentUser, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { removeAvatar } from './avatar.ts';
import { removeChatPicture } from '../messaging/chat-pictures.ts';
import { deleteAccount } from './delete-account.repository.ts';
import { profileChanges } from './profile-changes.ts';
import { userAnswer } from './user-answer.ts';

/** What a stolen session must not do alone: each asks for the password or a code (issue 16). */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The open screens of the people who kept a conversation with a deleted account fetch it
   * again ('deleted account', no message box). The deletion stands if this fails.
   */
  async function tellOthersToFetch(others: number[]) {
    if (others.length === 0) return;
    try {
      await app.chatEvents.publish({ to: others, event: { type: 'resync' } });
    } catch (err) {
      app.log.error({ err }, 'chat events: publishing failed');
    }
  }

  app.put(
    '/me/password',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Changes the password (asks for the current one); signs out every other session',
        body: changePasswordBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      if (request.sessionId === null) throw new HttpError(401, 'unauthorized');
      await app.auth.changePassword(currentUser(request), request.sessionId, request.body);
      return { message: apiMessage('password_changed', request.lang) };
    },
  );

  app.post(
    '/me/phone',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Sends a code to a new phone number (60 s apart, at most 5 an hour)',
        body: changePhoneBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await app.auth.requestPhoneChange(
        currentUser(request),
        request.body.phone_number,
        request.lang,
      );
      return { message: apiMessage('phone_code_sent', request.lang) };
    },
  );

  app.post(
    '/me/phone/verify',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Confirms the new phone number with the code sent to it',
        body: confirmPhoneBody,
        response: { 200: envelope(sessionUser) },
      },
    },
    async (request, reply) => {
      const updated = await app.auth.confirmPhoneChange(currentUser(request), request.body.otp);
      app.contentChanges.emit(...(await profileChanges(app.db, updated.id)));
      return userAnswer(request, reply, updated, 'phone_changed');
    },
  );

  app.delete(
    '/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Deletes the account (asks for the password) with its ads and stores; recounts what it liked, rated or reviewed; the other people keep their conversations with it',
        body: deleteAccountBody,
        response: { 200: messageBody },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      await app.auth.checkPassword(me, request.body.password, 'password');
      const deleted = await deleteAccount(app.db, me.id);
      await removeAvatar(app.media, deleted?.avatar ?? null);
      for (const { conversationId, name } of deleted?.conversations.pictures ?? []) {
        await removeChatPicture(app.media, conversationId, name);
      }
      await tellOthersToFetch(deleted?.conversations.others ?? []);
      app.contentChanges.emit(...(deleted?.changes ?? []));
      clearSessionCookies(reply);
      return { message: apiMessage('account_deleted', request.lang) };
    },
  );
};
