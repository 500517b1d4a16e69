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

const ADD_HIT_COMMAND = 'souqLimitAddHit';

type WithAddHit = {
  [ADD_HIT_COMMAND]: (key: string, windowMs: number) => Promise<[number, number]>;
};

/**
 * The connection with ADD_HIT defined on it (once, whichever counts come first): ioredis sends
 * the script whole once per connection, then only its SHA1 (`EVALSHA`), and again whole if Redis
 * forgot it (`NOSCRIPT`, after a restart or `SCRIPT FLUSH`).
 */
function withAddHit(redis: Redis): WithAddHit {
  if (!(ADD_HIT_COMMAND in redis)) {
    redis.defineCommand(ADD_HIT_COMMAND, { numberOfKeys: 1, lua: ADD_HIT });
  }
  return redis as unknown as WithAddHit;
}

/** The counts in Redis, shared by every process using it: one key per limit and key, expiring with its window. */
export class RedisWindowCounts implements WindowCounts {
  readonly #commands: WithAddHit;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {
    this.#commands = withAddHit(redis);
  }

  async add(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttlMs] = await this.#commands[ADD_HIT_COMMAND](this.keyPrefix + key, windowMs);
    return { count, ttlMs };
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.keyPrefix + key)) ?? 0);
  }
}
