import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { resolveOtpSecret } from '../../src/config/otp-secret.ts';
import { HttpSmsProvider } from '../../src/modules/sms/http-sms.ts';
import { appOptionsOf, mediaStorageOf } from '../../src/serving/http-server.ts';
import { S3MediaStorage } from '../../src/shared/storage/s3-media-storage.ts';

/** A public site: PostgreSQL, an SMS gateway, its address. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://souq@127.0.0.1:5432/souq',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  PUBLIC_URL: 'https://souq.example',
  OTP_SECRET: 'o'.repeat(32),
};
/** `npm start` on a fresh clone: the embedded database's demo. */
const demoStart = { NODE_ENV: 'production' };

describe('development routes', () => {
  it('are served only when DEV_ROUTES=1, whatever NODE_ENV says', () => {
    expect(appOptionsOf(loadEnv({}), 1).devOutbox).toBe(false);
    expect(appOptionsOf(loadEnv({ NODE_ENV: 'development' }), 1).devOutbox).toBe(false);
    expect(appOptionsOf(loadEnv({ NODE_ENV: 'test' }), 1).devOutbox).toBe(false);
    expect(appOptionsOf(loadEnv({ NODE_ENV: 'test', DEV_ROUTES: '1' }), 1).devOutbox).toBe(true);
  });

  it('are refused in production', () => {
    expect(() => loadEnv({ ...production, DEV_ROUTES: '1' })).toThrow(/DEV_ROUTES/);
  });
});

describe('production mode', () => {
  it('logs JSON lines, not the development pretty printer', () => {
    expect(appOptionsOf(loadEnv(production), 1).logger).toEqual({ level: 'info' });
    expect(appOptionsOf(loadEnv(demoStart), 1).logger).toEqual({ level: 'info' });
    expect(appOptionsOf(loadEnv({}), 1).logger).toHaveProperty('transport');
  });

  it('refuses to start with no SMS provider chosen', () => {
    expect(() => loadEnv({ ...production, SMS_PROVIDER: '' })).toThrow(/SMS_PROVIDER/);
    expect(appOptionsOf(loadEnv(production), 1).sms).toBeInstanceOf(HttpSmsProvider);
  });

  it('refuses the log provider outside the demo (issue 41 item 2)', () => {
    expect(() => loadEnv({ ...production, SMS_PROVIDER: 'log' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadEnv({ ...production, SMS_PROVIDER: 'log', SEED_DEMO: '0' })).toThrow(
      /SMS_PROVIDER/,
    );
    const demo = loadEnv({ ...production, SMS_PROVIDER: 'log', SEED_DEMO: '1' });
    expect(appOptionsOf(demo, 1)).toMatchObject({ sms: undefined, demo: true });
  });

  it('requires PUBLIC_URL: no address follows the Host header (issue 41 item 8)', () => {
    expect(() => loadEnv({ ...production, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL/);
    expect(appOptionsOf(loadEnv(production), 1).publicUrl).toBe('https://souq.example');
    expect(loadEnv({}).PUBLIC_URL).toBeUndefined();
  });

  it('serves /api/docs only when API_DOCS=1 (issue 41 item 10)', () => {
    expect(appOptionsOf(loadEnv(production), 1).apiDocs).toBe(false);
    expect(appOptionsOf(loadEnv({ ...production, API_DOCS: '1' }), 1).apiDocs).toBe(true);
    expect(appOptionsOf(loadEnv({}), 1).apiDocs).toBe(true);
    expect(appOptionsOf(loadEnv({ API_DOCS: '0' }), 1).apiDocs).toBe(false);
  });
});

describe('the demo (issue 41 item 1)', () => {
  it("is npm start's embedded database: codes in the log, this machine's address", () => {
    const env = loadEnv(demoStart);
    expect(env.DEMO).toBe(true);
    expect(env.SMS_PROVIDER).toBe('log');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ ...demoStart, PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('is off on PostgreSQL unless SEED_DEMO=1, and off on either with SEED_DEMO=0', () => {
    expect(loadEnv(production).DEMO).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: '1' }).DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: '0' }).DEMO).toBe(false);
    expect(() => loadEnv({ ...demoStart, SEED_DEMO: '0' })).toThrow(/SMS_PROVIDER/);
  });
});

describe('the SMS provider', () => {
  it('http needs the gateway address and sends through it', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x' })).toThrow(
      /SMS_HTTP_URL/,
    );
    const env = loadEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' });
    expect(appOptionsOf(env, 1).sms).toBeInstanceOf(HttpSmsProvider);
  });

  it('refuses a name it does not know', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });
});

