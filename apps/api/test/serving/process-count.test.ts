import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import {
  httpProcessCount,
  perProcessLimitsOf,
  perProcessRateLimits,
  poolSizePerProcess,
  rateLimitsOf,
} from '../../src/serving/process-count.ts';

const production = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  PUBLIC_URL: 'https://souq.example',
  OTP_SECRET: 'o'.repeat(32),
};
const postgres = { DATABASE_URL: 'postgres://souq@127.0.0.1:5432/souq' };

describe('httpProcessCount', () => {
  it('runs as many processes as the cores hold with their render threads on PostgreSQL in production', () => {
    const env = loadEnv({ ...production, ...postgres });
    expect(env.RENDER_THREADS).toBe(1);
    expect(httpProcessCount(env, 2)).toBe(1);
    expect(httpProcessCount(env, 8)).toBe(4);
    expect(httpProcessCount(env, 3)).toBe(1);
    expect(httpProcessCount(loadEnv({ ...production, ...postgres, RENDER_THREADS: '0' }), 8)).toBe(
      8,
    );
    expect(httpProcessCount(loadEnv({ ...production, ...postgres, RENDER_THREADS: '3' }), 8)).toBe(
      2,
    );
    expect(httpProcessCount(loadEnv({ ...production, ...postgres, RENDER_THREADS: '4' }), 2)).toBe(
      1,
    );
    expect(httpProcessCount(loadEnv({ ...production, ...postgres, WEB_CONCURRENCY: '' }), 8)).toBe(
      4,
    );
  });

  it('runs WEB_CONCURRENCY processes when it is set', () => {
    expect(httpProcessCount(loadEnv({ ...production, ...postgres, WEB_CONCURRENCY: '3' }), 2)).toBe(
      3,
    );
  });

  it('runs one process on PGlite and outside production, whatever WEB_CONCURRENCY says', () => {
    expect(httpProcessCount(loadEnv({ ...production, WEB_CONCURRENCY: '4' }))).toBe(1);
    expect(httpProcessCount(loadEnv({ ...postgres, WEB_CONCURRENCY: '4' }))).toBe(1);
    expect(httpProcessCount(loadEnv({ NODE_ENV: 'test', ...postgres }))).toBe(1);
  });

  it('refuses a WEB_CONCURRENCY that is not a positive whole number', () => {
    expect(() => loadEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadEnv({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('per-process shares', () => {
  it('splits the rate limits so that the processes together allow no more', () => {
    const limits = { perIp: 30, perAccount: 10, windowMs: 60_000 };
    expect(perProcessRateLimits(limits, 1)).toEqual(limits);
    expect(perProcessRateLimits(limits, 2)).toEqual({ perIp: 15, perAccount: 5, windowMs: 60_000 });
    expect(perProcessRateLimits(limits, 4)).toEqual({ perIp: 7, perAccount: 2, windowMs: 60_000 });
  });

  it('keeps the connections of all processes within about 80', () => {
    expect([1, 2, 8, 16, 64].map(poolSizePerProcess)).toEqual([10, 10, 10, 5, 2]);
  });
});

describe('rateLimitsOf', () => {
  it('takes the per-address limit from AUTH_RATE_LIMIT_PER_IP, 30 by default, shared by the processes', () => {
    expect(rateLimitsOf(loadEnv({}), 1).perIp).toBe(30);
    expect(rateLimitsOf(loadEnv({ AUTH_RATE_LIMIT_PER_IP: '' }), 1).perIp).toBe(30);
    expect(rateLimitsOf(loadEnv({ AUTH_RATE_LIMIT_PER_IP: '600' }), 1).perIp).toBe(600);
    expect(rateLimitsOf(loadEnv({ AUTH_RATE_LIMIT_PER_IP: '600' }), 2).perIp).toBe(300);
    expect(() => loadEnv({ AUTH_RATE_LIMIT_PER_IP: '0' })).toThrow(/AUTH_RATE_LIMIT_PER_IP/);
  });

  it('gives each process the whole limits when they count in Redis together', () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(rateLimitsOf(loadEnv({ ...redis, AUTH_RATE_LIMIT_PER_IP: '600' }), 4)).toEqual({
      perIp: 600,
      perAccount: 10,
      windowMs: 60_000,
    });
    expect(perProcessLimitsOf(loadEnv(redis), 4)).toEqual(perProcessLimitsOf(loadEnv({}), 1));
  });
});

describe('perProcessLimitsOf', () => {
  it('divides the limits counted in memory between the processes', () => {
    const one = perProcessLimitsOf(loadEnv({ SELLING_RATE_LIMIT_PER_IP: '40' }), 1);
    expect(one.sellingRateLimits).toEqual({ ads: 40, pictures: 400 });
    expect(perProcessLimitsOf(loadEnv({ SELLING_RATE_LIMIT_PER_IP: '40' }), 2)).toEqual({
      reviewWritesLimit: {
        ...one.reviewWritesLimit,
        max: Math.floor(one.reviewWritesLimit.max / 2),
      },
      sellingRateLimits: { ads: 20, pictures: 200 },
      contactRateLimit: { ...one.contactRateLimit, max: one.contactRateLimit.max / 2 },
      reportLimits: {
        ...one.reportLimits,
        perAccount: one.reportLimits.perAccount / 2,
        perAddress: one.reportLimits.perAddress / 2,
      },
    });
  });
});
