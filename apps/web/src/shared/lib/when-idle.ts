/**
 * Runs `work` in a task of its own when the browser is idle, and at the latest after `timeout`
 * ms (`requestIdleCallback`; where the browser lacks it, a new task). Answers a cancel.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => {
      cancelIdleCallback(id);
    };
  }
  const id = setTimeout(work, 0);
  return () => {
    clearTimeout(id);
  };
}
