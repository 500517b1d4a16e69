import { AsyncResource } from 'node:async_hooks';
import { setImmediate } from 'node:timers';

/** Runs synchronous work in its turn: `renderTurns`' answer. */
export type RenderTurn = <T>(work: () => T) => Promise<T>;

/**
 * Gives the synchronous part of server renders at most `budgetMs` of each turn of the event loop
 * (at least one render, however long). The answers of many pages can arrive together, and their
 * renders would then run back to back for tens of milliseconds while every other request (the
 * health check's too) waits for the loop to read it: past the budget the next render waits for
 * the next turn, after the loop has read what arrived meanwhile. With nothing else to do, the
 * loop comes back at once, so renders alone still use the whole thread.
 */
export function renderTurns(budgetMs: number): RenderTurn {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  function runSome(): void {
    const until = performance.now() + budgetMs;
    do waiting.shift()?.();
    while (waiting.length > 0 && performance.now() < until);
    // A timer queued from a check-phase callback runs in the next turn, after the poll phase.
    if (waiting.length > 0) setImmediate(runSome);
    else scheduled = false;
  }

  return (work) =>
    new Promise((resolve, reject) => {
      // Run in the asker's async context (the page a render reads its answers from), not the
      // context of whichever render started the turn.
      const inContext = AsyncResource.bind(work);
      waiting.push(() => {
        try {
          resolve(inContext());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      if (!scheduled) {
        scheduled = true;
        setImmediate(runSome);
      }
    });
}
