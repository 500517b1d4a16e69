import os from 'node:os';
import type { Env } from '../config/env.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../modules/auth/auth.service.ts';
import { CONTACT_RATE_LIMIT } from '../modules/content/contact-limit.ts';
import { REVIEW_WRITES_LIMIT } from '../modules/engagement/review-writes-limit.ts';
import { REPORT_LIMITS } from '../modules/reports/report-limits.ts';
import { SELLING_RATE_LIMITS } from '../modules/selling/selling-limits.ts';

/**
 * How many HTTP processes serve: with PostgreSQL in production, as many as the cores hold with
 * their render threads (each process keeps a core busy, and one more per render thread; at least
 * one process), or WEB_CONCURRENCY; otherwise one. PGlite serves a single connection
 * (docs/decisions/0028-embedded-database-session-server.md), and in development the SMS outbox that the browser tests read
 * lives in the process's memory.
 */
export function httpProcessCount(env: Env, cores = os.availableParallelism()): number {
  if (!env.DATABASE_URL || env.NODE_ENV !== 'production') return 1;
  return env.WEB_CONCURRENCY ?? Math.max(1, Math.floor(cores / (1 + env.RENDER_THREADS)));
}

/**
 * How many processes a limit is divided between: with REDIS_URL they count in Redis together,
 * each with the whole limit (docs/decisions/0094-limits-counted-in-redis.md); otherwise each
 * counts in its own memory and gets its share (`perProcessShare`).
 */
export function limitSharers(env: Env, processes: number): number {
  return env.REDIS_URL === undefined ? processes : 1;
}

/**
 * One process's share of a limit counted in memory. The counters live in each process's memory
 * and a client's connection stays with one process, so each gets a share: together they never
 * allow more than the limit (a client on one connection gets its process's share).
 */
export function perProcessShare(limit: number, processes: number): number {
  return Math.max(1, Math.floor(limit / processes));
}

/** The rate limits of one of `processes` processes (`perProcessShare`). */
export function perProcessRateLimits(limits: RateLimits, processes: number): RateLimits {
  const share = (limit: number) => perProcessShare(limit, processes);
  return { ...limits, perIp: share(limits.perIp), perAccount: share(limits.perAccount) };
}

/**
 * The rate limits of one of `processes` processes, with the per-address limit `env` sets: its
 * share, or the whole limit with Redis (`limitSharers`).
 */
export function rateLimitsOf(env: Env, processes: number): RateLimits {
  const perIp = env.AUTH_RATE_LIMIT_PER_IP ?? DEFAULT_RATE_LIMITS.perIp;
  return perProcessRateLimits({ ...DEFAULT_RATE_LIMITS, perIp }, limitSharers(env, processes));
}

/**
 * The other limits, as one of `processes` processes gets them (`limitSharers`): review writes per
 * user, new ads and pictures per address (the address limit from SELLING_RATE_LIMIT_PER_IP),
 * contact messages per address, reports per user and per address.
 */
export function perProcessLimitsOf(env: Env, processes: number) {
  const share = (limit: number) => perProcessShare(limit, limitSharers(env, processes));
  const ads = env.SELLING_RATE_LIMIT_PER_IP ?? SELLING_RATE_LIMITS.ads;
  const pictures =
    env.SELLING_RATE_LIMIT_PER_IP === undefined ? SELLING_RATE_LIMITS.pictures : ads * 10;
  return {
    reviewWritesLimit: { ...REVIEW_WRITES_LIMIT, max: share(REVIEW_WRITES_LIMIT.max) },
    sellingRateLimits: { ads: share(ads), pictures: share(pictures) },
    contactRateLimit: { ...CONTACT_RATE_LIMIT, max: share(CONTACT_RATE_LIMIT.max) },
    reportLimits: {
      ...REPORT_LIMITS,
      perAccount: share(REPORT_LIMITS.perAccount),
      perAddress: share(REPORT_LIMITS.perAddress),
    },
  };
}

/**
 * Connections each process may open to PostgreSQL: 10, fewer with many processes, so that they
 * share about 80 of the 100 PostgreSQL accepts by default.
 */
export function poolSizePerProcess(processes: number): number {
  return Math.max(2, Math.min(10, Math.floor(80 / processes)));
}
