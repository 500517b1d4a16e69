import { adIdParams, envelope, reportBody, userIdParams } from '@souq/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { adChanges } from '../ads/ad-changes.ts';
import type { REPORT_LIMITS } from './report-limits.ts';
import { reportAd, reportUser, type ReportInput } from './reports.service.ts';

export type ReportsOptions = {
  /** A process's share with several counting in memory (`perProcessLimitsOf`). */
  limits: typeof REPORT_LIMITS;
};

/**
 * Issue 42: any signed-in user reports an ad or a user to the moderators, once while their
 * report is open, a few an hour. (A conversation is reported by its people, in messaging.)
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsOptions> = async (app, opts) => {
  // As review writes (app.limits), one count for ads and users alike: counted before any query.
  const { perAccount, perAddress, windowMs } = opts.limits;
  const byAccount = app.limits.window('reports-by-account', perAccount, windowMs);
  const byAddress = app.limits.window('reports-by-address', perAddress, windowMs);

  async function inputOf(
    request: FastifyRequest,
    id: number,
    body: ReportInput['body'],
  ): Promise<ReportInput> {
    const reporterId = currentUser(request).id;
    if (!(await byAccount.hit(String(reporterId))) || !(await byAddress.hit(request.ip))) {
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
      const input = await inputOf(request, request.params.id, request.body);
      const { hidden } = await reportAd(app.db, input);
      if (hidden) app.contentChanges.emit(...(await adChanges(app.db, [request.params.id])));
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
      await reportUser(app.db, await inputOf(request, request.params.id, request.body));
      return reply.code(201).send({ data: null, message: apiMessage('report_sent', request.lang) });
    },
  );
};
