/** A key's count in its current window, and the milliseconds the window has left. */
export type WindowCount = { count: number; ttlMs: number };

/** Hits counted per key in fixed windows: a window starts with a key's first hit. */
export interface WindowCounts {
  /** Counts a hit on the key (a window of `windowMs` starts if none is open). */
  add(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's count in its open window; 0 without one. */
  get(key: string): Promise<number>;
}

/** The counts in this process's memory, on an injected clock (tests move it). */
export class MemoryWindowCounts implements WindowCounts {
  readonly #windows = new Map<string, { end: number; count: number }>();

  constructor(private readonly now: () => Date) {}

  add(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now().getTime();
    let w = this.#windows.get(key);
    if (!w || now >= w.end) {
      w = { end: now + windowMs, count: 0 };
      this.#windows.set(key, w);
      if (this.#windows.size > 10_000) this.#prune(now);
    }
    w.count += 1;
    return Promise.resolve({ count: w.count, ttlMs: w.end - now });
  }

  get(key: string): Promise<number> {
    const w = this.#windows.get(key);
    return Promise.resolve(w && this.now().getTime() < w.end ? w.count : 0);
  }

  #prune(now: number): void {
    for (const [key, w] of this.#windows) if (now >= w.end) this.#windows.delete(key);
  }
}
