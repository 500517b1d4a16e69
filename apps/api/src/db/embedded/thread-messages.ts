/** What the embedded database's thread is started with, and the messages it exchanges. */
export type ThreadOptions = {
  /** PGlite's directory; in memory when omitted. */
  dataDir?: string | undefined;
  /** A tarball made by `dump` to start from (tests). */
  snapshotFile?: string | undefined;
  /** A Unix socket to listen on; without one, a free TCP port of 127.0.0.1. */
  socketPath?: string | undefined;
};

export type ThreadRequest = { type: 'dump' } | { type: 'close' };

export type ThreadReply =
  | { type: 'ready'; address: string }
  | { type: 'dumped'; data: ArrayBuffer }
  | { type: 'closed' }
  | { type: 'failed'; request: ThreadRequest['type']; message: string };
