import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../messaging/event-stream.ts';
import { emptyFileDatabase } from '../helpers/file-database.ts';
import { blocks } from '../helpers/pictures.ts';
import {
  freePort,
  startServerProcess,
  waitUntilAnswering,
  type ServerProcess,
} from '../helpers/server-process.ts';

/**
 * Issue 43: what the container image runs (Docker is not on these machines). The production
 * output is built into a fresh folder (scripts/build-production.mjs, the Dockerfile's build
 * stage), only the server's production dependencies are installed there (`npm ci --omit=dev
 * --workspace @souq/api`, the runtime stage's, from npm's cache as far as it goes), and the
 * compiled server runs with plain `node`, TypeScript refused (`--no-strip-types`), on an empty
 * database of the run's kind: with DATABASE_URL a private PostgreSQL database served by two
 * app servers as in compose.yaml (the first a cluster of two processes, the second started once
 * the first has seeded, both on one data folder), else the embedded database (its own thread).
 * Uploads go to S3-compatible storage (s3rver here, MinIO in compose.yaml), whose bucket
 * compose's deploy/create-bucket.mjs makes. The demo is seeded (SEED_DEMO=1), so that two people
 * can sign in and write to each other.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const postgresUrl = process.env.DATABASE_URL;

/** The Node options compose.yaml gives its app servers, so that the servers here run as there. */
async function composeNodeOptions(): Promise<string> {
  const compose = await readFile(path.join(root, 'compose.yaml'), 'utf8');
  const options = /^\s+NODE_OPTIONS: (.+)$/m.exec(compose)?.[1];
  if (options === undefined) throw new Error('compose.yaml gives its app servers no NODE_OPTIONS');
  return options;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return once(child, 'exit').then(([code]) => {
    if (code !== 0)
      throw new Error(`${command} ${args.join(' ')} failed (${String(code)}):\n${output}`);
    return output;
  });
}

type Server = ServerProcess & { base: string };

/** The compiled server as the image's CMD starts it, on `env` alone (and PATH). */
async function startServer(folder: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const server = startServerProcess(
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    { args: ['--no-strip-types', 'apps/api/dist/server/server.mjs'], cwd: folder },
  );
  const base = `http://127.0.0.1:${String(port)}`;
  await waitUntilAnswering(base, server, '/api/health', 150);
  return { ...server, base };
}

async function stopServer(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

// The caller names the shape of the answer it asked for (the server's schemas are tested elsewhere).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function json<T>(response: Response): Promise<{ status: number; data: T }> {
  const body = (await response.json()) as { data: T };
  return { status: response.status, data: body.data };
}

async function signIn(base: string, userName: string) {
  const { status, data } = await json<{ token: string; user: { id: number } }>(
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: 'demo12345' }),
    }),
  );
  expect(status, `${userName} signs in`).toBe(200);
  return { id: data.user.id, headers: { authorization: `Bearer ${data.token}` } };
}

