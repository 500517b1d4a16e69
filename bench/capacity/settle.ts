const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (a minute at most) until the server has worked off what the previous mix left queued:
 * `GET /api/health` answers in under 50 ms.
 */
export async function settle(base: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (performance.now() - started < 50) return;
    } catch {
      // still busy
    }
    await sleep(500);
  }
}
