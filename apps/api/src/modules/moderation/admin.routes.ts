import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from './audit.routes.ts';
import { consoleConfigRoutes } from './console-config.routes.ts';
import { decisionsRoutes, type DecisionsOptions } from './decisions.routes.ts';
import { queueRoutes } from './queue.routes.ts';
import { guardConsoleRoutes } from './staff.ts';

/**
 * The moderation console's API under `/admin` (issue 42). Every route asks for a moderator at
 * least (the admins' own add theirs), and no answer is kept by any cache.
 */
export const adminRoutes: FastifyPluginAsyncZod<DecisionsOptions> = async (app, opts) => {
  guardConsoleRoutes(app, 'moderator');
  await app.register(queueRoutes);
  await app.register(decisionsRoutes, { lifetimeDays: opts.lifetimeDays });
  await app.register(consoleConfigRoutes);
  await app.register(auditRoutes);
};
