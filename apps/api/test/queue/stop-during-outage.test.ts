import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PgBossQueue,
  QUEUE_TIMINGS,
  QueueStoppedWhileStarting,
} from '../../src/shared/queue/pg-boss-queue.ts';

/** Nothing listens on port 9: every connection is refused at once. */
const UNREACHABLE = 'postgres://nobody@127.0.0.1:9/none';

/**
 * A process told to stop while its database does not answer: the queue's start tries the
 * database for about a minute (1, 2, 4 … s apart), and the stop must not wait for it.
 */
describe('stopping the task queue during a database outage', () => {
  const pool = new pg.Pool({ connectionString: UNREACHABLE });
  afterAll(() => pool.end());

  it('ends its start at once instead of sitting out the remaining tries', async () => {
    const queue = new PgBossQueue(pool, Fastify().log, QUEUE_TIMINGS);
    queue.define({ name: 'test.never', handler: async () => undefined });
    const starting = queue.start();
    // Stopped, not failed: the server logs it as such, not as an error.
    const startFailed = expect(starting).rejects.toBeInstanceOf(QueueStoppedWhileStarting);
    // The first try fails at once (refused), then the start waits before the next.
    const refused = await pool.query('select 1').then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);

    const ended = await Promise.race([
      queue.stop().then(() => 'stopped' as const),
      new Promise<'still waiting'>((resolve) => {
        setTimeout(() => {
          resolve('still waiting');
        }, 10_000);
      }),
    ]);
    // The tries alone would take 31 s.
    expect(ended).toBe('stopped');
    await startFailed;
    await expect(queue.send('test.never', {})).rejects.toThrow();
  });
});
