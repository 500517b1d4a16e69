import path from 'node:path';
import { SELLING_LIMITS } from '@souq/contracts';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VapidKeys } from './config/vapid-keys.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { AuthService, DEFAULT_RATE_LIMITS, type RateLimits } from './modules/auth/auth.service.ts';
import { loggingFailures, OutboxSmsProvider, type SmsProvider } from './modules/sms/sms.ts';
import { errorHandler } from './plugins/errors.ts';
import { langPlugin } from './plugins/lang.ts';
import { overloadPlugin, RequestGate } from './plugins/overload.ts';
import { PublicReads } from './plugins/public-reads.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { RequestIds } from './plugins/request-id.ts';
import { countRequests, metricsRoute, Telemetry, type MetricsText } from './plugins/metrics.ts';
import { Shutdown } from './plugins/shutdown.ts';
import { loadPagePlans, loadServerRenderer, webPlugin } from './plugins/web/web.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import { validatorCompiler } from './plugins/zod.ts';
import { cachedAdReads, type AdReads } from './modules/ads/ad-reads.ts';
import { MemorySearchEngine } from './modules/ads/search-engine/memory-engine.ts';
import { openSearchEngine } from './modules/ads/search-engine/open-engine.ts';
import { HiddenCategoriesWatch } from './modules/ads/hidden-categories.ts';
import type { SearchEngine, SearchEngineName } from './modules/ads/search-engine/search-engine.ts';
import { ViewCounter } from './modules/ads/view-counter.ts';
import { MemoryViewVisitors, type ViewVisitors } from './modules/ads/view-visitors.ts';
import { RedisViewVisitors } from './modules/ads/redis-view-visitors.ts';
import { CONTACT_RATE_LIMIT } from './modules/content/contact-limit.ts';
import type { ContentOptions } from './modules/content/content.routes.ts';
import { REVIEW_WRITES_LIMIT } from './modules/engagement/review-writes-limit.ts';
import { MESSAGING_LIMITS, type MessagingOptions } from './modules/messaging/messaging.service.ts';
import { REPORT_LIMITS } from './modules/reports/report-limits.ts';
import type { ReportsOptions } from './modules/reports/reports.routes.ts';
import { SELLING_RATE_LIMITS } from './modules/selling/selling-limits.ts';
import type { SellingOptions } from './modules/selling/selling.routes.ts';
import { socialCardRoutes } from './modules/social-cards/social-cards.routes.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { apiRoutes } from './routes.ts';
import { AnswerCache } from './shared/answer-cache.ts';
import { startChangeBus } from './shared/change-bus/start-change-bus.ts';
import { ContentChanges } from './shared/content-changes.ts';
import { Limits } from './shared/limits/limits.ts';
import {
  PgBossQueue,
  QUEUE_CONNECTIONS,
  QUEUE_TIMINGS,
  QueueStoppedWhileStarting,
  type QueueTimings,
} from './shared/queue/pg-boss-queue.ts';
import type { WorkQueue } from './shared/queue/work-queue.ts';
import { startChatEvents } from './modules/messaging/start-chat-events.ts';
import type { ChatEvents } from './modules/messaging/chat-events.ts';
import { Notifier } from './modules/notifications/notifier.ts';
import { redisConnection } from './shared/redis-connection.ts';
import { LocalMediaStorage, movePrivateFilesOut } from './shared/storage/local-media-storage.ts';
import type { MediaStorage } from './shared/storage/media-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    auth: AuthService;
    /** Write routes announce what they changed here, to every process (shared/content-changes.ts). */
    contentChanges: ContentChanges;
    answerCache: AnswerCache;
    /** The ad services' reads, cards and categories kept a few seconds (modules/ads/ad-reads.ts). */
    adReads: AdReads;
    /** Where searches and narrowed listings are answered (modules/ads/search-engine). */
    searchEngine: SearchEngine;
    /** The categories an admin hid, whose ads no list shows (modules/ads/hidden-categories.ts). */
    hiddenCategories: HiddenCategoriesWatch;
    /** Ad views, counted in memory and written every 30 s (modules/ads/view-counter.ts). */
    adViews: ViewCounter;
    /** Who viewed which ad today, in Redis with `redisUrl` (modules/ads/view-visitors.ts). */
    adVisitors: ViewVisitors;
    /** Where uploaded pictures are kept (shared/storage). */
    media: MediaStorage;
    /** Chat events to the open event streams of every process (modules/messaging). */
    chatEvents: ChatEvents;
    /** Where the rate limits are counted: this process's memory, or Redis (shared/limits). */
    limits: Limits;
    /** Tells users what concerns them: the notification centre and pushes (modules/notifications). */
    notifier: Notifier;
    /** Background tasks, kept in the database, run by whichever process takes them (shared/queue). */
    queue: WorkQueue;
    /** The process's figures for Prometheus (plugins/metrics.ts). */
    telemetry: Telemetry;
    /** Whether the process is shutting down, and who to tell when it starts (plugins/shutdown.ts). */
    shutdown: Shutdown;
  }
}

