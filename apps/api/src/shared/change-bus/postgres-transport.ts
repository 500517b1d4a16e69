import type pg from 'pg';
import { PostgresListener } from '../postgres-listener.ts';
import type { Transport } from './transport-change-bus.ts';

/** PostgreSQL refuses a `NOTIFY` payload of 8,000 bytes or more. */
const MAX_PAYLOAD = 7_900;

export type PostgresTransportOptions = {
  channel: string;
  /** A connection of its own, which `LISTEN` holds. */
  connect: () => pg.Client;
  notify: (payload: string) => Promise<unknown>;
  onError: (error: unknown) => void;
};

/**
 * Several processes on one PostgreSQL, without Redis: a change is sent with `NOTIFY`, and each
 * process hears the others' on its `LISTEN` connection, which connects again when it drops.
 */
export function postgresTransport({
  channel,
  connect,
  notify,
  onError,
}: PostgresTransportOptions): Transport {
  return {
    maxMessage: MAX_PAYLOAD,
    send: notify,
    subscribe: ({ heard, reconnected }) =>
      new PostgresListener({ channel, connect, heard, reconnected, onError }),
  };
}
