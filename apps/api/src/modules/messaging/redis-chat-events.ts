import type { Redis } from 'ioredis';
import { redisPublisher } from '../../shared/redis-connection.ts';
import { RedisSubscriber } from '../../shared/redis-subscriber.ts';
import { ChatEvents, type AddressedChatEvent } from './chat-events.ts';

/**
 * Several processes sharing a Redis server (`REDIS_URL`): an event is sent with `PUBLISH` and
 * every process (this one too) delivers it to its own streams when its subscriber hears it.
 * The subscriber connects with the first stream (starting the server needs no Redis); after a
 * drop it subscribes again, and the streams are then told to catch up.
 */
export class RedisChatEvents extends ChatEvents {
  readonly #publisher: Redis;
  readonly #subscriber: RedisSubscriber;
  readonly #channel: string;

  constructor(options: { url: string; channel: string; onError: (error: unknown) => void }) {
    super();
    this.#channel = options.channel;
    // A publish while Redis is away fails rather than holding the request that sent the message
    // (already written: its clients fetch it when they catch up).
    this.#publisher = redisPublisher(options.url, options.channel, options.onError);
    this.#subscriber = new RedisSubscriber({
      url: options.url,
      channel: options.channel,
      heard: (payload) => {
        try {
          this.deliver(JSON.parse(payload) as AddressedChatEvent);
        } catch (error) {
          options.onError(error);
        }
      },
      reconnected: () => {
        this.resyncAll();
      },
      onError: options.onError,
    });
  }

  override listening(): Promise<void> {
    return this.#subscriber.listening();
  }

  override async checkBroker(): Promise<void> {
    await this.#publisher.ping();
  }

  async publish(event: AddressedChatEvent): Promise<void> {
    await this.#publisher.publish(this.#channel, JSON.stringify(event));
  }

  close(): Promise<void> {
    this.#publisher.disconnect();
    return this.#subscriber.close();
  }
}
