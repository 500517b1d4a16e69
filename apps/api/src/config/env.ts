import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

/** The repository root, so `./data` means the same folder whatever the working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Development default of OTP_SECRET; production refuses to start with it (or without one). */
export const DEV_OTP_SECRET = 'dev-only-otp-secret-change-me';

const envSchema = z
  .object({
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
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Whom to believe about the client's address (X-Forwarded-For), which the per-IP rate limits
     * key on: off by default, so a client cannot pick its own address. Behind a reverse proxy set
     * the proxy's addresses or CIDRs (`10.0.0.0/8`), comma-separated, or `true` to trust any.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value): boolean | string[] => {
        const trimmed = value?.trim() ?? '';
        if (trimmed === '' || trimmed === 'false') return false;
        if (trimmed === 'true') return true;
        return trimmed.split(',').map((part) => part.trim());
      }),
    /**
     * Requests per client address and minute on each sign-in and code endpoint (login, register,
     * codes); 30 by default (DEFAULT_RATE_LIMITS). Raise it where many users share one address
     * (a carrier's NAT, an office).
     */
    AUTH_RATE_LIMIT_PER_IP: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1).optional(),
    ),
    /** Event-loop delay past which the server answers 503 at once instead of queueing; 0: never. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(250),
    /** Pages and API requests one process works on at once before it answers 503; 0: no limit. */
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).default(50),
    /** How long anonymous visitors share a server-rendered page, in whole seconds; 0: never. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /**
     * HTTP processes (node:cluster) with PostgreSQL in production; one per core by default. One
     * process serves otherwise (see serving/process-count.ts).
     */
    WEB_CONCURRENCY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1).max(1024).optional(),
    ),
    /** HMAC key of the stored one-time codes: at least 32 characters in production. */
    OTP_SECRET: z.string().default(DEV_OTP_SECRET),
  })
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      (env.OTP_SECRET !== DEV_OTP_SECRET && env.OTP_SECRET.length >= 32),
    {
      path: ['OTP_SECRET'],
      message: 'set a random secret of at least 32 characters in production',
    },
  );

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
