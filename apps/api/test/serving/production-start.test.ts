import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import {
  ads,
  categories,
  cities,
  contentPages,
  filterDefinitions,
  tags,
  users,
} from '../../src/db/schema/index.ts';
import { emptyFileDatabase } from '../helpers/file-database.ts';
import { freePort, startServerProcess, waitUntilAnswering } from '../helpers/server-process.ts';

/**
 * Issue 43, safe by default: the real server (`src/server.ts`, in its own process) started as a
 * public site, on an empty database of the run's kind (PostgreSQL with DATABASE_URL, else the
 * embedded one in a data folder of its own).
 */

const OTP_SECRET = 'a-production-secret-that-is-long-enough-0123456789';
const SMS_TOKEN = 'a-gateway-token-nobody-else-knows';

/** A public site's settings, everything given (the OTP secret as a Docker secret's file). */
const publicSite = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  WEB_CONCURRENCY: '1',
  SEED_DEMO: '0',
  DEV_ROUTES: '',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  SMS_HTTP_TOKEN: SMS_TOKEN,
  PUBLIC_URL: 'https://souq.example',
};

type CountedTable =
  | typeof users
  | typeof ads
  | typeof categories
  | typeof cities
  | typeof tags
  | typeof contentPages
  | typeof filterDefinitions;

/** Every file under `dir`, with its bytes. */
async function filesUnder(dir: string) {
  const names = await readdir(dir, { recursive: true });
  const files: { name: string; bytes: Buffer }[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if ((await stat(file)).isFile()) files.push({ name, bytes: await readFile(file) });
  }
  return files;
}

describe('a production start', () => {
  it('refuses the log SMS provider and names everything it misses at once', async () => {
    const server = startServerProcess({
      ...publicSite,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      SMS_PROVIDER: 'log',
      PUBLIC_URL: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/is missing PUBLIC_URL, OTP_SECRET, SMS_PROVIDER \(/);
    expect(server.output()).toMatch(/SMS_PROVIDER: http: .*the log provider is for the demo/);
  });
});

describe('a production start on an empty database', () => {
  const postgresUrl = process.env.DATABASE_URL;
  let dataDir: string;
  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  let categoriesAnswer: { data: unknown[] };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'souq-production-start-'));
    const secrets = await mkdtemp(path.join(os.tmpdir(), 'souq-secrets-'));
    const secretFile = path.join(secrets, 'otp_secret');
    await writeFile(secretFile, `${OTP_SECRET}\n`);
    const empty = postgresUrl ? await emptyFileDatabase(postgresUrl, 'start') : undefined;
    if (empty) dropDatabase = empty.drop;
    const port = await freePort();
    const server = startServerProcess({
      ...publicSite,
      PORT: String(port),
      DATA_DIR: dataDir,
      OTP_SECRET_FILE: secretFile,
      ...(empty ? { DATABASE_URL: empty.url } : {}),
    });
    try {
      // Ready, not only alive: until its search index has loaded the server sheds calls (503).
      await waitUntilAnswering(`http://127.0.0.1:${String(port)}`, server, '/api/ready', 60);
      const res = await fetch(`http://127.0.0.1:${String(port)}/api/categories`);
      expect(res.status).toBe(200);
      categoriesAnswer = (await res.json()) as typeof categoriesAnswer;
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(secrets, { recursive: true, force: true });
    }
    database = await openDatabase({ url: empty?.url, dataDir: path.join(dataDir, 'pglite') });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  const rows = async (table: CountedTable) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;

  it('creates the reference data and no account nor ad', async () => {
    expect(categoriesAnswer.data.length).toBeGreaterThan(0);
    for (const table of [categories, filterDefinitions, cities, tags, contentPages]) {
      expect(await rows(table)).toBeGreaterThan(0);
    }
    expect(await rows(users)).toBe(0);
    expect(await rows(ads)).toBe(0);
  });

  it('writes no secret to the data folder', async () => {
    const files = await filesUnder(dataDir);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((file) => file.name).filter((name) => /secret/i.test(name))).toEqual([]);
    for (const secret of [OTP_SECRET, SMS_TOKEN]) {
      expect(files.filter((file) => file.bytes.includes(secret)).map((file) => file.name)).toEqual(
        [],
      );
    }
  });
});
