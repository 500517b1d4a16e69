/**
 * Serves PGlite's one session to several `pg` connections over the PostgreSQL protocol, as a
 * pooler in transaction mode does (docs/decisions/0028-embedded-database-session-server.md):
 * - a connection's messages run together up to their Sync (or a simple Query): one statement
 *   is one call into PGlite and one write back;
 * - statements of different connections run one after another, so the server's thread can send
 *   many at once and the database thread goes from one to the next without waiting for it;
 * - a connection that opened a transaction has the session to itself until the transaction ends
 *   (or the connection closes, which rolls it back);
 * - a named statement is prepared in the session once, and shared: each connection's driver
 *   prepares it on its own first use, which the session answers without preparing it again;
 * - the database is vacuumed every 10 minutes, as autovacuum would.
 * It replaces `@electric-sql/pglite-socket`, which runs each protocol message on its own (two
 * connections could interleave one statement's Parse and Bind), so it could serve one connection
 * only, and every statement then waited for the server's thread to read the previous answer.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** The protocol version a startup message carries (3.0). */
const PROTOCOL_3 = 196_608;
/** The codes of the other untyped messages, answered here rather than by PGlite. */
const SSL_REQUEST_CODE = 80_877_103;
const CANCEL_REQUEST_CODE = 80_877_102;
const GSS_REQUEST_CODE = 80_877_104;

/** Message types that end a statement: Sync, simple Query, Flush. */
const STATEMENT_ENDS = new Set(['S', 'Q', 'H'].map((type) => type.charCodeAt(0)));
const TERMINATE = 'X'.charCodeAt(0);

/**
 * How often the database is vacuumed by default: PGlite has no autovacuum
 * (docs/decisions/0028-embedded-database-session-server.md).
 */
const VACUUM_EVERY_MS = 10 * 60_000;

const PARSE = 'P'.charCodeAt(0);
/** ParseComplete: '1' and its length. */
const PARSE_COMPLETE = Buffer.from([0x31, 0, 0, 0, 4]);

/** A statement, from a client or (null) the server's own maintenance, whose answer is dropped. */
type Statement = { client: Client | null; bytes: Uint8Array };

/** A simple Query message: 'Q', its length, the text and a zero byte. */
function simpleQuery(text: string): Uint8Array {
  const sql = new TextEncoder().encode(text);
  const query = new Uint8Array(6 + sql.length);
  const view = new DataView(query.buffer);
  query[0] = 'Q'.charCodeAt(0);
  view.setInt32(1, 5 + sql.length);
  query.set(sql, 5);
  return query;
}

/**
 * The Parse message that begins `bytes`, when it names its statement (node-postgres sends a
 * named statement's Parse first, with its Bind and Execute, on its first use per connection).
 */
function namedParse(bytes: Uint8Array): { name: string; message: Buffer } | undefined {
  if (bytes[0] !== PARSE || bytes.length < 6) return undefined;
  const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const message = all.subarray(0, 1 + all.readInt32BE(1));
  const nameEnd = message.indexOf(0, 5);
  if (nameEnd <= 5) return undefined;
  return { name: message.toString('utf8', 5, nameEnd), message };
}

/** One client connection: its socket and the messages of the statement it is sending. */
class Client {
  /** Its connection has closed. */
  gone = false;
  #buffer: Buffer = Buffer.alloc(0);
  #pending: Buffer[] = [];
  #started = false;

  constructor(
    readonly socket: Socket,
    private readonly session: Session,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.#read(chunk);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.gone = true;
      session.drop(this);
    });
  }

  #read(chunk: Buffer): void {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const length = this.#started ? this.#typedLength() : this.#untypedLength();
      if (length === undefined || this.#buffer.length < length) return;
      const message = this.#buffer.subarray(0, length);
      this.#buffer = this.#buffer.subarray(length);
      if (this.#started) this.#typed(message);
      else this.#untyped(message);
    }
  }

  /** A typed message's length (its type byte included), once its header has arrived. */
  #typedLength(): number | undefined {
    return this.#buffer.length < 5 ? undefined : 1 + this.#buffer.readInt32BE(1);
  }

  /** Before the startup: a length-prefixed message without a type. */
  #untypedLength(): number | undefined {
    return this.#buffer.length < 8 ? undefined : this.#buffer.readInt32BE(0);
  }

  #untyped(message: Buffer): void {
    const code = message.readInt32BE(4);
    if (code === SSL_REQUEST_CODE || code === GSS_REQUEST_CODE) {
      // No encryption on a private socket: the client goes on in plain text.
      this.socket.write('N');
    } else if (code === PROTOCOL_3) {
      this.#started = true;
      this.session.run({ client: this, bytes: new Uint8Array(message) });
    } else if (code !== CANCEL_REQUEST_CODE) {
      this.socket.destroy();
    }
  }

  #typed(message: Buffer): void {
    const type = message[0] ?? 0;
    if (type === TERMINATE) {
      this.socket.end();
      return;
    }
    this.#pending.push(message);
    if (!STATEMENT_ENDS.has(type)) return;
    const bytes = new Uint8Array(Buffer.concat(this.#pending));
    this.#pending = [];
    this.session.run({ client: this, bytes });
  }
}

