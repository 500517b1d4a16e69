import { Redis } from 'ioredis';

/**
 * The process's connection for Redis's short commands, shared by the limits (shared/limits) and
 * the ads' visitors of the day (modules/ads/redis-view-visitors.ts); pub/sub holds connections of
 * its own. No queue while Redis is away and half a second at most for an answer: a command that
 * fails is made in this process's memory instead. The app connects it before the first request
 * and closes it with itself.
 */
export function redisConnection(url: string, onError: (err: unknown) => void): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: 500,
    connectTimeout: 2000,
    connectionName: 'souq:commands',
  });
  redis.on('error', onError);
  return redis;
}

/** The name of the connections that publish and subscribe on a channel (`CLIENT LIST`). */
export const pubSubConnectionName = (channel: string) => `souq:${channel}`;

/**
 * A connection that publishes on a channel (see shared/redis-subscriber.ts): a publish while
 * Redis is away fails after one new attempt rather than holding its caller.
 */
export function redisPublisher(
  url: string,
  channel: string,
  onError: (err: unknown) => void,
): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectionName: pubSubConnectionName(channel),
  });
  redis.on('error', onError);
  return redis;
}
