import type { WindowCount, WindowCounts } from './window-counts.ts';

/**
 * The shared counts while they answer, this process's own when they fail (Redis away or slow):
 * a limit then holds per process rather than refusing everyone or no one.
 */
export class FallbackWindowCounts implements WindowCounts {
  constructor(
    private readonly shared: WindowCounts,
    private readonly own: WindowCounts,
    private readonly onFallback: (error: unknown) => void,
  ) {}

  async add(key: string, windowMs: number): Promise<WindowCount> {
    try {
      return await this.shared.add(key, windowMs);
    } catch (error) {
      this.onFallback(error);
      return this.own.add(key, windowMs);
    }
  }

  async get(key: string): Promise<number> {
    try {
      return await this.shared.get(key);
    } catch (error) {
      this.onFallback(error);
      return this.own.get(key);
    }
  }
}