export type AppOptions = {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  webDist: string;
  /** The seed's pictures, and the uploads when `storage` is not given. */
  mediaDir: string;
  /**
   * Files only their routes serve (chat pictures), never under `mediaDir`: `{mediaDir}-private`
   * by default (`DATA_DIR/media-private`).
   */
  privateMediaDir?: string;
  /** Where uploaded pictures are kept: files under `mediaDir` and `privateMediaDir` by default. */
  storage?: MediaStorage;
  /** Serves the development routes: the SMS outbox, contact messages (env DEV_ROUTES). */
  devOutbox: boolean;
  /** Key of the OTP HMAC (env OTP_SECRET). */
  otpSecret: string;
  /** The VAPID keys web pushes are signed with (env VAPID_*); unset, no push is sent. */
  push?: VapidKeys | undefined;
  /**
   * Push subscriptions of any endpoint, not only https on a push service's host (tests, whose
   * push service is a local server; modules/notifications/push-endpoint.ts).
   */
  anyPushEndpoint?: boolean;
  /** Who sends text messages; defaults to the log provider and its in-memory outbox. */
  sms?: SmsProvider;
  /**
   * The demo (env SEED_DEMO): the log provider writes the texts, with their codes, to the log.
   * Elsewhere no log line holds a code.
   */
  demo?: boolean;
  /** Serves the API's interactive documentation at `/api/docs` (env API_DOCS). */
  apiDocs?: boolean;
  /** Clock of the auth service and the sessions (OTP and session expiry); tests move it. */
  now?: () => Date;
  rateLimits?: Partial<RateLimits>;
  /** Review adds and edits per user and window (`REVIEW_WRITES_LIMIT` by default). */
  reviewWritesLimit?: { max: number; windowMs: number };
  /** Reports of ads and users per account and per client address (`REPORT_LIMITS` by default). */
  reportLimits?: ReportsOptions['limits'];
  /** Contact messages per client address and window (`CONTACT_RATE_LIMIT` by default). */
  contactRateLimit?: ContentOptions['contactRateLimit'];
  /**
   * Redis, whose pub/sub carries the chat's events and content changes between processes when
   * set (env REDIS_URL), and which remembers the ads' visitors of the day.
   */
  redisUrl?: string | undefined;
  /** The pub/sub channel of the chat's events (tests sharing a server keep apart with their own). */
  chatChannel?: string;
  /**
   * The pub/sub channel of content changes between processes (`NOTIFY`, or Redis with
   * `redisUrl`): tests sharing a server keep apart with their own.
   */
  changesChannel?: string;
  /** Before the limits' keys in Redis: `souq:limit:` (tests sharing a server keep apart with their own). */
  limitKeyPrefix?: string;
  /** The chat's limits (tests lower them). */
  messagingLimits?: Partial<MessagingOptions>;
  /** How the task queue polls, retries and stops (shared/queue; `QUEUE_TIMINGS` by default). */
  queue?: Partial<QueueTimings>;
  /** How many days an ad is live after it is published or renewed (env AD_LIFETIME_DAYS). */
  adLifetimeDays?: number;
  /** New ads and picture uploads per client address and hour (SELLING_RATE_LIMITS by default). */
  sellingRateLimits?: SellingOptions['perIpPerHour'];
  /** Fastify's `trustProxy` (env TRUST_PROXY): whose X-Forwarded-For to believe. */
  trustProxy?: boolean | string[];
  /**
   * Event-loop delay (mean over 250 ms) past which requests are answered 503 at once
   * (env MAX_EVENT_LOOP_DELAY_MS); 0: never.
   */
  maxEventLoopDelayMs?: number;
  /**
   * Pages and API requests worked on at once past which others wait or are answered 503
   * (env MAX_REQUESTS_IN_FLIGHT); 0: no limit.
   */
  maxRequestsInFlight?: number;
  /**
   * How long a request past `maxRequestsInFlight` may wait for a place before its 503
   * (env MAX_QUEUE_WAIT_MS); 0: none waits.
   */
  maxQueueWaitMs?: number;
  /**
   * Threads that render pages on the server (env RENDER_THREADS); 0: the server's own thread,
   * renders taking turns with the requests.
   */
  renderThreads?: number;
  /** How long anonymous visitors share a server-rendered page (env PAGE_CACHE_SECONDS); 0: never. */
  pageCacheSeconds?: number;
  /** The site's public address for the sitemap (env PUBLIC_URL); each request's origin unset. */
  publicUrl?: string | undefined;
  /** Also checks every answer against its zod schema (the tests; see plugins/serializer.ts). */
  validateResponses?: boolean;
  /**
   * Where searches and narrowed listings are answered (env SEARCH_ENGINE): each process's copy in
   * memory (`memory`, the default) or the database's indexes alone (`postgres`).
   */
  searchEngine?: SearchEngineName;
  /** Keeps the answers every visitor gets alike for a few seconds (shared/answer-cache.ts); on by default. */
  cacheAnswers?: boolean;
  /**
   * `GET /metrics` on the app's port (plugins/metrics.ts), behind `token` when given (env
   * METRICS_TOKEN), to anyone otherwise; `collect` gives the figures (this process's by default,
   * the cluster's in a worker). Unset: not served here.
   */
  metricsRoute?: { token?: string | undefined; collect?: () => Promise<MetricsText> };
};

