type Scheduler = { yield: () => Promise<void> };

/**
 * Ends the current task so that the browser can paint and answer input before the rest of the
 * work runs: `scheduler.yield()` where the browser has it (the rest keeps its place at the front
 * of the queue), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
