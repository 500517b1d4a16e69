import type { Redis } from 'ioredis';
import {
  MemoryViewVisitors,
  secondsLeftOfDay,
  utcDay,
  type ViewVisitors,
} from './view-visitors.ts';

/**
 * Today's visits in Redis (`REDIS_URL`), shared by every process: one set of visitors per ad and
 * day (`{prefix}:{day}:{adId}`), which expires with its day. `SADD` tells whether the visitor is
 * new, whichever process counted them before. While Redis fails or is slow, this process's
 * memory decides (said once until Redis is back).
 */
export class RedisViewVisitors implements ViewVisitors {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #now: () => Date;
  readonly #onError: (error: unknown) => void;
  readonly #fallback: MemoryViewVisitors;
  #fellBack = false;

  constructor(options: {
    /** The process's connection (shared/redis-connection.ts), which the app opens and closes. */
    redis: Redis;
    now: () => Date;
    onError: (error: unknown) => void;
    /** Its keys' prefix; tests sharing a server keep apart with their own. */
    prefix?: string;
  }) {
    this.#prefix = options.prefix ?? 'souq:ad-visitors';
    this.#now = options.now;
    this.#onError = options.onError;
    this.#fallback = new MemoryViewVisitors(options.now);
    this.#redis = options.redis;
    this.#redis.on('ready', () => {
      this.#fellBack = false;
    });
  }

  async firstToday(adId: number, visitor: string): Promise<boolean> {
    const now = this.#now();
    const key = `${this.#prefix}:${utcDay(now)}:${String(adId)}`;
    try {
      const results = await this.#redis
        .multi()
        .sadd(key, visitor)
        .expire(key, secondsLeftOfDay(now) + 60)
        .exec();
      const [added] = results ?? [];
      if (!added || added[0]) throw added?.[0] ?? new Error('the transaction was discarded');
      return added[1] === 1;
    } catch (error) {
      this.#failed(error);
      return this.#fallback.firstToday(adId, visitor);
    }
  }

  #failed(error: unknown): void {
    if (!this.#fellBack) this.#onError(error);
    this.#fellBack = true;
  }
}
