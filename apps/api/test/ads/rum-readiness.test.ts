import { describe, expect, it } from 'vitest';
import { RUM_RECHECK_MS, RumReadiness } from '../../src/modules/ads/search-engine/rum-readiness.ts';

/** Issue 46: the engine takes up RUM indexes built after its start, without a read per search. */

/** A readiness on a clock of the test's, over answers it gives in turn; `reads` counts them. */
function readinessOf(...answers: (boolean | Error)[]) {
  const clock = { now: 0 };
  let reads = 0;
  const readiness = new RumReadiness(
    () => {
      const answer = answers[Math.min(reads, answers.length - 1)];
      reads += 1;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? false);
    },
    () => clock.now,
  );
  return { readiness, clock, reads: () => reads };
}

describe('whether the RUM indexes are there', () => {
  it('is read again once RUM_RECHECK_MS have passed while they are not, and never once they are', async () => {
    const { readiness, clock, reads } = readinessOf(false, false, true);
    expect(await readiness.get()).toBe(false);
    clock.now = RUM_RECHECK_MS - 1;
    expect(await readiness.get()).toBe(false);
    expect(await readiness.get()).toBe(false);
    expect(reads()).toBe(1);
    clock.now = RUM_RECHECK_MS;
    expect(await readiness.get()).toBe(false);
    expect(reads()).toBe(2);
    clock.now = 2 * RUM_RECHECK_MS;
    expect(await readiness.get()).toBe(true);
    expect(reads()).toBe(3);
    for (const later of [2 * RUM_RECHECK_MS + 1, 10 * RUM_RECHECK_MS, 1000 * RUM_RECHECK_MS]) {
      clock.now = later;
      expect(await readiness.get()).toBe(true);
    }
    expect(reads()).toBe(3);
  });

  it('is read once for the searches that ask at the same time', async () => {
    const { readiness, reads } = readinessOf(true);
    expect(await Promise.all([readiness.get(), readiness.get(), readiness.get()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(reads()).toBe(1);
  });

  it('counts a failed read as not there, and reads again after the interval', async () => {
    const { readiness, clock, reads } = readinessOf(new Error('connection lost'), true);
    expect(await readiness.get()).toBe(false);
    expect(await readiness.get()).toBe(false);
    expect(reads()).toBe(1);
    clock.now = RUM_RECHECK_MS;
    expect(await readiness.get()).toBe(true);
    expect(reads()).toBe(2);
  });
});
