import type { WindowCounts } from './window-counts.ts';

/** At most `max` hits per key and fixed window of `windowMs`. */
export class WindowLimiter {
  constructor(
    private readonly counts: WindowCounts,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; false when the key is over its limit in the current window. */
  async hit(key: string): Promise<boolean> {
    return (await this.counts.add(key, this.windowMs)).count <= this.max;
  }

  /** True when the key is already at its limit (without counting a hit). */
  async blocked(key: string): Promise<boolean> {
    return (await this.counts.get(key)) >= this.max;
  }
}
