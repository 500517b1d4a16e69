import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChangeBus, ContentTag } from '../content-changes.ts';
import { redisPublisher } from '../redis-connection.ts';
import { RedisSubscriber } from '../redis-subscriber.ts';
import { changeMessage, heardTags } from './change-message.ts';

/** Redis takes messages of any size; one this long carries its topics (change-message.ts). */
const MAX_MESSAGE = 64_000;

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
 * each process hears the others' on its subscriber. Once subscribed again after a drop the
 * process drops everything it kept, as changes may have been missed meanwhile; as it does when
 * it could not subscribe before the app was ready, and did later.
 */
export class RedisChangeBus implements ChangeBus {
  readonly #self = randomUUID();
  readonly #options: RedisChangeBusOptions;
  readonly #publisher: Redis;
  readonly #subscriber: RedisSubscriber;

  constructor(options: RedisChangeBusOptions) {
    this.#options = options;
    const { url, channel, heard, missed, onError } = options;
    this.#publisher = redisPublisher(url, channel, onError);
    this.#subscriber = new RedisSubscriber({
      url,
      channel,
      heard: (payload) => {
        const tags = heardTags(payload, this.#self);
        if (tags) heard(tags);
      },
      reconnected: missed,
      onError,
    });
  }

  start(): Promise<void> {
    return this.#subscriber.start();
  }

  listening(): Promise<void> {
    return this.#subscriber.listening();
  }

  publish(tags: readonly ContentTag[]): void {
    this.#publisher
      .publish(this.#options.channel, changeMessage(this.#self, tags, MAX_MESSAGE))
      .catch(this.#options.onError);
  }

  close(): Promise<void> {
    this.#publisher.disconnect();
    return this.#subscriber.close();
  }
}
