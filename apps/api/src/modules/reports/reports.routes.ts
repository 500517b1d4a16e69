import { adIdParams, envelope, reportBody, userIdParams } from '@souq/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { WindowLimiter } from '../auth/limiter.ts';
import type { REPORT_LIMITS } from './report-limits.ts';
import { reportAd, reportUser, type ReportInput } from './reports.service.ts';

export type ReportsOptions = {
  /** A process's share with several (`perProcessLimitsOf`). */
  limits: typeof REPORT_LIMITS;
  /** The limits' clock (the app's; tests move it). */
  now: () => Date;
};

/**
 * Issue 42: any signed-in user reports an ad or a user to the moderators, once while their
 * report is open, a few an hour. (A conversation is reported by its people, in messaging.)
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsOptions> = async (app, opts) => {
  // In memory (each process its share, as review writes), one count for ads and users alike:
  // counted before any query.
  const { perAccount, perAddress, windowMs } = opts.limits;
  const byAccount = new WindowLimiter(perAccount, windowMs, opts.now);
  const byAddress = new WindowLimiter(perAddress, windowMs, opts.now);

  function inputOf(request: FastifyRequest, id: number, body: ReportInput['body']): ReportInput {
    const reporterId = currentUser(request).id;
    if (!byAccount.hit(String(reporterId)) || !byAddress.hit(request.ip)) {
      throw new HttpError(429, 'reports_too_fast');
    }
    return { targetId: id, reporterId, body, lang: request.lang };
  }

  const answers = { 201: envelope(z.null()) };

  app.post(
    '/ads/:id/report',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reports'],
        summary:
          'Reports an ad to the moderators with a reason and a note; 409 while your report of it is open, 422 for your own. Enough reporters hide it until a moderator decides',
        params: adIdParams,
        body: reportBody,
        response: answers,
      },
    },
    async (request, reply) => {
      const input = inputOf(request, request.params.id, request.body);
      const { hidden } = await reportAd(app.db, input);
      if (hidden) app.contentChanges.emit('ads', 'sellers');
      return reply.code(201).send({ data: null, message: apiMessage('report_sent', request.lang) });
    },
  );

  app.post(
    '/users/:id/report',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reports'],
        summary:
          'Reports a user to the moderators with a reason and a note; 409 while your report of them is open, 422 for yourself',
        params: userIdParams,
        body: reportBody,
        response: answers,
      },
    },
    async (request, reply) => {
      await reportUser(app.db, inputOf(request, request.params.id, request.body));
      return reply.code(201).send({ data: null, message: apiMessage('report_sent', request.lang) });
    },
  );
};
