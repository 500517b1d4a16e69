import type { Redis } from 'ioredis';
import type { WindowCount, WindowCounts } from './window-counts.ts';

/**
 * One hit, atomically: the count goes up, and a key without an expiry (its first hit) gets the
 * window's. Answers the count and the milliseconds left.
 */
const ADD_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {count, ttl}
`;

/** The counts in Redis, shared by every process using it: one key per limit and key, expiring with its window. */
export class RedisWindowCounts implements WindowCounts {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async add(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttlMs] = (await this.redis.eval(ADD_HIT, 1, this.keyPrefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, ttlMs };
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.keyPrefix + key)) ?? 0);
  }
}
