import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import type { QueueTimings } from '../../src/shared/queue/pg-boss-queue.ts';

/** Polls twice a second and tries a failed task again after 1 s, then about 2 s, 4 s… */
export const QUICK_QUEUE: Partial<QueueTimings> = { pollingSeconds: 0.5, retryDelaySeconds: 1 };

/** The data of the tests' tasks: the key their runs are counted by. */
export type Keyed = { key: string };

/** The runs of the tests' tasks, by key, with the time of each. */
export class Runs {
  readonly #times = new Map<string, number[]>();

  /** Counts a run of `key`; answers how many it has had, this one included. */
  add(key: string): number {
    const times = this.#times.get(key) ?? [];
    times.push(performance.now());
    this.#times.set(key, times);
    return times.length;
  }

  of(key: string): number {
    return this.#times.get(key)?.length ?? 0;
  }

  /** When each run of `key` started (`performance.now()`). */
  timesOf(key: string): number[] {
    return this.#times.get(key) ?? [];
  }
}

/** A task as pg-boss keeps it: its data's key, state, tries after the first and key. */
export type StoredTask = {
  key: string;
  state: string;
  retryCount: number;
  singletonKey: string | null;
};

/** The tasks named `name` in pg-boss's table, oldest first. */
export async function storedTasks(db: Database, name: string): Promise<StoredTask[]> {
  const { rows } = await db.execute<StoredTask>(sql`
    select data ->> 'key' as "key", state, retry_count as "retryCount",
      singleton_key as "singletonKey"
    from pgboss.job where name = ${name} order by created_on, id`);
  return rows;
}

/** A promise (`opened`) and the function that fulfils it (`open`). */
export function latch(): { open: () => void; opened: Promise<void> } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
