import { envelope, favoritesData, meUser, sessionUser, updateProfileBody } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { toSessionUser } from '../../shared/auth/session-user.ts';
import { uniqueViolation } from '../../shared/db-errors.ts';
import { FieldError } from '../../shared/errors.ts';
import { isUserNameTaken, updateUser } from '../auth/auth.repository.ts';
import { listFavorites } from './account.repository.ts';
import { profileChanges } from './profile-changes.ts';
import { userAnswer } from './user-answer.ts';
import { accountSecurityRoutes } from './account-security.routes.ts';
import { accountSettingsRoutes } from './account-settings.routes.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountSettingsRoutes);
  await app.register(accountSecurityRoutes);

  app.get(
    '/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, with their staff role (issue 42: the console link)',
        response: { 200: envelope(meUser) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return { data: { ...toSessionUser(me), staff_role: me.staffRole } };
    },
  );

  app.put(
    '/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Edits the profile (any subset of the fields); refreshes the userData cookie',
        body: updateProfileBody,
        response: { 200: envelope(sessionUser) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const body = request.body;
      const userName = body.userName?.trim();
      if (userName && (await isUserNameTaken(app.db, userName, me.id))) {
        throw new FieldError({ userName: 'user_name_taken' });
      }
      let updated;
      try {
        updated = await updateUser(app.db, me.id, {
          ...(body.name !== undefined && { name: body.name.trim() }),
          ...(userName !== undefined && { userName }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.birthdate !== undefined && { birthdate: body.birthdate }),
          ...(body.gender !== undefined && { gender: body.gender }),
          ...(body.bio !== undefined && { bio: body.bio || null }),
          updatedAt: new Date(),
        });
      } catch (error) {
        if (uniqueViolation(error) !== undefined) {
          throw new FieldError({ userName: 'user_name_taken' });
        }
        throw error;
      }
      app.contentChanges.emit(...(await profileChanges(app.db, me.id)));
      return userAnswer(request, reply, updated ?? me, 'profile_updated');
    },
  );

  app.get(
    '/favorites',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's favourite ads and jobs",
        response: { 200: envelope(favoritesData) },
      },
    },
    async (request) => ({
      data: await listFavorites(app.db, currentUser(request).id, request.lang),
    }),
  );
};
