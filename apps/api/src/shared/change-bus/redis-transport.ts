import { redisPublisher } from '../redis-connection.ts';
import { RedisSubscriber } from '../redis-subscriber.ts';
import type { Transport } from './transport-change-bus.ts';

/** Redis takes messages of any size; one this long carries its topics (change-message.ts). */
const MAX_MESSAGE = 64_000;

export type RedisTransportOptions = {
  url: string;
  channel: string;
  onError: (error: unknown) => void;
};

/**
 * Several processes sharing a Redis server (`REDIS_URL`): a change is sent with `PUBLISH`, and
 * each process hears the others' on its subscriber, which subscribes again after a drop.
 */
export function redisTransport({ url, channel, onError }: RedisTransportOptions): Transport {
  const publisher = redisPublisher(url, channel, onError);
  return {
    maxMessage: MAX_MESSAGE,
    send: (message) => publisher.publish(channel, message),
    subscribe: ({ heard, reconnected }) =>
      new RedisSubscriber({ url, channel, heard, reconnected, onError }),
    close: () => {
      publisher.disconnect();
    },
  };
}
