import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { Runs, type Keyed } from './task-runs.ts';

/**
 * Issue 48: a task due now does not wait for the worker's next poll (a notification's bell would
 * wait up to the polling interval).
 */
describe('a task sent to run now', () => {
  let t: TestContext;
  const runs = new Runs();

  beforeAll(async () => {
    // Polls so seldom that only the send can have the task started within the test.
    t = await createTestApp({ queue: { pollingSeconds: 120 } }, undefined, (app) => {
      app.queue.define<Keyed>({
        name: 'test.record',
        handler: async ({ key }) => {
          runs.add(key);
        },
      });
    });
  });
  afterAll(() => t.close());

  it("is started by the sending process at once, not at its worker's next poll", async () => {
    // The first may be taken by the worker's first poll, as the queue starts; after it the
    // worker waits two minutes.
    await t.app.queue.send('test.record', { key: 'first' });
    await expect.poll(() => runs.of('first'), { timeout: 10_000 }).toBe(1);
    await t.app.queue.send('test.record', { key: 'second' });
    await expect.poll(() => runs.of('second'), { timeout: 10_000 }).toBe(1);
  });
});
