/** What the supervisor needs of a worker process (a node:cluster Worker has it). */
export type SupervisedWorker = {
  process: { pid?: number | undefined; kill(signal?: NodeJS.Signals): boolean };
  once(
    event: 'exit',
    listener: (code: number | null, signal: NodeJS.Signals | null) => void,
  ): unknown;
};

export type SupervisorLog = {
  info(message: string): void;
  error(message: string): void;
};

export type SupervisorOptions = {
  count: number;
  fork: () => SupervisedWorker;
  log: SupervisorLog;
  /** A worker that stopped sooner than this after its start counts as failing in a row. */
  stableAfterMs?: number;
  now?: () => number;
};

/**
 * Delay before a worker's replacement starts, after `failures` quick stops in a row: none for
 * the first, then 1 s, 2 s, 4 s … up to 30 s, so a crash loop does not spin.
 */
export function restartDelay(failures: number): number {
  return failures <= 1 ? 0 : Math.min(30_000, 1000 * 2 ** (failures - 2));
}

type Slot = {
  worker?: SupervisedWorker;
  startedAt: number;
  failures: number;
  timer?: NodeJS.Timeout;
};

/**
 * Keeps `count` workers running: a worker that stops is replaced (after `restartDelay`);
 * `stop` asks every worker to close (SIGTERM, which each handles gracefully) and resolves once
 * all have exited.
 */
export function supervise(options: SupervisorOptions): { stop(): Promise<void> } {
  const { count, fork, log, stableAfterMs = 10_000, now = Date.now } = options;
  let stopping = false;
  const exits = new Set<Promise<void>>();

  const start = (slot: Slot) => {
    const worker = fork();
    slot.worker = worker;
    slot.startedAt = now();
    const exited = new Promise<void>((resolve) => {
      worker.once('exit', (code, signal) => {
        slot.worker = undefined;
        exits.delete(exited);
        resolve();
        if (stopping) return;
        const lived = now() - slot.startedAt;
        slot.failures = lived < stableAfterMs ? slot.failures + 1 : 1;
        const delay = restartDelay(slot.failures);
        log.error(
          `worker ${worker.process.pid ?? '?'} stopped (${signal ?? `exit code ${code ?? '?'}`}) ` +
            `after ${lived} ms; its replacement starts in ${delay} ms`,
        );
        slot.timer = setTimeout(() => {
          start(slot);
        }, delay);
      });
    });
    exits.add(exited);
  };

  const slots: Slot[] = Array.from({ length: count }, () => ({ startedAt: 0, failures: 0 }));
  slots.forEach(start);
  log.info(`started ${count} HTTP worker processes`);

  return {
    async stop() {
      stopping = true;
      for (const slot of slots) {
        clearTimeout(slot.timer);
        slot.worker?.process.kill('SIGTERM');
      }
      await Promise.all(exits);
    },
  };
}
