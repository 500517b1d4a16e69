/**
 * Fixed-window counters in memory (one process; they move to Redis with several, see design.md).
 * Used for the per-account limits; per-IP limits come from @fastify/rate-limit.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean {
    const now = this.now().getTime();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.prune(now);
    }
    w.count += 1;
    return w.count <= this.max;
  }

  /** True when the key is already over its limit (without counting a hit). */
  blocked(key: string): boolean {
    const w = this.windows.get(key);
    return !!w && this.now().getTime() - w.start < this.windowMs && w.count >= this.max;
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows)
      if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
