import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ChangeBus, ContentTag } from '../content-changes.ts';
import { changeMessage, heardTags } from './change-message.ts';

/** PostgreSQL refuses a `NOTIFY` payload of 8,000 bytes or more. */
const MAX_PAYLOAD = 7_900;
const RECONNECT_MS = [500, 1000, 2000, 5000] as const;

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
  #listener: pg.Client | undefined;
  #listening: Promise<void> | undefined;
  #closed = false;
  /** Failed attempts in a row, which space the next ones out. */
  #attempt = 0;
  /** Connections begun: past the first, what was kept may have missed changes. */
  #listens = 0;

  constructor(options: PostgresChangeBusOptions) {
    this.#options = options;
  }

  async start(): Promise<void> {
    try {
      await this.listening();
    } catch (error) {
      this.#options.onError(error);
      this.#listenLater();
    }
  }

  listening(): Promise<void> {
    this.#listening ??= this.#listen().catch((error: unknown) => {
      this.#listening = undefined;
      throw error;
    });
    return this.#listening;
  }

  publish(tags: readonly ContentTag[]): void {
    this.#options.notify(changeMessage(this.#self, tags, MAX_PAYLOAD)).catch(this.#options.onError);
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#listener;
    this.#listener = undefined;
    await client?.end();
  }

  async #listen(): Promise<void> {
    this.#listens += 1;
    const first = this.#listens === 1;
    const { channel, heard, onError } = this.#options;
    const client = this.#options.connect();
    client.on('notification', ({ channel: from, payload }) => {
      if (from !== channel || payload === undefined) return;
      const tags = heardTags(payload, this.#self);
      if (tags) heard(tags);
    });
    client.on('error', (error) => {
      onError(error);
      this.#lost(client);
    });
    client.on('end', () => {
      this.#lost(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#listener = client;
    this.#attempt = 0;
    if (!first) this.#options.missed();
  }

  #lost(client: pg.Client): void {
    if (this.#closed || this.#listener !== client) return;
    this.#listener = undefined;
    this.#listening = undefined;
    client.end().catch(() => undefined);
    this.#listenLater();
  }

  #listenLater(): void {
    const delay = RECONNECT_MS[Math.min(this.#attempt, RECONNECT_MS.length - 1)];
    this.#attempt += 1;
    setTimeout(() => {
      if (!this.#closed && this.#listening === undefined) void this.start();
    }, delay).unref();
  }
}
