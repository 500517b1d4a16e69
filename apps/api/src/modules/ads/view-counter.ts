import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ads } from '../../db/schema/index.ts';

/**
 * How often the views counted are added to `ads.view_count`. Each write of an ad's count is a
 * new version of its row in every index of `ads` (13, four of them GIN), which only a vacuum
 * clears: written every second, the seeded ads left tens of thousands of dead rows after a few
 * benchmark runs (PostgreSQL here runs without autovacuum, PGlite has none) and the API slowed
 * down (docs/decisions/0030-ad-views-counted-in-memory.md).
 * Answers add the views not yet written, so what they show does not wait for this.
 */
const FLUSH_MS = 30_000;
/** Ads per UPDATE statement (two parameters each). */
const FLUSH_CHUNK = 1_000;
/**
 * A tally with nothing left to write is forgotten this long after its last view: longer than
 * any cached answer lives and than a flush takes to come, so no answer still counts on it.
 */
const IDLE_MS = 120_000;

/** The views of one ad counted by this process, and how many of them were sent to the database. */
type Tally = { counted: number; sent: number; seenAt: number };

/**
 * Counts ad views in memory and adds them to `ads.view_count` every 30 seconds, one statement for
 * every ad viewed, so a view costs no write of its own. Views are added, never set, so several
 * processes can count the same ad (each shows the others' views once they are written). Closing
 * writes what is left; a crash loses at most the last 30 seconds' views. A view is counted by
 * the ad page's beacon (`POST /api/ads/:id/views`, once a visitor a day), never by a read.
 *
 * An answer's count is the database's count when it was read, plus the views counted here since
 * then: `readMark` before reading the count, `shown` when answering.
 */
export class ViewCounter {
  readonly #db: Database;
  readonly #onError: (error: unknown) => void;
  readonly #tallies = new Map<number, Tally>();
  readonly #timer: NodeJS.Timeout;
  #flushing: Promise<void> = Promise.resolve();

  constructor(db: Database, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
    this.#timer = setInterval(() => void this.flush(), FLUSH_MS).unref();
  }

  #tally(id: number): Tally {
    let tally = this.#tallies.get(id);
    if (!tally) this.#tallies.set(id, (tally = { counted: 0, sent: 0, seenAt: 0 }));
    tally.seenAt = Date.now();
    return tally;
  }

  /** To take just before reading the ad's count from the database: what was sent of ours. */
  readMark(id: number): number {
    return this.#tally(id).sent;
  }

  /** Counts a view of the ad. */
  add(id: number): void {
    this.#tally(id).counted += 1;
  }

  /** The ad's count, `stored` being read after `readMark` gave `mark`. */
  shown(id: number, stored: number, mark: number): number {
    // The rows read held the views sent before the mark; every view counted here is the rest.
    return stored - mark + this.#tally(id).counted;
  }

  /** Writes the views counted since the last flush (one flush at a time). */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async #write(): Promise<void> {
    const batch: [number, number][] = [];
    for (const [id, tally] of this.#tallies) {
      if (tally.counted > tally.sent) {
        batch.push([id, tally.counted - tally.sent]);
        tally.sent = tally.counted;
      }
    }
    for (let start = 0; start < batch.length; start += FLUSH_CHUNK) {
      const chunk = batch.slice(start, start + FLUSH_CHUNK);
      const values = sql.join(
        chunk.map(([id, views]) => sql`(${id}::int, ${views}::int)`),
        sql`, `,
      );
      try {
        await this.#db.execute(
          sql`update ${ads} set view_count = ${ads.viewCount} + v.views from (values ${values}) as v(id, views) where ${ads.id} = v.id`,
        );
      } catch (error) {
        for (const [id, views] of chunk) this.#tally(id).sent -= views;
        this.#onError(error);
      }
    }
    const idleSince = Date.now() - IDLE_MS;
    for (const [id, tally] of this.#tallies) {
      if (tally.counted === tally.sent && tally.seenAt < idleSince) this.#tallies.delete(id);
    }
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}
