import { Redis } from 'ioredis';
import { ChatEvents, type AddressedChatEvent } from './chat-events.ts';

/**
 * Several processes sharing a Redis server (`REDIS_URL`): an event is sent with `PUBLISH` and
 * every process (this one too) delivers it to its own streams when its subscriber hears it.
 * The subscriber connects with the first stream (starting the server needs no Redis); ioredis
 * reconnects and subscribes again after a drop, and the streams are then told to catch up.
 */
export class RedisChatEvents extends ChatEvents {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  #listening: Promise<void> | undefined;
  #wasReady = false;

  constructor(options: { url: string; channel: string; onError: (error: unknown) => void }) {
    super();
    this.#channel = options.channel;
    // A publish while Redis is away fails after one new attempt rather than holding the request
    // that sent the message (already written: its clients fetch it when they catch up).
    const connectionName = `souq:${options.channel}`;
    this.#publisher = new Redis(options.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectionName,
    });
    this.#subscriber = new Redis(options.url, { lazyConnect: true, connectionName });
    for (const connection of [this.#publisher, this.#subscriber]) {
      connection.on('error', options.onError);
    }
    this.#subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.#channel) return;
      try {
        this.deliver(JSON.parse(payload) as AddressedChatEvent);
      } catch (error) {
        options.onError(error);
      }
    });
    this.#subscriber.on('ready', () => {
      // Back after a drop (ioredis has subscribed again): what was sent meanwhile is missed.
      if (this.#wasReady) this.resyncAll();
      this.#wasReady = true;
    });
  }

  override listening(): Promise<void> {
    this.#listening ??= this.#subscriber.subscribe(this.#channel).then(
      () => undefined,
      (error: unknown) => {
        this.#listening = undefined;
        throw error;
      },
    );
    return this.#listening;
  }

  override async checkBroker(): Promise<void> {
    await this.#publisher.ping();
  }

  async publish(event: AddressedChatEvent): Promise<void> {
    await this.#publisher.publish(this.#channel, JSON.stringify(event));
  }

  close(): Promise<void> {
    this.#listening = undefined;
    this.#publisher.disconnect();
    this.#subscriber.disconnect();
    return Promise.resolve();
  }
}
