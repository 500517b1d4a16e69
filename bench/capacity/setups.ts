// What bench:capacity measures: the real server as one process on its port, or two processes on
// one PostgreSQL with Redis behind nginx (deploy/nginx/souq.conf.template, its page cache off
// unless asked: the app processes' own capacity is the figure).
import path from 'node:path';
import pg from 'pg';
import { startNginx, type Nginx } from '../../apps/api/test/helpers/nginx.ts';
import { ensurePostgresDatabase } from '../support/postgres.ts';
import { startServer, type BenchServer } from '../support/server.ts';
import type { DatabaseKind, Options, Topology } from './options.ts';

/** Ports after the bare server's: PGlite, PostgreSQL, the two behind nginx, nginx, its cached twin. */
const PORT_OFFSET = {
  pglite: 1,
  postgres: 2,
  behindNginx: [3, 4],
  nginx: 5,
  nginxCached: 6,
} as const;
/** nginx's worker holds the overload mix's 500 connections and as many to the apps. */
const NGINX_CONNECTIONS = 4096;

export type Setup = {
  /** Where the load goes. */
  base: string;
  /** With nginx in front: nginx again, its page cache on, on a port of its own. */
  withNginxCache?: () => Promise<Nginx>;
  stop: () => Promise<void>;
};

let vacuumed = false;
/** The nginx instances running, stopped by `stopAllNginx` (Ctrl-C included). */
const runningNginx = new Set<Nginx>();

export async function stopAllNginx(): Promise<void> {
  await Promise.all([...runningNginx].map((nginx) => nginx.stop()));
}

/** nginx, kept in `runningNginx` until it is stopped. */
async function startTrackedNginx(options: Parameters<typeof startNginx>[0]): Promise<Nginx> {
  const nginx = await startNginx(options);
  const tracked: Nginx = {
    base: nginx.base,
    stop: async () => {
      runningNginx.delete(tracked);
      await nginx.stop();
    },
  };
  runningNginx.add(tracked);
  return tracked;
}

/**
 * Clears what earlier runs left (the row versions of the view counts they wrote), as
 * autovacuum does on a PostgreSQL server as it comes; this machine's runs without it. Once a run.
 */
async function vacuum(url: string): Promise<void> {
  if (vacuumed) return;
  vacuumed = true;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

const portOf = (options: Options, offset: number) => String(options.basePort + offset);

/**
 * One server process on `kind` (its data in `dataRoot/<name>`), once ready; `env` adds to or
 * overrides its settings.
 */
export async function startOne(
  options: Options,
  kind: DatabaseKind,
  dataRoot: string,
  env: Record<string, string> = {},
  port = portOf(options, PORT_OFFSET[kind]),
  name: string = kind,
): Promise<BenchServer> {
  if (kind === 'postgres') await ensurePostgresDatabase(options.postgresUrl);
  console.log(`starting the server on ${kind} (port ${port}; a first start seeds the database)`);
  const server = await startServer(port, {
    DATA_DIR: path.join(dataRoot, name),
    DATABASE_URL: kind === 'postgres' ? options.postgresUrl : '',
    WEB_DIST: options.webDist,
    // One process, whatever the cores: two are nginx-two's.
    WEB_CONCURRENCY: '1',
    ...env,
  });
  if (kind === 'postgres') await vacuum(options.postgresUrl);
  return server;
}

/** Two processes on PostgreSQL with Redis, then nginx (its cache off) in front of them. */
async function startBehindNginx(options: Options, dataRoot: string): Promise<Setup> {
  const nginxBase = `http://127.0.0.1:${portOf(options, PORT_OFFSET.nginx)}`;
  const env = {
    REDIS_URL: options.redisUrl,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: nginxBase,
  };
  const servers: BenchServer[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    // One after the other: the first migrates (and seeds) the database.
    for (const [i, offset] of PORT_OFFSET.behindNginx.entries()) {
      const name = `postgres-${String(i + 1)}`;
      servers.push(
        await startOne(options, 'postgres', dataRoot, env, portOf(options, offset), name),
      );
    }
    const apps = servers.map((server) => new URL(server.base).host);
    const nginxOn = (offset: number, pageCache: boolean) =>
      startTrackedNginx({
        apps,
        port: options.basePort + offset,
        pageCache,
        workerConnections: NGINX_CONNECTIONS,
      });
    nginx = await nginxOn(PORT_OFFSET.nginx, false);
    return {
      base: nginx.base,
      withNginxCache: () => nginxOn(PORT_OFFSET.nginxCached, true),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts `topology` on `kind`, ready for the load. */
export async function startSetup(
  options: Options,
  kind: DatabaseKind,
  topology: Topology,
  dataRoot: string,
): Promise<Setup> {
  if (topology === 'nginx-two') return startBehindNginx(options, dataRoot);
  const server = await startOne(options, kind, dataRoot);
  return { base: server.base, stop: () => server.stop() };
}
