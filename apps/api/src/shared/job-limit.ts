/** Runs at most `atOnce` jobs at a time; the others wait their turn, first come first served. */
export class JobLimit {
  #running = 0;
  #busiest = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly atOnce: number) {}

  /** The most jobs that ran at once so far. */
  get busiest(): number {
    return this.#busiest;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.atOnce) {
      // The job that ends hands its place over: `#running` stays as it is.
      await new Promise<void>((start) => this.#waiting.push(start));
    } else {
      this.#running += 1;
    }
    this.#busiest = Math.max(this.#busiest, this.#running);
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
