import { auditEntry, auditQuery, paginated } from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, listAudit } from './audit.repository.ts';

/** The audit log, for every member of staff. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit log, newest first: every staff action and automatic decision, searched by actor, target and days',
        querystring: auditQuery,
        response: { 200: paginated(auditEntry) },
      },
    },
    async (request) => {
      const { rows, total } = await listAudit(app.db, request.query);
      return {
        data: rows,
        current_page: request.query.page,
        per_page: AUDIT_PAGE_SIZE,
        total,
        last_page: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
      };
    },
  );
};
