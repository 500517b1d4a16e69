import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounts } from './window-counts.ts';

/**
 * What @fastify/rate-limit hands a store's `child`: the route's limit settings, the route itself
 * under `routeInfo` (where the plugin's own stores read it), not the route options its types say.
 */
type RouteSettings = { routeInfo?: { method?: string | string[]; url?: string } };

/** A store of @fastify/rate-limit counting in `counts`, each route apart (as its own stores do). */
export function rateLimitStore(counts: WindowCounts): FastifyRateLimitStoreCtor {
  return class CountsStore implements FastifyRateLimitStore {
    readonly #route: string;

    constructor(_settings: unknown, route = '') {
      this.#route = route;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counts.add(this.#route + key, timeWindow).then(
        ({ count, ttlMs }) => {
          callback(null, { current: count, ttl: ttlMs });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(settings: unknown): FastifyRateLimitStore {
      const { routeInfo } = settings as RouteSettings;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new CountsStore(settings, `${method}${routeInfo?.url ?? ''}:`);
    }
  };
}
