import type pg from 'pg';

const RECONNECT_MS = [500, 1000, 2000, 5000] as const;

export type PostgresListenerOptions = {
  channel: string;
  /** A connection of its own, which `LISTEN` holds. */
  connect: () => pg.Client;
  /** A payload `NOTIFY` sent on the channel. */
  heard: (payload: string) => void;
  /** Listening again after the connection was lost (or `start` failed): what was sent meanwhile was missed. */
  reconnected: () => void;
  onError: (error: unknown) => void;
};

/**
 * A `LISTEN` on a connection of its own, for what several processes on one PostgreSQL tell each
 * other with `NOTIFY` (the chat's events, the content changes). When the connection drops it
 * connects again, after pauses that grow while attempts fail, and says it was away.
 */
export class PostgresListener {
  readonly #options: PostgresListenerOptions;
  #client: pg.Client | undefined;
  #listening: Promise<void> | undefined;
  #closed = false;
  /** Failed attempts in a row, which space the next ones out. */
  #attempt = 0;
  /** Whether the channel went unheard for a while (a lost connection, a failed start). */
  #away = false;

  constructor(options: PostgresListenerOptions) {
    this.#options = options;
  }

  /** Listens now, or keeps trying in the background (`reconnected` once it does). */
  async start(): Promise<void> {
    try {
      await this.listening();
    } catch (error) {
      this.#options.onError(error);
      this.#away = true;
      this.#listenLater();
    }
  }

  /** Resolves once the channel is listened to; a failure leaves the next call to try again. */
  listening(): Promise<void> {
    this.#listening ??= this.#listen().catch((error: unknown) => {
      this.#listening = undefined;
      throw error;
    });
    return this.#listening;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    await client?.end();
  }

  async #listen(): Promise<void> {
    const { channel, heard, onError } = this.#options;
    const client = this.#options.connect();
    client.on('notification', ({ channel: from, payload }) => {
      if (from === channel && payload !== undefined) heard(payload);
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
    this.#client = client;
    this.#attempt = 0;
    if (this.#away) {
      this.#away = false;
      this.#options.reconnected();
    }
  }

  #lost(client: pg.Client): void {
    if (this.#closed || this.#client !== client) return;
    this.#client = undefined;
    this.#listening = undefined;
    this.#away = true;
    client.end().catch(() => undefined);
    this.#listenLater();
  }

  #listenLater(): void {
    const delay = RECONNECT_MS[Math.min(this.#attempt, RECONNECT_MS.length - 1)];
    this.#attempt += 1;
    setTimeout(() => {
      if (this.#closed || this.#listening !== undefined) return;
      this.listening().catch((error: unknown) => {
        this.#options.onError(error);
        this.#listenLater();
      });
    }, delay).unref();
  }
}
