import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ChangeBus, ContentChanges, ContentTag } from '../content-changes.ts';
import { PostgresChangeBus } from './postgres-change-bus.ts';
import { RedisChangeBus } from './redis-change-bus.ts';

/** The channel changes go through between processes (`NOTIFY` or Redis `PUBLISH`). */
export const CHANGES_CHANNEL = 'souq_changes';

/**
 * Carries `changes` between the processes serving the site: Redis pub/sub when `REDIS_URL` is
 * set, else PostgreSQL's `LISTEN/NOTIFY`; none on the embedded database, which one process
 * serves. The app waits for its `start` before it is ready: nothing is kept before it listens.
 */
export function startChangeBus(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  changes: ContentChanges,
  { redisUrl, channel = CHANGES_CHANNEL }: { redisUrl: string | undefined; channel?: string },
): ChangeBus | undefined {
  const heard = (tags: readonly ContentTag[]) => {
    changes.heard(tags);
  };
  const missed = () => {
    changes.missed();
  };
  let bus: ChangeBus | undefined;
  if (redisUrl !== undefined) {
    bus = new RedisChangeBus({
      url: redisUrl,
      channel,
      heard,
      missed,
      onError: (err: unknown) => {
        log.error({ err }, 'content changes: the Redis connection failed');
      },
    });
  } else if (database.kind !== 'pglite') {
    bus = new PostgresChangeBus({
      channel,
      connect: database.newConnection,
      notify: (payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
      heard,
      missed,
      onError: (err: unknown) => {
        log.error({ err }, 'content changes: the LISTEN connection failed');
      },
    });
  }
  if (bus) changes.connect(bus);
  return bus;
}
