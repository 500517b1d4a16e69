import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, type Job, type JobResult } from 'pg-boss';
import type { TaskDefinition, TaskOptions, WorkQueue } from './work-queue.ts';

/** How a process looks for tasks, tries failed ones again and lets its running ones finish. */
export type QueueTimings = {
  /** How often each task's worker asks for the next one, in seconds (0.5 at least). */
  pollingSeconds: number;
  /** Before a failed task is tried again, in whole seconds; each next wait about doubles. */
  retryDelaySeconds: number;
  /** How long a closing app waits for its running tasks; those still running fail (tried again). */
  stopTimeoutMs: number;
};

export const QUEUE_TIMINGS: QueueTimings = {
  pollingSeconds: 1,
  retryDelaySeconds: 5,
  stopTimeoutMs: 5000,
};

/**
 * The queue's own connections in each process: its polls, sends and bookkeeping take turns on
 * them (the tasks' handlers use the app's pool).
 */
export const QUEUE_CONNECTIONS = 2;

/**
 * The tasks of one name a worker takes at once and runs side by side; while it gets as many it
 * asks again at once, else after its polling interval.
 */
const TASK_BATCH = 10;

/** Tries after the first when a definition names none. */
const RETRY_LIMIT = 3;
/** The longest wait between two tries, however many failed. */
const RETRY_DELAY_MAX_SECONDS = 3600;

/** What Prometheus is told of a task (plugins/metrics.ts). */
export type TaskCounts = { task: string; waiting: number; failed: number };

/**
 * What `start` rejects with when `stop` came before the start had finished (a process told to
 * stop as it starts): nothing failed, and no task is sent nor run.
 */
export class QueueStoppedWhileStarting extends Error {
  constructor(options: ErrorOptions) {
    super('the task queue was stopped while it started', options);
  }
}

/**
 * `WorkQueue` on pg-boss, its tables in the schema `pgboss` of the site's database (installed
 * and migrated by pg-boss on start), reached through a pool of its own (`pool`) so that its
 * polling never waits behind requests (docs/decisions/0109-background-work-on-a-queue.md).
 *
 * Every task is a queue of pg-boss's `short` policy: at most one waiting task a key. A task sent
 * without `singletonKey` is given a key of its own, so only the keyed ones (and a schedule's,
 * which pg-boss sends without one) are dropped while their like waits.
 */
export class PgBossQueue implements WorkQueue {
  readonly #boss: PgBoss;
  readonly #pool: pg.Pool;
  readonly #log: FastifyBaseLogger;
  readonly #timings: QueueTimings;
  readonly #tasks = new Map<string, TaskDefinition<object>>();
  /** This process's worker of each task, by the task's name. */
  readonly #workers = new Map<string, string>();
  #started: Promise<void> | undefined;
  /** The start has finished: tasks are taken. */
  #running = false;
  /** `stop` was called: a start still under way goes no further. */
  #stopping = false;

