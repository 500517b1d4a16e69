import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ChangeBus, ContentTag } from '../content-changes.ts';
import { PostgresListener } from '../postgres-listener.ts';
import { changeMessage, heardTags } from './change-message.ts';

/** PostgreSQL refuses a `NOTIFY` payload of 8,000 bytes or more. */
const MAX_PAYLOAD = 7_900;

export type PostgresChangeBusOptions = {
  channel: string;
  /** A connection of its own, which `LISTEN` holds. */
  connect: () => pg.Client;
  notify: (payload: string) => Promise<unknown>;
  /** A change another process made. */
  heard: (tags: readonly ContentTag[]) => void;
  /** Changes may have been missed (the connection was away, or is new): everything. */
  missed: () => void;
  onError: (error: unknown) => void;
};

/**
 * Several processes on one PostgreSQL, without Redis: a change is sent with `NOTIFY`, and each
 * process hears the others' on its `LISTEN` connection. When that connection drops it connects
 * again, and as changes may have been missed meanwhile, the process drops everything it kept;
 * as it does when it could not listen before the app was ready, and did later.
 */
export class PostgresChangeBus implements ChangeBus {
  readonly #self = randomUUID();
  readonly #options: PostgresChangeBusOptions;
  readonly #listener: PostgresListener;

  constructor(options: PostgresChangeBusOptions) {
    this.#options = options;
    const { channel, connect, heard, missed, onError } = options;
    this.#listener = new PostgresListener({
      channel,
      connect,
      heard: (payload) => {
        const tags = heardTags(payload, this.#self);
        if (tags) heard(tags);
      },
      reconnected: missed,
      onError,
    });
  }

  start(): Promise<void> {
    return this.#listener.start();
  }

  listening(): Promise<void> {
    return this.#listener.listening();
  }

  publish(tags: readonly ContentTag[]): void {
    this.#options.notify(changeMessage(this.#self, tags, MAX_PAYLOAD)).catch(this.#options.onError);
  }

  close(): Promise<void> {
    return this.#listener.close();
  }
}
