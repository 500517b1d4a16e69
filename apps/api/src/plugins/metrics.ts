import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Registry } from '@prometheus-io/client';
import * as promClient from '@prometheus-io/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetricsExports from 'fastify-metrics';
import type { DatabaseHandle } from '../db/client.ts';
import type { TaskCounts } from '../shared/queue/pg-boss-queue.ts';

/**
 * fastify-metrics is CommonJS with its plugin as `exports.default`: plain node (the compiled
 * server) gives an ES import the whole `exports`, tsx and Vite its `default`.
 */
const fastifyMetrics: typeof fastifyMetricsExports =
  typeof fastifyMetricsExports === 'function'
    ? fastifyMetricsExports
    : (fastifyMetricsExports as { default: typeof fastifyMetricsExports }).default;

/** Where `GET /metrics` is answered, on the main port or on a port of its own. */
export const METRICS_PATH = '/metrics';

/** The figures as Prometheus reads them: the text and its content type. */
export type MetricsText = { text: string; contentType: string };

/** Request durations, in seconds: from a cached page (~1 ms) to a slow render or upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's figures for Prometheus, in a registry of its own (each app its own: the tests
 * build several in one process): the requests by route pattern, method and status
 * (fastify-metrics), the process's (@prometheus-io/client's defaults: event-loop delay, heap,
 * CPU, …), and the site's own below. Several processes (node:cluster) add theirs up in the
 * primary (serving/cluster-metrics.ts): each figure says how (`aggregator`), a sum by default.
 */
export class Telemetry {
  readonly registry = new Registry();

  /** Chat messages sent (text or picture), counted once written. */
  readonly messagesSent = new Counter({
    name: 'souq_chat_messages_sent_total',
    help: 'Chat messages sent, by kind (text or picture)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  /** Anonymous visitors' pages asked of the page cache: kept (`hit`) or rendered (`miss`). */
  readonly pageCache = new Counter({
    name: 'souq_page_cache_requests_total',
    help: 'Server-rendered pages asked of the shared page cache, by result (hit: a kept page was sent; miss: it was rendered for this request)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly #chatStreams = new Gauge({
    name: 'souq_chat_streams_open',
    help: 'Chat event streams (Server-Sent Events) open',
    registers: [this.registry],
  });

  /** Counts an event stream open; the returned function counts it closed (once). */
  streamOpened(): () => void {
    this.#chatStreams.inc();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.#chatStreams.dec();
    };
  }

  /** The database pool's connections: open, idle, and the queries waiting for one. */
  watchDatabase(database: DatabaseHandle): void {
    const labels = { database: database.kind };
    const pool = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['database'] as const,
        registers: [this.registry],
        collect() {
          this.set(labels, read());
        },
      });
    pool('souq_db_pool_connections', 'Database connections open in the pool', () => {
      return database.poolStats().total;
    });
    pool('souq_db_pool_idle', 'Database connections open and idle', () => {
      return database.poolStats().idle;
    });
    pool('souq_db_pool_waiting', 'Queries waiting for a database connection', () => {
      return database.poolStats().waiting;
    });
  }

  /**
   * The in-memory filter and search index (modules/ads/filter-index): loaded or not (the minimum
   * of the processes), and its ads.
   */
  watchSearchIndex(index: { readonly isLoaded: boolean; readonly adCount: number }): void {
    new Gauge({
      name: 'souq_search_index_loaded',
      help: 'Whether the in-memory filter and search index is loaded (1) or the database answers meanwhile (0)',
      aggregator: 'min',
      registers: [this.registry],
      collect() {
        this.set(index.isLoaded ? 1 : 0);
      },
    });
    new Gauge({
      name: 'souq_search_index_ads',
      help: 'Ads held by the in-memory filter and search index',
      aggregator: 'max',
      registers: [this.registry],
      collect() {
        this.set(index.adCount);
      },
    });
  }

  /**
   * The background tasks waiting and failed, by task (shared/queue): the database's figures,
   * alike in every process, so a cluster reports the largest rather than their sum.
   */
  watchQueue(queue: { counts(): Promise<TaskCounts[]> }): void {
    const gauge = (name: string, help: string, read: (counts: TaskCounts) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['task'] as const,
        aggregator: 'max',
        registers: [this.registry],
        async collect() {
          for (const counts of await queue.counts()) this.set({ task: counts.task }, read(counts));
        },
      });
    gauge(
      'souq_queue_tasks_waiting',
      'Background tasks waiting to run (deferred and retries included), as the queue last counted them (each minute)',
      (counts) => counts.waiting,
    );
    gauge(
      'souq_queue_tasks_failed',
      'Background tasks that failed their last try and were given up (kept for a week)',
      (counts) => counts.failed,
    );
  }

  /** This process's figures. */
  async text(): Promise<MetricsText> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

/** The route label of a request: its route's pattern (never its address), or `not_found`. */
function routeLabel(request: FastifyRequest): string {
  return request.is404 ? 'not_found' : (request.routeOptions.url ?? 'not_found');
}

/** Counts the requests of `app` by route and status, into `telemetry`'s registry. */
export async function countRequests(app: FastifyInstance, telemetry: Telemetry): Promise<void> {
  await app.register(fastifyMetrics, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: true, register: telemetry.registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: false,
      routeBlacklist: [METRICS_PATH],
      overrides: {
        labels: { getRouteLabel: routeLabel },
        histogram: {
          name: 'http_request_duration_seconds',
          help: 'Requests by method, route pattern and status: how long they took to answer',
          buckets: DURATION_BUCKETS,
          registers: [telemetry.registry],
        },
        // Made by the plugin even when off: in no registry (a summary cannot be added up).
        summary: { registers: [] },
      },
    },
  });
}

/**
 * Whether `authorization` is `Bearer {token}`, compared in constant time (their digests, so that
 * their lengths tell nothing either).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** What `GET /metrics` answers: the figures, or 401 without the token. */
export async function answerMetrics(
  authorization: string | undefined,
  options: { token: string | undefined; collect: () => Promise<MetricsText> },
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (options.token !== undefined && !bearerMatches(authorization, options.token)) {
    return {
      status: 401,
      headers: {
        ...headers,
        'content-type': 'text/plain; charset=utf-8',
        'www-authenticate': 'Bearer realm="metrics"',
      },
      body: 'a bearer token is required',
    };
  }
  const { text, contentType } = await options.collect();
  return { status: 200, headers: { ...headers, 'content-type': contentType }, body: text };
}

/**
 * `GET /metrics` on the app's own port, to anyone (development) or behind `token`. Never cached,
 * in no sitemap, left out of the API documentation.
 */
export function metricsRoute(
  app: FastifyInstance,
  options: { token: string | undefined; collect: () => Promise<MetricsText> },
): void {
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, config: { disableMetrics: true } },
    async (request, reply) => {
      const answer = await answerMetrics(request.headers.authorization, options);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  );
}
