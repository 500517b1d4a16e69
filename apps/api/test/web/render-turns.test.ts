import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { renderTurns } from '../../src/plugins/web/render-turns.ts';

/** Synchronous work of `ms` milliseconds that notes its name when it ran. */
function busy(ms: number, name: string, ran: string[]): () => string {
  return () => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // Holding the thread, as a render does.
    }
    ran.push(name);
    return name;
  };
}

describe('render turns', () => {
  it('lets the loop do other work between renders once a turn has used its budget', async () => {
    const inTurn = renderTurns(10);
    const ran: string[] = [];
    const renders = ['first', 'second', 'third'].map((name) => inTurn(busy(15, name, ran)));
    // Other work the loop has queued meanwhile (a request read, a health check answered).
    void nextTurn().then(() => ran.push('other'));
    expect(await Promise.all(renders)).toEqual(['first', 'second', 'third']);
    expect(ran).toEqual(['first', 'other', 'second', 'third']);
  });

  it('runs short renders together in one turn', async () => {
    const inTurn = renderTurns(10);
    const ran: string[] = [];
    const renders = ['first', 'second', 'third'].map((name) => inTurn(busy(1, name, ran)));
    const other = nextTurn().then(() => ran.push('other'));
    await Promise.all([...renders, other]);
    expect(ran).toEqual(['first', 'second', 'third', 'other']);
  });

  it("runs each render in its asker's context, and a failed render fails only its own", async () => {
    const inTurn = renderTurns(10);
    const page = new AsyncLocalStorage<string>();
    const [ar, broken, en] = await Promise.allSettled([
      page.run('/ar', () => inTurn(() => page.getStore())),
      page.run('/en/x', () =>
        inTurn(() => {
          throw new Error('render failed');
        }),
      ),
      page.run('/en', () => inTurn(() => page.getStore())),
    ]);
    expect(ar).toEqual({ status: 'fulfilled', value: '/ar' });
    expect(broken).toMatchObject({ status: 'rejected', reason: new Error('render failed') });
    expect(en).toEqual({ status: 'fulfilled', value: '/en' });
  });
});