describe('the storage of uploads', () => {
  it('is files by default, and object storage once its address, bucket and keys are set', async () => {
    expect(await mediaStorageOf(loadEnv({}))).toBeUndefined();
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    const env = loadEnv({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'souq',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const storage = await mediaStorageOf(env);
    expect(storage).toBeInstanceOf(S3MediaStorage);
    storage?.destroy();
  });
});

/** The message `loadEnv` throws for `source`. */
function refusal(source: NodeJS.ProcessEnv): string {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the environment was accepted');
}

describe('a production start that is not the demo (issue 43)', () => {
  it('names everything it misses in one message', () => {
    const message = refusal({ NODE_ENV: 'production', DATABASE_URL: production.DATABASE_URL });
    expect(message).toMatch(/is missing PUBLIC_URL, OTP_SECRET, SMS_PROVIDER, SMS_HTTP_URL/);
    for (const name of ['PUBLIC_URL', 'OTP_SECRET', 'SMS_PROVIDER', 'SMS_HTTP_URL']) {
      expect(message).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    }
    // A bad value elsewhere is told with them, not instead of them.
    const withBadPort = refusal({ ...production, OTP_SECRET: '', PORT: 'eighty' });
    expect(withBadPort).toMatch(/is missing OTP_SECRET \(/);
    expect(withBadPort).toMatch(/^ {2}PORT: /m);
  });

  it('refuses to start without OTP_SECRET, which the demo and development may leave unset', () => {
    expect(refusal({ ...production, OTP_SECRET: '' })).toMatch(/is missing OTP_SECRET \(/);
    expect(loadEnv(demoStart).OTP_SECRET).toBeUndefined();
    expect(loadEnv({ ...production, OTP_SECRET: '', SEED_DEMO: '1' }).DEMO).toBe(true);
    expect(loadEnv({ DATABASE_URL: production.DATABASE_URL }).OTP_SECRET).toBeUndefined();
  });
});

describe('NAME_FILE (Docker secrets)', () => {
  let dir: string;
  const secretFile = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'souq-env-files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads each secret from its file, less one trailing newline', async () => {
    const otp = 's'.repeat(40);
    const env = loadEnv({
      ...production,
      OTP_SECRET: '',
      OTP_SECRET_FILE: await secretFile('otp', `${otp}\n`),
      DATABASE_URL: '',
      DATABASE_URL_FILE: await secretFile('db', `${production.DATABASE_URL}\r\n`),
      SMS_HTTP_TOKEN_FILE: await secretFile('sms', 'token with a space \n\n'),
      REDIS_URL_FILE: await secretFile('redis', 'redis://127.0.0.1:6379'),
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'souq',
      S3_ACCESS_KEY_ID_FILE: await secretFile('key', 'key-id\n'),
      S3_SECRET_ACCESS_KEY_FILE: await secretFile('secret', 'secret-key\n'),
    });
    expect(env).toMatchObject({
      OTP_SECRET: otp,
      DATABASE_URL: production.DATABASE_URL,
      SMS_HTTP_TOKEN: 'token with a space \n',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      DEMO: false,
    });
  });

  it('fills what production needs, and is checked as the variable itself is', async () => {
    expect(loadEnv({ ...production, OTP_SECRET_FILE: '' }).OTP_SECRET).toBe('o'.repeat(32));
    const withoutSecret = { ...production, OTP_SECRET: undefined };
    const env = loadEnv({
      ...withoutSecret,
      OTP_SECRET_FILE: await secretFile('otp2', 'x'.repeat(32)),
    });
    expect(env.OTP_SECRET).toBe('x'.repeat(32));
    expect(
      refusal({ ...withoutSecret, OTP_SECRET_FILE: await secretFile('short', 'short\n') }),
    ).toMatch(/^ {2}OTP_SECRET: must be a random secret/m);
    expect(refusal({ ...withoutSecret, OTP_SECRET_FILE: await secretFile('empty', '\n') })).toMatch(
      /is missing OTP_SECRET \(/,
    );
  });

  it('refuses a variable given both ways, and a file it cannot read, naming them all', async () => {
    const message = refusal({
      ...production,
      OTP_SECRET_FILE: await secretFile('otp3', 'y'.repeat(32)),
      SMS_HTTP_TOKEN_FILE: path.join(dir, 'nowhere'),
    });
    expect(message).toMatch(/^ {2}OTP_SECRET: set by both OTP_SECRET and OTP_SECRET_FILE/m);
    expect(message).toMatch(/^ {2}SMS_HTTP_TOKEN_FILE: cannot read .*nowhere \(ENOENT\)/m);
  });
});

describe('OTP_SECRET', () => {
  it('is refused when shorter than 32 characters', () => {
    expect(() => loadEnv({ OTP_SECRET: 'short' })).toThrow(/OTP_SECRET/);
  });

  it('unset, is made once and kept in the data folder, readable by its owner only', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'souq-secret-'));
    const [first, second] = await Promise.all([
      resolveOtpSecret(undefined, dataDir),
      resolveOtpSecret(undefined, dataDir),
    ]);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(await resolveOtpSecret(undefined, dataDir)).toBe(first);
    expect((await readFile(path.join(dataDir, 'otp-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, 'otp-secret'))).mode & 0o777).toBe(0o600);
    const configured = 'c'.repeat(40);
    expect(await resolveOtpSecret(configured, dataDir)).toBe(configured);
  });
});
