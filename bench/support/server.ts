// Starts the real API server in its own process for a benchmark, on a port that must be free
// (never measure somebody else's server), and waits until it answers its health check.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type BenchServer = { base: string; stop: () => Promise<void> };

export async function startServer(
  port: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const portTaken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (portTaken) throw new Error(`port ${port} is in use: pass --port`);

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      OTP_SECRET: process.env.OTP_SECRET ?? randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };

  // The first start may seed a database and its pictures, or migrate a big one: up to 10 minutes.
  for (let i = 0; i < 1200; i += 1) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('server did not become healthy');
}
