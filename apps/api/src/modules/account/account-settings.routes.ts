import { envelope, interestsBody, sessionUser } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { FieldError } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { PICTURE_BODY_LIMIT, acceptPictureBodies } from '../../shared/pictures.ts';
import { existingTagIds, updateUser } from '../auth/auth.repository.ts';
import { removeAvatar, storeAvatar } from './avatar.ts';
import { interestIds, replaceInterests } from './interests.repository.ts';
import { profileChanges } from './profile-changes.ts';
import { userAnswer } from './user-answer.ts';

const interestsData = envelope(z.object({ interests: z.array(z.number().int()) }));

/** The signed-in user's interests and profile picture (issue 16). */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptPictureBodies(app);

  app.get(
    '/me/interests',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'The tag ids the signed-in user follows',
        response: { 200: interestsData },
      },
    },
    async (request) => ({
      data: { interests: await interestIds(app.db, currentUser(request).id) },
    }),
  );

  app.put(
    '/me/interests',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: "Replaces the signed-in user's interests",
        body: interestsBody,
        response: { 200: interestsData },
      },
    },
    async (request) => {
      const interests = [...new Set(request.body.interests)].sort((a, b) => a - b);
      const known = await existingTagIds(app.db, interests);
      if (known.length !== interests.length) throw new FieldError({ interests: 'invalid' });
      await replaceInterests(app.db, currentUser(request).id, interests);
      return { data: { interests }, message: apiMessage('interests_saved', request.lang) };
    },
  );

  app.put(
    '/me/avatar',
    {
      onRequest: requireUser,
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags: ['account'],
        summary:
          'Sets the profile picture: the body is the picture (JPEG, PNG, WebP or AVIF, at least 300 px a side, up to 15 MB)',
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
        response: { 200: envelope(sessionUser) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (!Buffer.isBuffer(request.body)) throw new FieldError({ picture: 'picture_type' });
      const avatar = await storeAvatar(app.media, me.id, request.body);
      const updated = await updateUser(app.db, me.id, { avatar, updatedAt: new Date() });
      await removeAvatar(app.media, me.avatar);
      app.contentChanges.emit(...(await profileChanges(app.db, me.id)));
      return userAnswer(request, reply, updated ?? me, 'avatar_saved');
    },
  );

  app.delete(
    '/me/avatar',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Removes the profile picture',
        response: { 200: envelope(sessionUser) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const updated = await updateUser(app.db, me.id, { avatar: null, updatedAt: new Date() });
      await removeAvatar(app.media, me.avatar);
      app.contentChanges.emit(...(await profileChanges(app.db, me.id)));
      return userAnswer(request, reply, updated ?? me, 'avatar_removed');
    },
  );
};
