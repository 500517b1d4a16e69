import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChangeBus, ContentTag } from '../content-changes.ts';
import { changeMessage, heardTags } from './change-message.ts';

/** Redis takes messages of any size; one this long carries its topics (change-message.ts). */
const MAX_MESSAGE = 64_000;
/** How long after a failed subscription it subscribes again (ioredis tried a while already). */
const RETRY_MS = 5_000;

export type RedisChangeBusOptions = {
  url: string;
  channel: string;
  /** A change another process made. */
  heard: (tags: readonly ContentTag[]) => void;
  /** Changes may have been missed (the connection was away, or is new): everything. */
  missed: () => void;
  onError: (error: unknown) => void;
};

/**
 * Several processes sharing a Redis server (`REDIS_URL`): a change is sent with `PUBLISH`, and
 * each process hears the others' on its subscriber. ioredis connects again after a drop, and
 * once subscribed again the process drops everything it kept, as changes may have been missed
 * meanwhile; as it does when it could not subscribe before the app was ready, and did later.
 */
export class RedisChangeBus implements ChangeBus {
  readonly #self = randomUUID();
  readonly #options: RedisChangeBusOptions;
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  #listening: Promise<void> | undefined;
  #wasReady = false;
  #closed = false;
  /** Subscriptions asked for: past the first, what was kept may have missed changes. */
  #attempts = 0;

  constructor(options: RedisChangeBusOptions) {
    this.#options = options;
    const connectionName = `souq:${options.channel}`;
    // A publish while Redis is away fails after one new attempt rather than waiting for it.
    this.#publisher = new Redis(options.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectionName,
    });
    // Its first subscription, which the app waits for, fails soon while Redis is away.
    this.#subscriber = new Redis(options.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      connectionName,
    });
    for (const connection of [this.#publisher, this.#subscriber]) {
      connection.on('error', options.onError);
    }
    this.#subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== options.channel) return;
      const tags = heardTags(payload, this.#self);
      if (tags) options.heard(tags);
    });
    this.#subscriber.on('ready', () => {
      // Back after a drop: subscribed again (ioredis does it too, first), it drops everything.
      if (this.#wasReady && this.#listening) {
        this.#listening = undefined;
        void this.start();
      }
      this.#wasReady = true;
    });
  }

  async start(): Promise<void> {
    try {
      await this.listening();
    } catch (error) {
      this.#options.onError(error);
      setTimeout(() => {
        if (!this.#closed && this.#listening === undefined) void this.start();
      }, RETRY_MS).unref();
    }
  }

  listening(): Promise<void> {
    this.#listening ??= this.#subscribe();
    return this.#listening;
  }

  /** Its answer comes once the server has subscribed it (and any earlier subscription). */
  #subscribe(): Promise<void> {
    this.#attempts += 1;
    const first = this.#attempts === 1;
    return this.#subscriber.subscribe(this.#options.channel).then(
      () => {
        if (!first) this.#options.missed();
      },
      (error: unknown) => {
        this.#listening = undefined;
        throw error;
      },
    );
  }

  publish(tags: readonly ContentTag[]): void {
    this.#publisher
      .publish(this.#options.channel, changeMessage(this.#self, tags, MAX_MESSAGE))
      .catch(this.#options.onError);
  }

  close(): Promise<void> {
    this.#closed = true;
    this.#listening = undefined;
    this.#publisher.disconnect();
    this.#subscriber.disconnect();
    return Promise.resolve();
  }
}
