/**
 * How long, at most, a process keeps reading GIN once the RUM indexes are built (in the
 * background by the server that prepared the database, or by `npm run db:search-indexes`), so
 * that every process takes them up without a restart: while they are not there, whether they
 * are is read again at most this often, never once per search.
 */
export const RUM_RECHECK_MS = 30_000;

/**
 * Whether the RUM indexes are there (`read`): read at first, then again at most every
 * RUM_RECHECK_MS while they are not, and never again once they are. A failed read counts as
 * not there.
 */
export class RumReadiness {
  #answer: Promise<boolean> | undefined;
  #ready = false;
  #readAt = 0;

  constructor(
    private readonly read: () => Promise<boolean>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<boolean> {
    const now = this.now();
    if (this.#answer === undefined || (!this.#ready && now - this.#readAt >= RUM_RECHECK_MS)) {
      this.#readAt = now;
      this.#answer = this.read().then(
        (ready) => (this.#ready = ready),
        () => false,
      );
    }
    return this.#answer;
  }
}
