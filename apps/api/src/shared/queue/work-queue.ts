/**
 * Background work (issue 48): tasks kept in PostgreSQL (pg-boss), run by whichever process
 * takes them, retried on failure. Not the employment "jobs" of modules/jobs: here a task is a
 * unit of background work. docs/decisions/0109-background-work-on-a-queue.md.
 */

export type TaskOptions = {
  /** At most one task of this name with this key waits at a time (a second send is dropped). */
  singletonKey?: string;
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
};

/** What a task's handler is given, and may throw from (the task is then retried). */
export type TaskHandler<Data> = (data: Data) => Promise<void>;

export type TaskDefinition<Data> = {
  name: string;
  handler: TaskHandler<Data>;
  /** How many times a failed task is tried again (with back-off) before it is given up. */
  retryLimit?: number;
  /** Also sent on this schedule (cron, UTC) by one process of the site, with `{}` as data. */
  cron?: string;
};

export interface WorkQueue {
  /** Registers a task's handler; every task is defined before the queue starts (the app's ready). */
  define<Data extends object>(definition: TaskDefinition<Data>): void;
  /** Adds a task; it survives a restart and runs once it is taken. */
  send(name: string, data: object, options?: TaskOptions): Promise<void>;
}
