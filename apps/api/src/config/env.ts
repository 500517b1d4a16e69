import { SELLING_LIMITS } from '@souq/contracts';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

/** The repository root, so `./data` means the same folder whatever the working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** An address or CIDR, or one of the names proxy-addr knows for a range (`loopback`, …). */
function isProxyAddress(part: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(part)) return true;
  const [address = '', bits, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size <= (family === 4 ? 32 : 128);
}

/** `schema`, with an empty value (`NAME=`, as .env files and compose write unset) read as unset. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** A random secret or token of at least `length` characters, or unset (an empty value too). */
const optionalSecret = (length: number, what: string) =>
  z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || value.length >= length, {
      message: `must be a random ${what} of at least ${String(length)} characters`,
    });

const envVariables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** A `postgres://` URL selects PostgreSQL; without it the embedded PGlite database is used. */
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/.+)?$/, 'must start with postgres://')
    .optional()
    .transform((url) => url || undefined),
  /** Where PGlite keeps its files and where pictures are written. */
  DATA_DIR: z.string().default(path.join(ROOT_DIR, 'data')),
  WEB_DIST: z.string().default(path.join(ROOT_DIR, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Whom to believe about the client's address (X-Forwarded-For), which the per-IP rate limits
   * key on: off by default, so a client cannot pick its own address. Behind a reverse proxy set
   * the proxy's addresses or CIDRs (`10.0.0.0/8`), comma-separated; `true` or a hop count is
   * refused, as any client could then name its own address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' || trimmed === 'false'
        ? false
        : trimmed.split(',').map((part) => part.trim());
    })
    .refine((proxies) => proxies === false || proxies.every(isProxyAddress), {
      message: 'must name the proxies: addresses or CIDRs (10.0.0.0/8), comma-separated',
    }),
  /**
   * Requests per client address and minute on each sign-in and code endpoint (login, register,
   * codes); 30 by default (DEFAULT_RATE_LIMITS). Raise it where many users share one address
   * (a carrier's NAT, an office).
   */
  AUTH_RATE_LIMIT_PER_IP: unsetIfEmpty(z.coerce.number().int().min(1).optional()),
  /**
   * New ads per client address and hour (pictures: ten times as many); 30 by default
   * (SELLING_RATE_LIMITS). Each account may also post at most 10 ads a day.
   */
  SELLING_RATE_LIMIT_PER_IP: unsetIfEmpty(z.coerce.number().int().min(1).optional()),
  /**
   * Chat messages one user may send a minute; 30 by default (MESSAGING_LIMITS). Raised by the
   * chat benchmark, which sends as many as a crowd would.
   */
  MESSAGES_PER_MINUTE: unsetIfEmpty(z.coerce.number().int().min(1).optional()),
  /** Event-loop delay past which the server answers 503 at once instead of queueing; 0: never. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(250),
  /** Pages and API requests one process works on at once; 0: no limit. */
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).default(50),
  /** How long a request past that limit waits for a place before its 503; 0: 503 at once. */
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).default(1000),
  /** Threads that render pages on the server; 0: the server's own thread. */
  RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  /** How many days an ad is live after it is published or renewed. */
  AD_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(SELLING_LIMITS.lifetimeDays),
  /**
   * The site's public address (`https://souq.example`), which the sitemap and robots.txt name;
   * unset, each request's own origin.
   */
  PUBLIC_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * A Redis server (`redis://host:6379`) whose pub/sub carries the chat's live events and the
   * content changes (which drop the cached answers and pages) between the processes serving the
   * site; unset, PostgreSQL's LISTEN/NOTIFY does (or, on the embedded database, the one process
   * keeps them).
   */
  REDIS_URL: unsetIfEmpty(z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * A port of its own for `GET /metrics` (Prometheus), where the cluster's primary answers with
   * every process's figures (plugins/metrics.ts); the site's port then has none. Keep it off the
   * public network.
   */
  METRICS_PORT: unsetIfEmpty(z.coerce.number().int().min(1).max(65535).optional()),
  /**
   * The `Authorization: Bearer …` token `GET /metrics` asks for, at least 16 characters; without
   * METRICS_PORT the site's port then answers it. Without either, production serves no metrics
   * (development serves them on the site's port to anyone).
   */
  METRICS_TOKEN: optionalSecret(16, 'token'),
  /**
   * On SIGTERM, how long the port stays open answering new requests 503 (and `/api/ready` 503,
   * so that a load balancer sends them elsewhere) while those in flight finish; unset, 2000 in
   * production and 0 otherwise.
   */
  SHUTDOWN_DRAIN_MS: unsetIfEmpty(z.coerce.number().int().min(0).max(60_000).optional()),
  /**
   * On SIGTERM, how long the process may take in all (its drain included) to finish its requests
   * before it exits anyway; a cluster's primary waits 5 s more for its workers.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  /**
   * Where searches and filtered listings are answered: `memory`, a copy of the ads' filters and
   * words in each process (fastest on one box; loaded at start, about 620 MB at 1,000,000 ads),
   * or `postgres`, the database's own indexes, which every process shares (ready at once, small).
   */
  SEARCH_ENGINE: unsetIfEmpty(z.enum(['memory', 'postgres']).default('memory')),
  /** How long anonymous visitors share a server-rendered page, in whole seconds; 0: never. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * HTTP processes (node:cluster) with PostgreSQL in production; by default as many as the
   * cores hold with their render threads. One process serves otherwise (serving/process-count.ts).
   */
  WEB_CONCURRENCY: unsetIfEmpty(z.coerce.number().int().min(1).max(1024).optional()),
  /**
   * HMAC key of the stored one-time codes, at least 32 characters; required in production. Unset
   * in the demo and in development, a random one is made once and kept in `DATA_DIR/otp-secret`
   * (config/otp-secret.ts).
   */
  OTP_SECRET: optionalSecret(32, 'secret'),
  /**
   * The site's VAPID key pair for web push (base64url, as `npx web-push generate-vapid-keys`
   * prints it) and the contact push services may write to (`mailto:` or `https:`): all three or
   * none. Unset, production sends no push; the demo and development make a pair once and keep
   * it in `DATA_DIR/vapid-keys.json` (config/vapid-keys.ts).
   */
  VAPID_PUBLIC_KEY: unsetIfEmpty(z.string().min(80).max(100).optional()),
  VAPID_PRIVATE_KEY: unsetIfEmpty(z.string().min(40).max(50).optional()),
  VAPID_SUBJECT: unsetIfEmpty(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .optional(),
  ),
  /**
   * `1` runs the demo: an empty database is seeded with demo accounts (password `demo12345`),
   * ads, stores and chats, and phone codes may go to the server log. Unset, the demo is on with
   * the embedded database (`npm start`) and off with PostgreSQL, which then gets only the
   * site's reference data (categories, places, pages).
   */
  SEED_DEMO: z.enum(['', '0', '1']).default(''),
  /** `1` serves the API's interactive documentation at /api/docs; unset, off in production. */
  API_DOCS: z.enum(['', '0', '1']).default(''),
  /**
   * `1` serves the development routes (the SMS outbox, contact messages) and keeps push
   * subscriptions of any address (the browser tests' local push service): the tests' setting.
   */
  DEV_ROUTES: z
    .enum(['', '0', '1'])
    .default('')
    .transform((value) => value === '1'),
  /**
   * Who sends the text messages: `log` writes them to the server log (with their codes only in
   * the demo), the demo's default; `http` posts them to the gateway at SMS_HTTP_URL, which
   * production requires outside the demo.
   */
  SMS_PROVIDER: z
    .enum(['', 'log', 'http'])
    .default('')
    .transform((value) => value || undefined),
  /** The gateway's address: it receives `POST {"to": "+963…", "text": "…"}` as JSON. */
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sent as `Authorization: Bearer …` to the gateway, when set. */
  SMS_HTTP_TOKEN: z.string().optional(),
  /**
   * S3-compatible object storage for uploaded pictures (shared/storage), so that several app
   * servers share them: its address (`https://s3.eu-central-1.amazonaws.com`,
   * `http://minio:9000`), bucket and keys. Unset, pictures are files under `DATA_DIR/media`.
   */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

/** The demo (SEED_DEMO=1, or unset on the embedded database): `npm start` of a fresh clone. */
const isDemo = (seedDemo: string | undefined, databaseUrl: string | undefined) =>
  seedDemo === '1' || ((seedDemo ?? '') === '' && !databaseUrl);

const envSchema = envVariables
  .transform(({ SEED_DEMO, API_DOCS, ...env }) => ({
    ...env,
    API_DOCS: API_DOCS === '1' || (API_DOCS === '' && env.NODE_ENV !== 'production'),
    /** The demo (SEED_DEMO): its accounts are seeded and its codes may be read in the log. */
    DEMO: isDemo(SEED_DEMO, env.DATABASE_URL),
  }))
  .transform((env) => ({
    ...env,
    SMS_PROVIDER: env.SMS_PROVIDER ?? (env.DEMO ? ('log' as const) : undefined),
    // The demo is reached on this machine; a site in public names its address (PUBLIC_URL).
    PUBLIC_URL:
      env.PUBLIC_URL ??
      (env.DEMO && env.NODE_ENV === 'production'
        ? `http://localhost:${String(env.PORT)}`
        : undefined),
  }))
  .refine((env) => env.SMS_PROVIDER !== 'http' || env.SMS_HTTP_URL !== undefined, {
    path: ['SMS_HTTP_URL'],
    message: 'the http SMS provider needs the gateway address',
  })
  .refine(
    (env) =>
      env.S3_ENDPOINT === undefined ||
      (Boolean(env.S3_BUCKET) &&
        Boolean(env.S3_ACCESS_KEY_ID) &&
        Boolean(env.S3_SECRET_ACCESS_KEY)),
    {
      path: ['S3_ENDPOINT'],
      message: 'object storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too',
    },
  )
  .refine(
    (env) =>
      [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter(
        (value) => value !== undefined,
      ).length %
        3 ===
      0,
    {
      path: ['VAPID_PUBLIC_KEY'],
      message: 'web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together',
    },
  )
  .refine((env) => !(env.NODE_ENV === 'production' && env.DEV_ROUTES), {
    path: ['DEV_ROUTES'],
    message: 'the development routes give away every SMS code: never in production',
  });

export type Env = z.infer<typeof envSchema>;

/**
 * What a public site (NODE_ENV=production, not the demo) must be told, and why: it names them
 * all at once, from the environment as given.
 */
const PRODUCTION_REQUIREMENTS: {
  name: string;
  met: (source: NodeJS.ProcessEnv) => boolean;
  why: string;
}[] = [
  {
    name: 'PUBLIC_URL',
    met: (source) => Boolean(source.PUBLIC_URL),
    why: "the site's public address (https://souq.example): links, sitemaps and the page cache must not follow a request's Host header",
  },
  {
    name: 'OTP_SECRET',
    met: (source) => Boolean(source.OTP_SECRET),
    why: 'a random secret of at least 32 characters (openssl rand -base64 32) that keys the one-time codes; production never makes one in the data folder',
  },
  {
    name: 'SMS_PROVIDER',
    met: (source) => source.SMS_PROVIDER === 'http',
    why: 'http: production sends phone codes through an SMS gateway (the log provider is for the demo, SEED_DEMO=1)',
  },
  {
    name: 'SMS_HTTP_URL',
    met: (source) => Boolean(source.SMS_HTTP_URL),
    why: "the SMS gateway's address",
  },
];

function productionGaps(source: NodeJS.ProcessEnv) {
  if (source.NODE_ENV !== 'production' || isDemo(source.SEED_DEMO, source.DATABASE_URL)) return [];
  return PRODUCTION_REQUIREMENTS.filter((requirement) => !requirement.met(source));
}

/**
 * The environment with each `NAME_FILE` read into `NAME` (Docker and Kubernetes secrets mount a
 * file: `OTP_SECRET_FILE=/run/secrets/otp_secret`), for every variable of the schema, less one
 * trailing newline; setting both is refused.
 */
function readFileVariables(source: NodeJS.ProcessEnv) {
  const resolved: NodeJS.ProcessEnv = { ...source };
  const problems: string[] = [];
  for (const name of Object.keys(envVariables.shape)) {
    const file = source[`${name}_FILE`];
    if (!file) continue;
    if (source[name]) {
      problems.push(`${name}: set by both ${name} and ${name}_FILE, keep one`);
      continue;
    }
    try {
      resolved[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      problems.push(`${name}_FILE: cannot read ${file} (${reason})`);
    }
  }
  return { resolved, problems };
}

/**
 * The settings, from the environment (`NAME`, or the file `NAME_FILE` names). Everything wrong
 * is told in one message: each bad value, and every variable production still needs.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const { resolved, problems } = readFileVariables(source);
  const gaps = productionGaps(resolved);
  const result = envSchema.safeParse(resolved);
  if (problems.length > 0 || gaps.length > 0 || !result.success) {
    const named = new Set(gaps.map((gap) => gap.name));
    const lines = [
      ...(gaps.length > 0
        ? [
            `  production (NODE_ENV=production, not the demo) is missing ${[...named].join(', ')} (each may be given as NAME or as NAME_FILE, a file that holds it)`,
          ]
        : []),
      ...gaps.map((gap) => `  ${gap.name}: ${gap.why}`),
      ...problems.map((problem) => `  ${problem}`),
      ...(result.error?.issues ?? [])
        .filter((issue) => !named.has(issue.path.join('.')))
        .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`),
    ];
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