export async function buildApp(options: AppOptions) {
  const gate = new RequestGate({
    maxRequestsInFlight: options.maxRequestsInFlight ?? 0,
    maxQueueWaitMs: options.maxQueueWaitMs ?? 0,
  });
  const requestIds = new RequestIds(options.trustProxy ?? false);
  const logger = options.logger ?? false;
  const app = Fastify({
    serverFactory: gate.serverFactory,
    logger:
      logger === false ? false : { ...(logger === true ? {} : logger), mixin: requestIds.mixin },
    logController: new OneLineRequestLog(),
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIds.generate,
    childLoggerFactory: requestIds.childLogger,
  }).withTypeProvider<ZodTypeProvider>();
  requestIds.register(app);
  const telemetry = new Telemetry();
  app.decorate('telemetry', telemetry);
  app.decorate('shutdown', new Shutdown(gate));
  await countRequests(app, telemetry);
  telemetry.watchDatabase(options.database);
  // Outside any plugin: on a busy machine this import outlasted Fastify's plugin timeout (10 s).
  const renderer = await loadServerRenderer(options.webDist, {
    threads: options.renderThreads ?? 0,
    log: app.log,
  });
  if (renderer) app.addHook('onClose', () => renderer.close());
  const pages = await loadPagePlans(options.webDist);

  app.setValidatorCompiler(validatorCompiler);
  const serializers = serializerCompiler({ validate: options.validateResponses ?? false });
  app.setSerializerCompiler(serializers);
  app.setErrorHandler(errorHandler);
  app.decorate('db', options.database.db);
  const privateMediaDir = options.privateMediaDir ?? `${path.resolve(options.mediaDir)}-private`;
  if (!options.storage) await movePrivateFilesOut(options.mediaDir, privateMediaDir);
  const media = options.storage ?? new LocalMediaStorage(options.mediaDir, privateMediaDir);
  app.decorate('media', media);
  app.decorate('dbKind', options.database.kind);
  const queue = new PgBossQueue(options.database.newPool(QUEUE_CONNECTIONS), app.log, {
    ...QUEUE_TIMINGS,
    ...options.queue,
  });
  app.decorate('queue', queue);
  telemetry.watchQueue(queue);
  // In the background: a send waits for it, the first requests do not.
  app.addHook('onReady', async () => {
    queue.start().catch((err: unknown) => {
      if (err instanceof QueueStoppedWhileStarting) {
        app.log.info('the task queue was stopped before it had started');
        return;
      }
      app.log.error({ err }, 'the task queue did not start: no task is sent nor run');
    });
  });
  // Its running tasks finish while the requests do, before anything they use closes.
  app.addHook('preClose', () => queue.stop());
  app.addHook('onClose', () => queue.close());
  const contentChanges = new ContentChanges((err: unknown) => {
    app.log.error({ err }, 'a content change listener failed');
  });
  app.decorate('contentChanges', contentChanges);
  const changeBus = startChangeBus(options.database, app.log, contentChanges, {
    redisUrl: options.redisUrl,
    channel: options.changesChannel,
  });
  if (changeBus) {
    app.addHook('onReady', () => changeBus.start());
    app.addHook('onClose', () => changeBus.close());
  }
  app.decorate(
    'chatEvents',
    startChatEvents(options.database, app.log, {
      redisUrl: options.redisUrl,
      channel: options.chatChannel,
    }),
  );
  app.addHook('onClose', () => app.chatEvents.close());
  app.decorate(
    'notifier',
    new Notifier({
      db: options.database.db,
      chatEvents: app.chatEvents,
      queue,
      log: app.log,
      pushes: options.push !== undefined,
    }),
  );
  app.decorate(
    'adViews',
    new ViewCounter(options.database.db, (err: unknown) => {
      app.log.error({ err }, 'writing ad views failed');
    }),
  );
  app.addHook('onClose', () => app.adViews.close());
  const now = options.now ?? (() => new Date());
  const redis =
    options.redisUrl === undefined
      ? undefined
      : redisConnection(options.redisUrl, (err: unknown) => {
          app.log.error({ err }, 'the Redis connection of the limits and ad visitors failed');
        });
  if (redis) {
    // A failure only leaves ioredis to retry: meanwhile the memory counts.
    app.addHook('onReady', () => redis.connect().catch(() => undefined));
    app.addHook('onClose', () => {
      redis.disconnect();
    });
  }
  const onVisitorsError = (err: unknown) => {
    app.log.error(
      { err },
      "remembering the ads' visitors in Redis failed: this process's memory does",
    );
  };
  const adVisitors: ViewVisitors =
    redis === undefined
      ? new MemoryViewVisitors(now)
      : new RedisViewVisitors({ redis, now, onError: onVisitorsError });
  app.decorate('adVisitors', adVisitors);
  const limits = new Limits({ now, redis, keyPrefix: options.limitKeyPrefix, log: app.log });
  app.decorate('limits', limits);
  const answerCache = new AnswerCache(contentChanges, { enabled: options.cacheAnswers ?? true });
  app.decorate('answerCache', answerCache);
  const searchEngine = openSearchEngine(options.searchEngine ?? 'memory', options.database.db);
  app.decorate('searchEngine', searchEngine);
  app.decorate('adReads', cachedAdReads(options.database.db, answerCache, searchEngine));
  // The reads the modules' routes declare, which the pages' calls are answered by (plugins/web).
  app.decorate('pageReads', new PublicReads(serializers));
  if (searchEngine instanceof MemorySearchEngine) {
    const filterIndex = searchEngine.index;
    filterIndex.onError = (err: unknown) => {
      app.log.error({ err }, 'reading the filter index failed: the database answers meanwhile');
    };
    telemetry.watchSearchIndex(filterIndex);
    filterIndex.onLoaded = (ads, ms) => {
      app.log.info({ ads, ms: Math.round(ms) }, 'filter and search index loaded');
    };
  }
  app.addHook('onReady', async () => {
    searchEngine.start();
  });
  const hiddenCategories = new HiddenCategoriesWatch(
    options.database.db,
    contentChanges,
    (err: unknown) => {
      app.log.error({ err }, 'reading the hidden categories failed: tried again in 5 s');
    },
  );
  app.decorate('hiddenCategories', hiddenCategories);
  // Before the first request: a list must not show a hidden category's ads meanwhile.
  app.addHook('onReady', () => hiddenCategories.start());
  app.addHook('onClose', () => {
    hiddenCategories.stop();
  });

  const sms = options.sms ?? new OutboxSmsProvider(now);
  if (sms instanceof OutboxSmsProvider)
    sms.attachLogger(app.log, { textsInLog: options.demo ?? false });
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  app.decorate(
    'auth',
    new AuthService({
      db: options.database.db,
      sms: loggingFailures(sms, app.log),
      now,
      otpSecret: options.otpSecret,
      rateLimits,
      limits,
      contentChanges,
    }),
  );

  await app.register(overloadPlugin, {
    gate,
    maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? 0,
  });
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(langPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Souq marketplace API',
        version: '1.0.0',
        description:
          'Send `lang: ar|en` to choose the language of content and error messages. Every answer is `{ data, message? }`; validation failures are 422 `{ message, errors }`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  if (options.apiDocs ?? true) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  if (options.metricsRoute) {
    metricsRoute(app, {
      token: options.metricsRoute.token,
      collect: options.metricsRoute.collect ?? (() => telemetry.text()),
    });
  }

  await app.register(apiRoutes, {
    prefix: '/api',
    now,
    rateLimits,
    outbox: options.devOutbox && sms instanceof OutboxSmsProvider ? sms : undefined,
    reviews: { writesLimit: options.reviewWritesLimit ?? REVIEW_WRITES_LIMIT },
    content: { contactRateLimit: options.contactRateLimit ?? CONTACT_RATE_LIMIT },
    messaging: { ...MESSAGING_LIMITS, ...options.messagingLimits },
    selling: {
      lifetime: { days: options.adLifetimeDays ?? SELLING_LIMITS.lifetimeDays },
      perIpPerHour: options.sellingRateLimits ?? SELLING_RATE_LIMITS,
    },
    reports: { limits: options.reportLimits ?? REPORT_LIMITS },
    push: options.push,
    anyPushEndpoint: options.anyPushEndpoint ?? false,
  });
  await app.register(sitemapRoutes, {
    publicUrl: options.publicUrl,
    privatePathPrefixes: pages?.privatePathPrefixes ?? [],
  });
  await app.register(socialCardRoutes, { storage: media, mediaDir: options.mediaDir });
  await app.register(webPlugin, {
    publicUrl: options.publicUrl,
    webDist: options.webDist,
    mediaDir: options.mediaDir,
    storage: media,
    pageCacheSeconds: options.pageCacheSeconds ?? 0,
    renderer,
    pages,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
