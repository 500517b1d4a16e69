import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { sampleOf } from '../helpers/metrics.ts';
import { QUICK_QUEUE, Runs, storedTasks, type Keyed } from './task-runs.ts';

/** Issue 48: `app.queue`, background tasks kept in the database (pg-boss). */
describe('the task queue', () => {
  let t: TestContext;
  const runs = new Runs();

  beforeAll(async () => {
    t = await createTestApp({ queue: QUICK_QUEUE }, undefined, (app) => {
      app.queue.define<Keyed>({
        name: 'test.record',
        handler: async ({ key }) => {
          runs.add(key);
        },
      });
      app.queue.define<Keyed & { failures: number }>({
        name: 'test.flaky',
        retryLimit: 3,
        handler: async ({ key, failures }) => {
          const tries = runs.add(key);
          if (tries <= failures) throw new Error(`try ${String(tries)} of ${key} fails`);
        },
      });
      app.queue.define<Keyed>({
        name: 'test.hopeless',
        retryLimit: 1,
        handler: async ({ key }) => {
          throw new Error(`try ${String(runs.add(key))} of ${key} fails`);
        },
      });
    });
  });
  afterAll(() => t.close());

  /** The tasks `name` stored with `key`, oldest first. */
  const stored = async (name: string, key: string) =>
    (await storedTasks(t.database.db, name)).filter((task) => task.key === key);

  it('runs a task sent, once', async () => {
    await t.app.queue.send('test.record', { key: 'once' });
    await expect.poll(() => runs.of('once'), { timeout: 10_000 }).toBe(1);
    // Done for good: a completed task is never taken again.
    await expect
      .poll(async () => (await stored('test.record', 'once')).map((task) => task.state))
      .toEqual(['completed']);
  });

  it('tries a failing task again, waiting longer each time, until it succeeds', async () => {
    await t.app.queue.send('test.flaky', { key: 'flaky', failures: 2 });
    await expect.poll(() => runs.of('flaky'), { timeout: 20_000 }).toBe(3);
    await expect
      .poll(() => stored('test.flaky', 'flaky'))
      .toEqual([expect.objectContaining({ state: 'completed', retryCount: 2 })]);
    const [first = 0, second = 0, third = 0] = runs.timesOf('flaky');
    // The first retry waits 1 to 2 s, the second 2 to 4 s (and a poll at most).
    expect(second - first).toBeGreaterThan(900);
    expect(third - second).toBeGreaterThan(1900);
  });

  it('gives a task up after its last try', async () => {
    await t.app.queue.send('test.hopeless', { key: 'hopeless' });
    await expect
      .poll(async () => (await stored('test.hopeless', 'hopeless')).map((task) => task.state), {
        timeout: 15_000,
      })
      .toEqual(['failed']);
    expect(runs.of('hopeless')).toBe(2);
  });

  it('drops a task sent with the key of one still waiting, never one without a key', async () => {
    const later = { singletonKey: 'single', startAfterSeconds: 1 };
    await t.app.queue.send('test.record', { key: 'single-first' }, later);
    await t.app.queue.send('test.record', { key: 'single-second' }, later);
    await t.app.queue.send('test.record', { key: 'twin' });
    await t.app.queue.send('test.record', { key: 'twin' });
    await expect.poll(() => runs.of('single-first'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => runs.of('twin'), { timeout: 10_000 }).toBe(2);
    const single = async () =>
      (await storedTasks(t.database.db, 'test.record')).filter(
        (task) => task.singletonKey === 'single',
      );
    // The second was never stored, so it can never run.
    await expect
      .poll(single)
      .toEqual([expect.objectContaining({ key: 'single-first', state: 'completed' })]);
    expect(runs.of('single-second')).toBe(0);
  });

  it('runs a task sent for later no sooner', async () => {
    const sent = performance.now();
    await t.app.queue.send('test.record', { key: 'later' }, { startAfterSeconds: 2 });
    await expect.poll(() => runs.of('later'), { timeout: 10_000 }).toBe(1);
    expect((runs.timesOf('later')[0] ?? 0) - sent).toBeGreaterThan(1900);
  });

  it('refuses a task no module defined, and a definition once the app is ready', async () => {
    await expect(t.app.queue.send('test.unknown', {})).rejects.toThrow(/no task is defined/);
    expect(() => {
      t.app.queue.define({ name: 'test.late', handler: async () => undefined });
    }).toThrow(/after the queue started/);
  });

  it('schedules the hourly sweeps, in UTC', async () => {
    const schedules = async () => {
      const { rows } = await t.database.db.execute<{ name: string; cron: string; tz: string }>(
        sql`select name, cron, timezone as tz from pgboss.schedule order by name`,
      );
      return rows;
    };
    await expect.poll(schedules).toEqual(
      expect.arrayContaining([
        { name: 'auth.sweep-registrations', cron: '0 * * * *', tz: 'UTC' },
        { name: 'selling.sweep-uploads', cron: '15 * * * *', tz: 'UTC' },
      ]),
    );
  });

  it('reports the tasks waiting and failed by task to Prometheus', async () => {
    const { text } = await t.app.telemetry.text();
    for (const name of ['souq_queue_tasks_waiting', 'souq_queue_tasks_failed']) {
      expect(sampleOf(text, name, { task: 'test.record' })).toBeGreaterThanOrEqual(0);
      expect(sampleOf(text, name, { task: 'selling.sweep-uploads' })).toBeGreaterThanOrEqual(0);
    }
  });
});
