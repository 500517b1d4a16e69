import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../errors.ts';
import { FallbackWindowCounts } from './fallback-window-counts.ts';
import { rateLimitStore } from './rate-limit-store.ts';
import { RedisWindowCounts } from './redis-window-counts.ts';
import { MemoryWindowCounts, type WindowCounts } from './window-counts.ts';
import { WindowLimiter } from './window-limiter.ts';

export type LimitsOptions = {
  /** The clock of the counts kept in memory (tests move it). */
  now: () => Date;
  /**
   * Where every process counts (env REDIS_URL, shared/redis-connection.ts: opened and closed by
   * the app); unset, each process counts in its memory.
   */
  redis?: Redis | undefined;
  /** Before each limit's name in its keys: `souq:limit:` makes `souq:limit:login-failures:…`. */
  keyPrefix?: string | undefined;
  log: FastifyBaseLogger;
};

/**
 * The rate limits of one process (docs/decisions/0094-limits-counted-in-redis.md): in its memory,
 * or with Redis in Redis, over the process's connection, every process counting the whole limit together.
 * A count Redis does not answer at once (it is away, or slower than 500 ms) is made in this
 * process's memory instead.
 */
export class Limits {
  readonly #now: () => Date;
  readonly #redis: Redis | undefined;
  readonly #keyPrefix: string;
  readonly #log: FastifyBaseLogger;
  /** Whether a count fell back to memory since the connection was last ready (said once). */
  #fellBack = false;

  constructor(options: LimitsOptions) {
    this.#now = options.now;
    this.#keyPrefix = options.keyPrefix ?? 'souq:limit:';
    this.#log = options.log;
    this.#redis = options.redis;
    this.#redis?.on('ready', () => {
      this.#fellBack = false;
    });
  }

  /** At most `max` hits per key and window; `name` keeps its keys apart from other limits'. */
  window(name: string, max: number, windowMs: number): WindowLimiter {
    return new WindowLimiter(this.#counts(name), max, windowMs);
  }

  /**
   * @fastify/rate-limit's settings for a plugin's per-address limits (each route sets its own in
   * `config.rateLimit`): the plugin's memory store without Redis, these counts with it.
   */
  perAddress(): RateLimitPluginOptions {
    return {
      global: false,
      errorResponseBuilder: () => new HttpError(429, 'too_many_requests'),
      ...(this.#redis && { store: rateLimitStore(this.#counts('address')) }),
    };
  }

  #counts(name: string): WindowCounts {
    const memory = new MemoryWindowCounts(this.#now);
    if (!this.#redis) return memory;
    const shared = new RedisWindowCounts(this.#redis, `${this.#keyPrefix}${name}:`);
    return new FallbackWindowCounts(shared, memory, (err: unknown) => {
      if (this.#fellBack) return;
      this.#fellBack = true;
      this.#log.warn({ err }, "limits: Redis does not answer, counted in this process's memory");
    });
  }
}