  constructor(pool: pg.Pool, log: FastifyBaseLogger, timings: QueueTimings) {
    this.#pool = pool;
    this.#log = log;
    this.#timings = timings;
    this.#boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      instanceName: 'souq-api',
    });
    this.#boss.on('error', (err) => {
      log.error({ err }, 'the task queue (pg-boss) failed');
    });
    this.#boss.on('warning', (warning) => {
      log.warn({ data: warning.data }, `the task queue (pg-boss): ${warning.message}`);
    });
  }

  define<Data extends object>(definition: TaskDefinition<Data>): void {
    if (this.#started) throw new Error(`task ${definition.name} defined after the queue started`);
    if (this.#tasks.has(definition.name)) throw new Error(`task ${definition.name} defined twice`);
    this.#tasks.set(definition.name, {
      ...definition,
      // pg-boss hands back the data `send` stored for this task's name.
      handler: (data: object) => definition.handler(data as Data),
    });
  }

  async send(name: string, data: object, options: TaskOptions = {}): Promise<void> {
    if (!this.#tasks.has(name)) throw new Error(`no task is defined as ${name}`);
    await this.#whenStarted();
    await this.#boss.send(name, data, {
      singletonKey: options.singletonKey ?? randomUUID(),
      ...(options.startAfterSeconds === undefined ? {} : { startAfter: options.startAfterSeconds }),
    });
    // A task due now is taken at once by this process's worker, not at its next poll (up to
    // `pollingSeconds` later): a notification's bell would otherwise wait for it.
    const worker = this.#workers.get(name);
    if (worker !== undefined && options.startAfterSeconds === undefined) {
      this.#boss.notifyWorker(worker);
    }
  }

  /**
   * Installs or migrates pg-boss's tables, creates each task's queue, sets the schedules (UTC;
   * those of tasks no longer defined are removed) and starts taking tasks. Once: later calls
   * answer the same promise.
   */
  start(): Promise<void> {
    this.#started ??= this.#start().catch((err: unknown) => {
      if (this.#stopping) throw new QueueStoppedWhileStarting({ cause: err });
      throw err;
    });
    return this.#started;
  }

  async #start(): Promise<void> {
    // A database that does not answer yet is tried for about a minute (1, 2, 4 … 30 s apart).
    await this.#boss.start({ attempts: 6 });
    const crons = new Set<string>();
    for (const task of this.#tasks.values()) {
      this.#goOnStarting();
      const retries = {
        retryLimit: task.retryLimit ?? RETRY_LIMIT,
        retryDelay: this.#timings.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      };
      await this.#boss.createQueue(task.name, { policy: 'short', ...retries });
      await this.#boss.updateQueue(task.name, retries);
      if (task.cron !== undefined) {
        crons.add(task.name);
        await this.#boss.schedule(task.name, task.cron, {}, { tz: 'UTC' });
      }
    }
    for (const schedule of await this.#boss.getSchedules()) {
      if (!crons.has(schedule.name)) await this.#boss.unschedule(schedule.name, schedule.key);
    }
    for (const task of this.#tasks.values()) {
      this.#goOnStarting();
      const worker = await this.#boss.work<object>(
        task.name,
        {
          pollingIntervalSeconds: this.#timings.pollingSeconds,
          batchSize: TASK_BATCH,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        (jobs) => this.#run(task, jobs),
      );
      this.#workers.set(task.name, worker);
    }
    this.#running = true;
  }

  #goOnStarting(): void {
    if (this.#stopping) throw new Error('the task queue was stopped while it started');
  }

  async #whenStarted(): Promise<void> {
    if (!this.#started) throw new Error('the task queue has not started');
    await this.#started;
  }

  /** Runs a batch side by side; each task that throws fails alone (tried again later). */
  #run(task: TaskDefinition<object>, jobs: Job[]): Promise<JobResult[]> {
    return Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          await task.handler(job.data);
          return { id: job.id, status: 'completed' };
        } catch (err) {
          const last = job.retryCount >= (task.retryLimit ?? RETRY_LIMIT);
          this.#log[last ? 'error' : 'warn'](
            { err, task: task.name, retryCount: job.retryCount },
            last ? 'a task failed its last try: given up' : 'a task failed: tried again later',
          );
          return {
            id: job.id,
            status: 'failed',
            output: err instanceof Error ? err : new Error(String(err)),
          };
        }
      }),
    );
  }

  /** The tasks waiting and failed, by name, as pg-boss last counted them (each minute). */
  async counts(): Promise<TaskCounts[]> {
    if (!this.#running) return [];
    const queues = await this.#boss.getQueues([...this.#tasks.keys()]);
    return queues.map((queue) => ({
      task: queue.name,
      waiting: queue.queuedCount,
      failed: queue.failedCount,
    }));
  }

  /**
   * Stops taking tasks and waits for the running ones (`stopTimeoutMs`); those still running
   * then are marked failed and tried again later. `send` still works until `close`.
   */
  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#stopping = true;
    // A start waiting to try an unreachable database again gives up at once (pg-boss's stop ends
    // that wait): a process told to stop during an outage does not sit out a minute of tries.
    const stopped = this.#boss.stop({
      graceful: true,
      timeout: this.#timings.stopTimeoutMs,
      close: false,
    });
    await this.#started.catch(() => undefined);
    await stopped;
  }

  /** Closes the queue's connections (after `stop`). */
  async close(): Promise<void> {
    await this.#pool.end();
  }
}
