// Starts the servers a benchmark measures, each in its own process (never sharing the event loop
// of the load generator), on a port that must be free (never measure somebody else's server), and
// waits until they answer.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');

export type BenchServer = {
  base: string;
  /** The server's process id (its memory can be read from `/proc`). */
  pid: number | undefined;
  stop: () => Promise<void>;
};

/** Servers still running, stopped by `stopAllServers` (Ctrl-C included). */
const running = new Set<BenchServer>();

/** Whether `url` answers at all, or only with a 2xx status (`ok`). */
export async function answers(url: string, ok: boolean): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return !ok || res.ok;
  } catch {
    return false;
  }
}

/** SIGTERM to `child`, answered once it has exited (at once if it has). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs `node <args>` from the repository root with `env` on `port`, and waits (up to 10 minutes:
 * a first start may seed a database and its pictures, or migrate a big one) until `readyPath`
 * answers 2xx.
 */
async function startProcess(
  args: string[],
  port: string,
  readyPath: string,
  env: Record<string, string>,
): Promise<BenchServer> {
  const script = args.at(-1) ?? '';
  const base = `http://127.0.0.1:${port}`;
  if (await answers(base, false)) throw new Error(`port ${port} is in use: pass --port`);
  // `BENCH_NODE_FLAGS` (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the servers measured.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, ...args], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server: BenchServer = {
    base,
    pid: child.pid,
    stop: async () => {
      running.delete(server);
      await stopProcess(child);
    },
  };
  running.add(server);
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) {
      running.delete(server);
      throw new Error(`${script} stopped (exit code ${String(child.exitCode)})`);
    }
    if (await answers(`${base}${readyPath}`, true)) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await server.stop();
  throw new Error(`${script} did not answer ${readyPath}`);
}

let compiled: Promise<unknown> | undefined;

/**
 * Compiles the server from the sources as they are (apps/api/build.mjs, under a second), once
 * per benchmark: the benchmarks measure what `npm start` runs, never a stale build.
 */
function compileServer(): Promise<unknown> {
  compiled ??= promisify(execFile)(process.execPath, ['apps/api/build.mjs'], { cwd: root });
  return compiled;
}

/**
 * The real server (apps/api), compiled as `npm start` runs it, in production mode, on the
 * database `env` names, once it is ready (`/api/ready`: its database answers and its search index
 * is loaded).
 */
export async function startServer(
  port: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  await compileServer();
  return startProcess(['apps/api/dist/server/server.mjs'], port, '/api/ready', {
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The benchmarks sign in as the demo's people, on either database.
    SEED_DEMO: '1',
    OTP_SECRET: process.env.OTP_SECRET ?? randomBytes(32).toString('hex'),
    ...env,
  });
}

/** A bare Fastify server answering `GET /` with `{"hello":"world"}`: the baseline. */
export function startBareServer(port: string): Promise<BenchServer> {
  return startProcess(['--import', 'tsx', 'bench/support/bare-server.ts'], port, '/', {});
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

/**
 * On Ctrl-C (or SIGTERM), stops the servers this process started, runs `cleanUp` and exits with
 * 130. The handler stays installed: under tsx a Ctrl-C arrives twice (from the terminal and
 * relayed by tsx), and without a handler the second one would end the process at once.
 */
export function stopServersOnInterrupt(
  cleanUp: () => void | Promise<void> = () => undefined,
): void {
  let stopping = false;
  const interrupt = () => {
    if (stopping) return;
    stopping = true;
    console.error('\ninterrupted: stopping the servers');
    void stopAllServers()
      .then(cleanUp)
      .finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
}
