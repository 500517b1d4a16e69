/**
 * Who has viewed which ad today, so that a visitor's view of an ad counts once a day (UTC): a
 * visitor is `u{id}` for a signed-in user, `v{id}` for a browser's visitor cookie
 * (ad-visitor.ts).
 */
export interface ViewVisitors {
  /** Whether this is the visitor's first view of the ad today; remembers it. */
  firstToday(adId: number, visitor: string): Promise<boolean>;
}

const DAY_MS = 86_400_000;

/** The UTC day of `date` (`2026-05-01`). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole seconds from `date` to the end of its UTC day, at least 1. */
export function secondsLeftOfDay(date: Date): number {
  return Math.max(1, Math.ceil((DAY_MS - (date.getTime() % DAY_MS)) / 1000));
}

/**
 * Visits remembered by one process at most: about 100 bytes each. Past that the oldest are
 * forgotten (their visitor's next view that day counts again); a site that busy shares Redis.
 */
const MAX_REMEMBERED = 200_000;

/** Today's visits in this process's memory: one process, or the fallback when Redis fails. */
export class MemoryViewVisitors implements ViewVisitors {
  readonly #now: () => Date;
  readonly #seen = new Set<string>();
  #day = '';

  constructor(now: () => Date) {
    this.#now = now;
  }

  firstToday(adId: number, visitor: string): Promise<boolean> {
    const day = utcDay(this.#now());
    if (day !== this.#day) {
      this.#seen.clear();
      this.#day = day;
    }
    const key = `${String(adId)} ${visitor}`;
    if (this.#seen.has(key)) return Promise.resolve(false);
    if (this.#seen.size >= MAX_REMEMBERED) {
      // A Set iterates in insertion order: the first is the oldest.
      for (const oldest of this.#seen) {
        this.#seen.delete(oldest);
        break;
      }
    }
    this.#seen.add(key);
    return Promise.resolve(true);
  }
}
