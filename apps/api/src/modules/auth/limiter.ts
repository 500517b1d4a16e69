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

/**
 * Code requests per phone number and purpose, counted whether or not the number has an account,
 * so that `resend-otp` answers alike for both: one per cooldown, a few an hour.
 */
export class OtpRequestLimiter {
  private readonly cooldown: WindowLimiter;
  private readonly hourly: WindowLimiter;

  constructor(cooldownMs: number, perHour: number, now: () => Date) {
    this.cooldown = new WindowLimiter(1, cooldownMs, now);
    this.hourly = new WindowLimiter(perHour, 3600_000, now);
  }

  /** True when a request for the key comes inside the cooldown or over the hourly cap. */
  tooSoon(key: string): boolean {
    return this.cooldown.blocked(key) || this.hourly.blocked(key);
  }

  /** Counts a request for the key (a code sent, or asked for). */
  count(key: string): void {
    this.cooldown.hit(key);
    this.hourly.hit(key);
  }
}
