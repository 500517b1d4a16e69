import { Redis } from 'ioredis';
import { pubSubConnectionName } from './redis-connection.ts';

/** How long after a failed subscription it subscribes again (ioredis tried a while already). */
const RETRY_MS = 5_000;

export type RedisSubscriberOptions = {
  url: string;
  channel: string;
  /** A message published on the channel. */
  heard: (payload: string) => void;
  /** Subscribed again after the connection was lost (or `start` failed): what was published meanwhile was missed. */
  reconnected: () => void;
  onError: (error: unknown) => void;
};

/**
 * A subscription to a Redis channel on a connection of its own, for what several processes
 * sharing a Redis server tell each other with `PUBLISH` (the chat's events, the content changes),
 * as shared/postgres-listener.ts is with PostgreSQL. ioredis connects again after a drop and
 * subscribes again; this subscribes again too, whose answer comes once the server has subscribed
 * it, and then says it was away.
 */
export class RedisSubscriber {
  readonly #options: RedisSubscriberOptions;
  readonly #connection: Redis;
  #listening: Promise<void> | undefined;
  #closed = false;
  #wasReady = false;
  /** Whether the channel went unheard for a while (a lost connection, a failed start). */
  #away = false;

  constructor(options: RedisSubscriberOptions) {
    this.#options = options;
    // Its first subscription, which a caller may wait for, fails soon while Redis is away.
    this.#connection = new Redis(options.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      connectionName: pubSubConnectionName(options.channel),
    });
    this.#connection.on('error', options.onError);
    this.#connection.on('message', (channel: string, payload: string) => {
      if (channel === options.channel) options.heard(payload);
    });
    this.#connection.on('ready', () => {
      // Back after a drop: ioredis subscribes again first; this answers once the server has.
      if (this.#wasReady && this.#listening) {
        this.#listening = undefined;
        this.#away = true;
        void this.start();
      }
      this.#wasReady = true;
    });
  }

  /** Subscribes now, or keeps trying in the background (`reconnected` once it does). */
  async start(): Promise<void> {
    try {
      await this.listening();
    } catch (error) {
      this.#options.onError(error);
      this.#away = true;
      setTimeout(() => {
        if (!this.#closed && this.#listening === undefined) void this.start();
      }, RETRY_MS).unref();
    }
  }

  /** Resolves once the server has subscribed it; a failure leaves the next call to try again. */
  listening(): Promise<void> {
    if (this.#listening) return this.#listening;
    const listening = this.#subscribe().catch((error: unknown) => {
      // Unless a drop of the connection began another meanwhile.
      if (this.#listening === listening) this.#listening = undefined;
      throw error;
    });
    this.#listening = listening;
    return listening;
  }

  close(): Promise<void> {
    this.#closed = true;
    this.#listening = undefined;
    this.#connection.disconnect();
    return Promise.resolve();
  }

  async #subscribe(): Promise<void> {
    await this.#connection.subscribe(this.#options.channel);
    if (this.#away) {
      this.#away = false;
      this.#options.reconnected();
    }
  }
}
