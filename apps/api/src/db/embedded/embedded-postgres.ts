import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock.ts';
import type { ThreadOptions, ThreadReply, ThreadRequest } from './thread-messages.ts';

/** PGlite running in its own thread, served over the PostgreSQL protocol. */
export type EmbeddedPostgres = {
  /** Where `pg` connects: a Unix socket's directory and port (as libpq names it), or TCP. */
  connection: { host: string; port: number };
  /** The whole database as a tarball (`loadDataDir` of PGlite reads it back). */
  dump(): Promise<Blob>;
  /** Stops serving and closes PGlite, which leaves its directory consistent. */
  close(): Promise<void>;
};

/** libpq's name of the socket of a server listening on this port, inside its directory. */
const SOCKET_PORT = 5432;

/**
 * Opens PGlite (in `dataDir`, or in memory, optionally from a `snapshotFile` made by `dump`) in
 * a worker thread. It listens on a Unix socket in a new private directory (mode 0700): PGlite
 * asks no password, so a TCP port would let any local user in. Windows has no such sockets and
 * gets a free port of 127.0.0.1.
 */
export async function startEmbeddedPostgres(
  options: Omit<ThreadOptions, 'socketPath'>,
): Promise<EmbeddedPostgres> {
  // A folder is one process's at a time (data-dir-lock.ts); memory is this process's anyway.
  const unlock = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  const socketDir =
    process.platform === 'win32' ? undefined : await mkdtemp(path.join(os.tmpdir(), 'souq-db-'));
  const cleanUp = async () => {
    if (socketDir) await rm(socketDir, { recursive: true, force: true });
    await unlock();
  };
  try {
    return await startThread(options, socketDir, cleanUp);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function startThread(
  options: Omit<ThreadOptions, 'socketPath'>,
  socketDir: string | undefined,
  cleanUp: () => Promise<void>,
): Promise<EmbeddedPostgres> {
  const workerData: ThreadOptions = {
    ...options,
    socketPath: socketDir && path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  };
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData });
  let exitCode: number | undefined;
  let failure: Error | undefined;
  let state: 'starting' | 'serving' | 'closing' = 'starting';
  worker.on('error', (error: Error) => {
    failure = error;
  });
  worker.once('exit', (code) => {
    exitCode = code;
    // The server cannot work without its database: fail loudly (close-with-grace then stops it).
    if (state === 'serving') {
      throw new Error(`the embedded database thread stopped (exit code ${code})`, {
        cause: failure,
      });
    }
  });

  const ready = await nextReply(worker, () => exitCode);
  if (ready.type !== 'ready') throw new Error(`the embedded database answered ${ready.type}`);
  state = 'serving';
  const connection = socketDir
    ? { host: socketDir, port: SOCKET_PORT }
    : { host: '127.0.0.1', port: Number(ready.address.split(':').at(-1)) };

  const ask = async (request: ThreadRequest) => {
    worker.postMessage(request);
    const reply = await nextReply(worker, () => exitCode);
    if (reply.type === 'failed') throw new Error(`database ${reply.request}: ${reply.message}`);
    return reply;
  };
  let closed: Promise<void> | undefined;
  return {
    connection,
    async dump() {
      const reply = await ask({ type: 'dump' });
      if (reply.type !== 'dumped') throw new Error(`the embedded database answered ${reply.type}`);
      return new Blob([reply.data]);
    },
    close() {
      state = 'closing';
      closed ??= (async () => {
        try {
          if (exitCode === undefined) {
            const exited = new Promise((resolve) => worker.once('exit', resolve));
            await ask({ type: 'close' });
            await exited;
          }
        } finally {
          // A thread that failed to close would keep the process alive.
          await worker.terminate();
          await cleanUp();
        }
      })();
      return closed;
    },
  };
}

/** The thread's next message; rejects if the thread fails or stops first. */
function nextReply(worker: Worker, exitCode: () => number | undefined): Promise<ThreadReply> {
  return new Promise((resolve, reject) => {
    const stopped = exitCode();
    if (stopped !== undefined) {
      reject(new Error(`the embedded database thread stopped (exit code ${stopped})`));
      return;
    }
    const done = () => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (reply: ThreadReply) => {
      done();
      resolve(reply);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`the embedded database thread stopped (exit code ${code})`));
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}
