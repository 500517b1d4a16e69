import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ChangeBus, ContentChanges, ContentTag } from '../content-changes.ts';
import { postgresTransport } from './postgres-transport.ts';
import { redisTransport } from './redis-transport.ts';
import { TransportChangeBus, type Transport } from './transport-change-bus.ts';

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
  if (redisUrl === undefined && database.kind === 'pglite') return undefined;
  const onError = (err: unknown) => {
    log.error({ err }, `content changes: the ${redisUrl ? 'Redis' : 'LISTEN'} connection failed`);
  };
  const transport: Transport =
    redisUrl === undefined
      ? postgresTransport({
          channel,
          connect: database.newConnection,
          notify: (payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
          onError,
        })
      : redisTransport({ url: redisUrl, channel, onError });
  const bus = new TransportChangeBus(transport, {
    heard: (tags: readonly ContentTag[]) => {
      changes.heard(tags);
    },
    missed: () => {
      changes.missed();
    },
    onError,
  });
  changes.connect(bus);
  return bus;
}
