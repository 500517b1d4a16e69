import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { LocalChatEvents, PostgresChatEvents, type ChatEvents } from './chat-events.ts';

/**
 * The embedded database serves one process, whose streams are all here; PostgreSQL may serve
 * several, which hear each other's events through `LISTEN/NOTIFY`.
 */
export function startChatEvents(database: DatabaseHandle, log: FastifyBaseLogger): ChatEvents {
  if (database.kind === 'pglite') return new LocalChatEvents();
  return new PostgresChatEvents({
    connect: database.newConnection,
    notify: (channel, payload) =>
      database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
    onError: (err: unknown) => {
      log.error({ err }, 'chat events: the LISTEN connection failed');
    },
  });
}
