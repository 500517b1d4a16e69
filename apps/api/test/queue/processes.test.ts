import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkQueue } from '../../src/shared/queue/work-queue.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { QUICK_QUEUE, Runs, latch, storedTasks, type Keyed } from './task-runs.ts';

/**
 * Issue 48: the task queue as a site's processes use it, each an app on one database: a task
 * left by a process that closed is run by the next, once; two processes share the tasks, each
 * run by one of them.
 */
describe('the task queue across processes', () => {
  let base: TestContext;
  beforeAll(async () => {
    base = await createTestApp();
  });
  afterAll(() => base.close());

  /** Another process of the site on `base`'s database, defining its tasks with `define`. */
  const startProcess = (define: (queue: WorkQueue) => void) =>
    createTestApp({ queue: QUICK_QUEUE }, base.database, (app) => {
      define(app.queue);
    });

  const statesOf = async (name: string) =>
    (await storedTasks(base.database.db, name)).map((task) => `${task.key} ${task.state}`).sort();

  it('runs the tasks a closed process left, each once, and lets a running one finish', async () => {
    const runs = new Runs();
    const slowStarted = latch();
    const slowReleased = latch();
    const define = (queue: WorkQueue) => {
      queue.define<Keyed>({
        name: 'test.restart',
        handler: async ({ key }) => {
          runs.add(key);
          if (key !== 'slow') return;
          slowStarted.open();
          await slowReleased.opened;
        },
      });
    };
    const first = await startProcess(define);
    await first.app.queue.send('test.restart', { key: 'slow' });
    await slowStarted.opened;
    // Its worker waits for the batch it took (`slow`): these wait, one of them a second more.
    const keys = ['a', 'b', 'c', 'd', 'e'];
    for (const key of keys) await first.app.queue.send('test.restart', { key });
    await first.app.queue.send('test.restart', { key: 'deferred' }, { startAfterSeconds: 1 });
    const closing = first.close();
    slowReleased.open();
    await closing;
    expect(runs.of('slow')).toBe(1);

    const second = await startProcess(define);
    try {
      const left = [...keys, 'deferred'];
      await expect
        .poll(() => left.map((key) => runs.of(key)), { timeout: 15_000 })
        .toEqual(left.map(() => 1));
      // All stored done, none twice: nothing is left to run again.
      await expect
        .poll(() => statesOf('test.restart'))
        .toEqual(['slow', ...left].map((key) => `${key} completed`).sort());
      expect([...left, 'slow'].map((key) => runs.of(key))).toEqual([...left, 'slow'].map(() => 1));
    } finally {
      await second.close();
    }
  });

  it('shares the tasks between two processes, each run by one of them', async () => {
    const runs = new Runs();
    const busy = new Set<string>();
    const bothBusy = latch();
    const define = (name: string) => (queue: WorkQueue) => {
      queue.define<Keyed>({
        name: 'test.shared',
        handler: async ({ key }) => {
          runs.add(key);
          busy.add(name);
          if (busy.size === 2) bothBusy.open();
          // A process takes at most 10 at once: the other gets some of the 24.
          await bothBusy.opened;
        },
      });
    };
    const one = await startProcess(define('one'));
    const other = await startProcess(define('other'));
    try {
      const keys = Array.from({ length: 24 }, (_, i) => `task-${String(i)}`);
      for (const [i, key] of keys.entries()) {
        await (i % 2 === 0 ? one : other).app.queue.send('test.shared', { key });
      }
      await bothBusy.opened;
      await expect
        .poll(() => keys.map((key) => runs.of(key)), { timeout: 20_000 })
        .toEqual(keys.map(() => 1));
      await expect
        .poll(() => statesOf('test.shared'))
        .toEqual(keys.map((key) => `${key} completed`).sort());
      expect(keys.map((key) => runs.of(key))).toEqual(keys.map(() => 1));
    } finally {
      await one.close();
      await other.close();
    }
  });
});
