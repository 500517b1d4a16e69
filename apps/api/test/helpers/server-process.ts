import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A port free now (the server started next takes it). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type ServerProcess = ReturnType<typeof startServerProcess>;

/**
 * The real server (`node --import tsx src/server.ts` in the repository, unless `command` names
 * node's arguments and the folder they run in) with exactly `env` (plus PATH), its output kept.
 */
export function startServerProcess(
  env: Record<string, string>,
  command: { args: string[]; cwd: string } = {
    args: ['--import', 'tsx', 'apps/api/src/server.ts'],
    cwd: root,
  },
) {
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    exited,
    output: () => output,
    /** Its JSON log lines (production logs one object a line). */
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Waits up to `seconds` until `GET {base}{path}` answers 200 (the server may take a minute to seed). */
export async function waitUntilAnswering(
  base: string,
  server: ServerProcess,
  path = '/api/ready',
  seconds = 120,
) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output()}`);
    try {
      if ((await fetch(`${base}${path}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer:\n${server.output()}`);
}
