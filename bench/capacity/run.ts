import type { Random } from '../support/random.ts';
import type { Options, Topology } from './options.ts';

/** Where and how a mix is measured. */
export type Run = {
  options: Options;
  /** The address the load goes to: the server's, or nginx's in front of two. */
  base: string;
  /** Names its targets: `postgres`, `postgres nginx-two`. */
  label: string;
  topology: Topology;
  /** The bare Fastify's requests/s, when it was measured. */
  bare: number | undefined;
  random: Random;
};

/** `rps` as a percentage of the bare server's. */
export function shareOfBare(run: Run, rps: number): number {
  return run.bare ? (rps / run.bare) * 100 : NaN;
}
