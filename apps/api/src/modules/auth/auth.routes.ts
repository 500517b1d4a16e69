import rateLimit from '@fastify/rate-limit';
import {
  authData,
  envelope,
  forgotPasswordBody,
  loginBody,
  messageBody,
  otpBody,
  registerBody,
  registerDetailsBody,
  resendOtpBody,
  resetPasswordBody,
  resetTokenData,
  staffCodeBody,
  staffCodeStep,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { clearSessionCookies, setSessionCookies } from '../../plugins/auth.ts';
import { apiMessage } from '../../shared/messages.ts';
import type { RateLimits } from './auth.service.ts';
import { defineRegistrationsSweep } from './expired-registrations.ts';

const phoneData = envelope(z.object({ phone_number: z.string() }));

export const authRoutes: FastifyPluginAsyncZod<{
  rateLimits: RateLimits;
  /** The sessions' clock (the app's; tests move it). */
  now: () => Date;
}> = async (app, opts) => {
  defineRegistrationsSweep(app.queue, app.db, opts.now);
  await app.register(rateLimit, app.limits.perAddress());
  // Per IP on every login and OTP endpoint; per account limits live in the service.
  const limited = {
    rateLimit: { max: opts.rateLimits.perIp, timeWindow: opts.rateLimits.windowMs },
  };

  app.post(
    '/register',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Creates an unverified account and sends a phone verification code',
        body: registerBody,
        response: { 201: phoneData },
      },
    },
    async (request, reply) => {
      const data = await app.auth.register(request.body, request.lang);
      return reply.code(201).send({ data, message: apiMessage('registered', request.lang) });
    },
  );

  app.post(
    '/register/check',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary:
          "Checks registration's step 1 as registration would (taken phone number or user name, too common password); creates nothing",
        body: registerDetailsBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.auth.checkRegistration(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/verify-otp',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Verifies the phone with its code; signs the user in (cookies and token)',
        body: otpBody,
        response: { 200: envelope(authData) },
      },
    },
    async (request, reply) => {
      const data = await app.auth.verifyPhone(request.body.phone_number, request.body.otp);
      setSessionCookies(reply, data.token, data.user, data.persistent);
      return {
        data: { user: data.user, token: data.token },
        message: apiMessage('phone_verified', request.lang),
      };
    },
  );

  app.post(
    '/resend-otp',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Sends a new code (60 s apart, at most 5 an hour)',
        body: resendOtpBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const { phone_number, purpose } = request.body;
      await app.auth.resendOtp(phone_number, purpose, request.lang);
      return { message: apiMessage('otp_sent', request.lang) };
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary:
          'Signs in with the phone number or the user name; a moderator or an admin is sent a code for the second step (202, no session yet)',
        body: loginBody,
        response: {
          200: envelope(authData),
          202: envelope(staffCodeStep),
          // An unverified phone (its code is sent), or a suspended or banned account.
          403: z.union([phoneData, messageBody]),
        },
      },
    },
    async (request, reply) => {
      const { userName, password, remember } = request.body;
      const result = await app.auth.login(userName, password, request.lang, {
        persistent: remember,
        clientAddress: request.ip,
      });
      if (result.kind === 'unverified') {
        return reply.code(403).send({
          data: { phone_number: result.phone },
          message: apiMessage('phone_not_verified', request.lang),
        });
      }
      if (result.kind === 'staff_code') {
        return reply.code(202).send({
          data: { phone_number: result.phone, step: 'staff_code' },
          message: apiMessage('staff_code_sent', request.lang),
        });
      }
      const data = { user: result.user, token: result.token };
      setSessionCookies(reply, data.token, data.user, result.persistent);
      return reply.send({ data, message: apiMessage('logged_in', request.lang) });
    },
  );

  app.post(
    '/login/staff-code',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary:
          "A moderator's or an admin's sign-in, second step: the code sent to their phone; signs them in (cookies and token)",
        body: staffCodeBody,
        response: { 200: envelope(authData) },
      },
    },
    async (request, reply) => {
      const { phone_number, otp, remember } = request.body;
      const data = await app.auth.staffSignIn(phone_number, otp, remember);
      setSessionCookies(reply, data.token, data.user, data.persistent);
      return {
        data: { user: data.user, token: data.token },
        message: apiMessage('logged_in', request.lang),
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes the session and clears both cookies',
        response: { 200: messageBody },
      },
    },
    async (request, reply) => {
      if (request.sessionId !== null) await app.auth.logout(request.sessionId);
      clearSessionCookies(reply);
      return { message: apiMessage('logged_out', request.lang) };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Sends a reset code if the number has an account; the answer is always the same',
        body: forgotPasswordBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await app.auth.forgotPassword(request.body.phone_number, request.lang);
      return { message: apiMessage('otp_sent', request.lang) };
    },
  );

  app.post(
    '/verify-reset-otp',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Checks a reset code; answers a single-use reset token valid for 10 minutes',
        body: otpBody,
        response: { 200: envelope(resetTokenData) },
      },
    },
    async (request) => {
      const data = await app.auth.verifyResetOtp(request.body.phone_number, request.body.otp);
      return { data, message: apiMessage('otp_verified', request.lang) };
    },
  );

  app.post(
    '/reset-password',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the reset token; revokes every session of the user',
        body: resetPasswordBody,
        response: { 200: messageBody },
      },
    },
    async (request, reply) => {
      await app.auth.resetPassword(request.body);
      clearSessionCookies(reply);
      return { message: apiMessage('password_reset', request.lang) };
    },
  );
};
