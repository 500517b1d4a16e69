import {
  REPORT_TARGETS,
  dismissReportBody,
  dismissResult,
  envelope,
  heldAd,
  idParam,
  moderationDashboard,
  paginated,
  queueQuery,
  reportedTarget,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { adChanges } from '../ads/ad-changes.ts';
import { loadDashboard } from './dashboard.repository.ts';
import { dismissReports } from './dismiss-reports.service.ts';
import {
  QUEUE_PAGE_SIZE,
  countGroups,
  countHeldAds,
  findReportedTarget,
  loadGroups,
  pageOfGroups,
  pageOfHeldAds,
} from './queue.repository.ts';
import { staffOf } from './staff.ts';

const targetParams = z.object({ target: z.enum(REPORT_TARGETS), id: idParam });

const pageInfo = (page: number, total: number) => ({
  current_page: page,
  per_page: QUEUE_PAGE_SIZE,
  total,
  last_page: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
});

/** The console's dashboard, its queue and the reports of one target (moderators). */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Open reports, held ads, the median time to a decision, new accounts and ads today',
        response: { 200: envelope(moderationDashboard) },
      },
    },
    async () => ({ data: await loadDashboard(app.db) }),
  );

  app.get(
    '/queue',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What waits for a decision, oldest first: reports grouped by target (kind=reports, filtered by reason, target, state and age) or held ads (kind=held)',
        querystring: queueQuery,
        response: { 200: z.union([paginated(reportedTarget), paginated(heldAd)]) },
      },
    },
    async (request) => {
      const { kind, page, ...filters } = request.query;
      if (kind === 'held') {
        const [data, total] = await Promise.all([
          pageOfHeldAds(app.db, page, request.lang),
          countHeldAds(app.db),
        ]);
        return { data, ...pageInfo(page, total) };
      }
      const [data, total] = await Promise.all([
        pageOfGroups(app.db, filters, page).then((groups) =>
          loadGroups(app.db, groups, filters.state),
        ),
        countGroups(app.db, filters),
      ]);
      return { data, ...pageInfo(page, total) };
    },
  );

  app.get(
    '/reports/:target/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every report of one ad, user or conversation, open and closed',
        params: targetParams,
        response: { 200: envelope(reportedTarget) },
      },
    },
    async (request) => {
      const found = await findReportedTarget(app.db, request.params.target, request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/reports/:target/:id/dismiss',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Dismisses every open report of the target; an ad the reports hid comes back (409 without an open report)',
        params: targetParams,
        body: dismissReportBody,
        response: { 200: envelope(dismissResult) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { target, id } = request.params;
      const data = await dismissReports(app.db, staff, target, id, request.body.reason, new Date());
      // An ad the reports hid comes back; a user's or a conversation's reports hid nothing.
      if (target === 'ad') app.contentChanges.emit(...(await adChanges(app.db, [id])));
      return { data, message: apiMessage('reports_dismissed', request.lang) };
    },
  );
};
