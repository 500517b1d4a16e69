// Small statistics and machine facts the benchmarks print.
import os from 'node:os';

/** The p-th percentile (nearest rank) of numbers sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function median(list: readonly number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** `2 CPUs, load average 0.4 0.8 1.1` (1, 5 and 15 minutes). */
export function machine(): string {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `${String(os.cpus().length)} CPUs, load average ${load}`;
}
