import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  CHAT_CHANNEL,
  LocalChatEvents,
  PostgresChatEvents,
  type ChatEvents,
} from './chat-events.ts';
import { messageById } from './messages.repository.ts';
import { RedisChatEvents } from './redis-chat-events.ts';

/**
 * Redis pub/sub when `REDIS_URL` is set; otherwise the embedded database serves one process,
 * whose streams are all here, and PostgreSQL may serve several, which hear each other's events
 * through `LISTEN/NOTIFY`.
 */
export function startChatEvents(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  {
    redisUrl,
    channel = CHAT_CHANNEL,
  }: { redisUrl: string | undefined; channel?: string | undefined },
): ChatEvents {
  if (redisUrl !== undefined) {
    return new RedisChatEvents({
      url: redisUrl,
      channel,
      onError: (err: unknown) => {
        log.error({ err }, 'chat events: the Redis connection failed');
      },
    });
  }
  if (database.kind === 'pglite') return new LocalChatEvents();
  return new PostgresChatEvents({
    channel,
    connect: database.newConnection,
    notify: (payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
    loadMessage: (id) => messageById(database.db, id),
    onError: (err: unknown) => {
      log.error({ err }, 'chat events: the LISTEN connection failed');
    },
  });
}
