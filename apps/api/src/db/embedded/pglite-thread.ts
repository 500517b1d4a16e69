/**
 * The embedded database thread (started by `embedded-postgres.ts` through `pglite-thread.mjs`):
 * opens PGlite and serves it over the PostgreSQL protocol, so the server's own thread never runs
 * a query and the `pg` driver serves PGlite as it serves PostgreSQL.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { setStatements } from '../session-settings.ts';
import { serveSession } from './session-server.ts';
import type { ThreadOptions, ThreadReply, ThreadRequest } from './thread-messages.ts';

if (!parentPort) throw new Error('pglite-thread.ts runs in a worker thread');
const port = parentPort;
const options = workerData as ThreadOptions;

// Search needs pg_trgm (migration 0002 creates it); a snapshot carries the extension's catalog
// entries but not its code, so it is loaded on every open.
const db = await PGlite.create(options.dataDir, {
  loadDataDir: options.snapshotFile ? new Blob([await readFile(options.snapshotFile)]) : undefined,
  extensions: { pg_trgm },
});
await db.exec(setStatements());
// Its one session, shared by the server's connections a statement at a time.
const server = await serveSession(db, options.socketPath);

const reply = (message: ThreadReply, transfer: ArrayBuffer[] = []) => {
  port.postMessage(message, transfer);
};

async function handle(request: ThreadRequest): Promise<void> {
  switch (request.type) {
    case 'dump': {
      const data = await (await db.dumpDataDir('none')).arrayBuffer();
      reply({ type: 'dumped', data }, [data]);
      return;
    }
    case 'close': {
      await server.close();
      // Closing PGlite flushes its data directory; a thread stopped without it may leave it torn.
      await db.close();
      reply({ type: 'closed' });
      port.close();
      return;
    }
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).catch((error: unknown) => {
    reply({ type: 'failed', request: request.type, message: String(error) });
  });
});
reply({ type: 'ready', address: server.address });
