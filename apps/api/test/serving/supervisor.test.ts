import cluster, { type Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  restartDelay,
  supervise,
  type SupervisedWorker,
  type SupervisorLog,
} from '../../src/serving/supervisor.ts';

const quietLog = (): SupervisorLog => ({ info: vi.fn(), error: vi.fn() });

/** A stand-in worker process that exits when killed or when the test says so. */
class FakeWorker extends EventEmitter implements SupervisedWorker {
  process = {
    pid: 1,
    kill: (signal?: NodeJS.Signals) => {
      this.exit(null, signal ?? 'SIGTERM');
      return true;
    },
  };
  exit(code: number | null, signal: NodeJS.Signals | null = null) {
    this.emit('exit', code, signal);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('restartDelay', () => {
  it('restarts at once the first time, then waits twice as long each time up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(restartDelay)).toEqual([
      0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('supervise', () => {
  it('replaces a worker that crashes, backing off while it keeps crashing at start', async () => {
    vi.useFakeTimers();
    const forked: FakeWorker[] = [];
    const fork = () => {
      const worker = new FakeWorker();
      forked.push(worker);
      return worker;
    };
    const workers = supervise({ count: 2, fork, log: quietLog(), stableAfterMs: 10_000 });
    expect(forked).toHaveLength(2);

    // A worker that ran a while is replaced at once.
    await vi.advanceTimersByTimeAsync(60_000);
    forked[0]?.exit(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(forked).toHaveLength(3);

    // Its replacement dies at start, again and again: 1 s, then 2 s before the next one.
    forked[2]?.exit(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(forked).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(forked).toHaveLength(4);
    forked[3]?.exit(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(forked).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(forked).toHaveLength(5);

    // Stopping cancels a pending replacement and starts no other.
    forked[4]?.exit(1);
    await workers.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(forked).toHaveLength(5);
  });

  it('restarts a real cluster worker killed by a signal, and stops them all', async () => {
    cluster.setupPrimary({
      exec: fileURLToPath(new URL('fixtures/idle-worker.mjs', import.meta.url)),
      silent: true,
    });
    const forked: Worker[] = [];
    const online = (worker: Worker) =>
      new Promise<void>((resolve) => {
        worker.once('online', () => {
          resolve();
        });
      });
    const started: Promise<void>[] = [];
    const fork = () => {
      const worker = cluster.fork();
      forked.push(worker);
      started.push(online(worker));
      return worker;
    };
    const workers = supervise({ count: 2, fork, log: quietLog() });
    await Promise.all(started);

    const killed = forked[0];
    killed?.process.kill('SIGKILL');
    await vi.waitUntil(() => forked.length === 3, { timeout: 10_000 });
    await Promise.all(started);
    expect(killed?.isDead()).toBe(true);
    expect(forked.slice(1).every((worker) => !worker.isDead())).toBe(true);

    await workers.stop();
    expect(forked.every((worker) => worker.isDead())).toBe(true);
  });
});