/** PGlite's session, shared by the clients one statement at a time. */
class Session {
  #queue: Statement[] = [];
  /** The client whose transaction is open: only its statements run until it ends. */
  #owner: Client | undefined;
  #running = false;
  /** The named statements prepared in the session: the Parse message of each, by name. */
  readonly #prepared = new Map<string, Buffer>();

  constructor(private readonly db: PGlite) {}

  run(statement: Statement): void {
    this.#queue.push(statement);
    void this.#work();
  }

  /** A client has gone: its statements are dropped and its open transaction rolled back. */
  drop(client: Client): void {
    this.#queue = this.#queue.filter((statement) => statement.client !== client);
    if (this.#owner === client) this.#rollback(client);
  }

  #rollback(client: Client): void {
    this.#queue.unshift({ client, bytes: simpleQuery('rollback') });
    void this.#work();
  }

  /**
   * The statement's answer as PGlite writes it. Its streaming form, because `execProtocolRaw`
   * also parses every message of the answer (for its own notifications), which cost as much
   * as running the statement.
   */
  async #execute(bytes: Uint8Array): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await this.db.execProtocolRawStream(bytes, {
      // A view of PGlite's memory, which the next chunk overwrites.
      onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
    });
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  }

  /**
   * Runs the statement; a Parse of a statement the session already has (the same name and text,
   * from another connection) is answered ParseComplete without running it again.
   */
  async #prepareOnce(bytes: Uint8Array): Promise<Buffer> {
    const parse = namedParse(bytes);
    if (!parse) return this.#execute(bytes);
    if (this.#prepared.get(parse.name)?.equals(parse.message)) {
      const answer = await this.#execute(bytes.subarray(parse.message.length));
      return Buffer.concat([PARSE_COMPLETE, answer]);
    }
    const answer = await this.#execute(bytes);
    if (answer.subarray(0, PARSE_COMPLETE.length).equals(PARSE_COMPLETE)) {
      this.#prepared.set(parse.name, Buffer.from(parse.message));
    }
    return answer;
  }

  async #work(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        const next = this.#owner
          ? this.#queue.findIndex((statement) => statement.client === this.#owner)
          : this.#queue.length > 0
            ? 0
            : -1;
        if (next < 0) return;
        const [statement] = this.#queue.splice(next, 1);
        if (!statement) return;
        const socket = statement.client?.socket;
        try {
          const answer = await this.db.runExclusive(() => this.#prepareOnce(statement.bytes));
          this.#owner = this.db.isInTransaction() ? (statement.client ?? undefined) : undefined;
          // Gone while its statement ran: `drop` found no transaction of its own to end.
          if (this.#owner?.gone) this.#rollback(this.#owner);
          if (socket?.writable) socket.write(answer);
        } catch {
          // PGlite answers SQL errors in the protocol; a throw means its session broke.
          socket?.destroy();
        }
      }
    } finally {
      this.#running = false;
    }
  }
}

export type SessionServer = { address: string; close: () => Promise<void> };

/**
 * Listens on a Unix socket (`path`) or on a free port of 127.0.0.1 and serves `db`, vacuuming it
 * every `vacuumEveryMs`.
 */
export async function serveSession(
  db: PGlite,
  path: string | undefined,
  { vacuumEveryMs = VACUUM_EVERY_MS } = {},
): Promise<SessionServer> {
  const session = new Session(db);
  const vacuum = setInterval(() => {
    session.run({ client: null, bytes: simpleQuery('vacuum (analyze)') });
  }, vacuumEveryMs).unref();
  const clients = new Set<Socket>();
  const server: Server = createServer((socket) => {
    clients.add(socket);
    socket.once('close', () => clients.delete(socket));
    new Client(socket, session);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (path) server.listen(path, resolve);
    else server.listen(0, '127.0.0.1', resolve);
  });
  const bound = server.address();
  const address =
    typeof bound === 'string' || bound === null ? (path ?? '') : `127.0.0.1:${bound.port}`;
  return {
    address,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(vacuum);
        for (const socket of clients) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