describe('the production build, installed with its production dependencies only', () => {
  let folder: string;
  let secrets: string;
  let first: Server | undefined;
  let second: Server | undefined;
  let dropDatabase = async () => {};
  let objectStorage: S3rver | undefined;
  const bucketSetup: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'souq-production-'));
    await run(process.execPath, ['scripts/build-production.mjs', folder], root);
    await run(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--workspace',
        '@souq/api',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
      ],
      folder,
    );
    secrets = await mkdtemp(path.join(os.tmpdir(), 'souq-production-secrets-'));
    const otpSecretFile = path.join(secrets, 'otp_secret');
    await writeFile(otpSecretFile, 'a-production-secret-that-is-long-enough-0123456789\n');
    const s3SecretFile = path.join(secrets, 's3_secret_access_key');
    await writeFile(s3SecretFile, 'S3RVER');

    // An empty store, then the bucket as compose makes it (twice: the second finds it).
    objectStorage = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(secrets, 's3'),
    });
    const { port: s3Port } = await objectStorage.run();
    const s3 = {
      S3_ENDPOINT: `http://127.0.0.1:${String(s3Port)}`,
      S3_BUCKET: 'souq',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY_FILE: s3SecretFile,
    };
    await cp(
      path.join(root, 'deploy/create-bucket.mjs'),
      path.join(folder, 'deploy/create-bucket.mjs'),
    );
    for (let i = 0; i < 2; i += 1) {
      bucketSetup.push(await run(process.execPath, ['deploy/create-bucket.mjs'], folder, s3));
    }
    const empty = postgresUrl ? await emptyFileDatabase(postgresUrl, 'production') : undefined;
    if (empty) dropDatabase = empty.drop;
    const env = {
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: await composeNodeOptions(),
      DATA_DIR: path.join(folder, 'data'),
      OTP_SECRET_FILE: otpSecretFile,
      REDIS_URL: '',
      ...s3,
      ...(empty ? { DATABASE_URL: empty.url } : {}),
    };
    first = await startServer(folder, { ...env, WEB_CONCURRENCY: empty ? '2' : '1' });
    if (empty) second = await startServer(folder, { ...env, WEB_CONCURRENCY: '1' });
  }, 600_000);

  afterAll(async () => {
    await Promise.all([stopServer(first), stopServer(second)]);
    await objectStorage?.close();
    await dropDatabase();
    await rm(folder, { recursive: true, force: true });
    await rm(secrets, { recursive: true, force: true });
  });

  const servers = () => [first, second].filter((server) => server !== undefined);
  const other = () => second ?? first;

  it('holds the built files and the production dependencies, no sources and no dev tools', async () => {
    for (const built of [
      'apps/api/dist/server/server.mjs',
      'apps/api/dist/server/pglite-thread.mjs',
      'apps/api/dist/server/migrations/meta/_journal.json',
      'apps/web/dist/index.html',
      'apps/web/dist/.ssr/entry-server.js',
      'node_modules/fastify/package.json',
      'node_modules/sharp/package.json',
    ]) {
      expect(existsSync(path.join(folder, built)), built).toBe(true);
    }
    for (const absent of ['apps/api/src', 'packages/contracts/src', 'apps/web/src']) {
      expect(existsSync(path.join(folder, absent)), absent).toBe(false);
    }
    for (const tool of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest', 'drizzle-kit', 'react']) {
      expect(existsSync(path.join(folder, 'node_modules', tool)), tool).toBe(false);
    }
  });

  it('serves the pages rendered on the server, in both languages, and their scripts, compressed as built', async () => {
    for (const server of servers()) {
      const english = await fetch(`${server.base}/en`);
      expect(english.status).toBe(200);
      const html = await english.text();
      expect(html).toMatch(/<html[^>]* lang="en"/);
      expect(html).toContain('Vehicles');
      const scripts = [...html.matchAll(/\/assets\/[^"\s]+\.js/g)].map(([script]) => script);
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) {
        const asset = await fetch(`${server.base}${script}`, {
          headers: { 'accept-encoding': 'br' },
        });
        expect(asset.status).toBe(200);
        expect(asset.headers.get('content-type')).toContain('javascript');
        // The build's Brotli file of the script, which must be the script as written.
        expect(asset.headers.get('content-encoding')).toBe('br');
        const written = await readFile(path.join(folder, 'apps/web/dist', script), 'utf8');
        expect(await asset.text(), script).toBe(written);
      }

      const arabic = await (await fetch(`${server.base}/ar`)).text();
      expect(arabic).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    }
  });

  it('answers the API', async () => {
    for (const server of servers()) {
      const { status, data } = await json<unknown[]>(await fetch(`${server.base}/api/categories`));
      expect(status).toBe(200);
      expect(data.length).toBeGreaterThan(0);
    }
  });

  it("takes an upload into the store's bucket, made by compose's setup, and serves it from either server", async () => {
    expect(bucketSetup).toEqual(['bucket souq created\n', 'bucket souq is there\n']);
    if (!first) throw new Error('no server');
    const seller = await signIn(first.base, 'demo');
    const photo = await blocks(43).jpeg({ quality: 85 }).toBuffer();
    const upload = await json<{ src: string }>(
      await fetch(`${first.base}/api/selling/pictures`, {
        method: 'POST',
        headers: { ...seller.headers, 'content-type': 'image/jpeg' },
        body: photo,
      }),
    );
    expect(upload.status).toBe(201);
    for (const server of servers()) {
      const picture = await fetch(`${server.base}${upload.data.src}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it('carries a chat message live to the other person, on the other server', async () => {
    if (!first) throw new Error('no server');
    const buyer = await signIn(first.base, 'demo');
    const seller = await signIn(other()?.base ?? first.base, 'demo2');
    const ads = await json<{ data: { id: number }[] }>(
      await fetch(
        `${first.base}/api/ads/user-ads?entity_type=client&entity_id=${String(seller.id)}&page=1`,
      ),
    );
    const adId = ads.data.data[0]?.id;
    expect(adId).toBeDefined();

    const stream = await openStream(other()?.base ?? first.base, seller.headers);
    try {
      expect(stream.status).toBe(200);
      await stream.next('ready');
      const conversation = await json<{ id: number }>(
        await fetch(`${first.base}/api/conversations`, {
          method: 'POST',
          headers: { ...buyer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ ad_id: adId }),
        }),
      );
      expect([200, 201]).toContain(conversation.status);
      const text = `Is it still for sale? (${String(Date.now())})`;
      const sent = await fetch(
        `${first.base}/api/conversations/${String(conversation.data.id)}/messages`,
        {
          method: 'POST',
          headers: { ...buyer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ body: text }),
        },
      );
      expect(sent.status).toBe(201);
      const heard = await stream.next('message');
      expect(JSON.stringify(heard.data)).toContain(text);
    } finally {
      stream.close();
    }
  });

  it('names the Node version of .nvmrc in its Dockerfile, the one CI runs', async () => {
    const pinned = (await readFile(path.join(root, '.nvmrc'), 'utf8')).trim();
    const dockerfile = await readFile(path.join(root, 'Dockerfile'), 'utf8');
    const images = [...dockerfile.matchAll(/^FROM node:(\S+?)-/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([pinned]));
    expect(process.version).toBe(`v${pinned}`);
  });
});

describe("compose's secrets (deploy/make-secrets.sh)", () => {
  it('are random, made once, in a folder only its owner opens', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'souq-deploy-'));
    try {
      await cp(path.join(root, 'deploy/make-secrets.sh'), path.join(copy, 'make-secrets.sh'));
      await run('sh', ['make-secrets.sh'], copy);
      const dir = path.join(copy, 'secrets');
      const read = async (name: string) => readFile(path.join(dir, name), 'utf8');
      const made = {
        postgres: await read('postgres_password'),
        otp: await read('otp_secret'),
        s3: await read('s3_secret_access_key'),
      };
      expect(made.otp).toMatch(/^[0-9a-f]{48}$/);
      expect(new Set(Object.values(made)).size).toBe(3);
      expect(await read('database_url')).toBe(
        `postgres://souq:${made.postgres}@postgres:5432/souq`,
      );
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      // The containers' users (postgres, node) read them: compose keeps the file's mode.
      expect((await stat(path.join(dir, 'otp_secret'))).mode & 0o777).toBe(0o644);

      await run('sh', ['make-secrets.sh'], copy);
      expect(await read('otp_secret')).toBe(made.otp);
      expect(await read('postgres_password')).toBe(made.postgres);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
