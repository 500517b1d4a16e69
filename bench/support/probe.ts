// One request of a benchmark, and what makes two of them the same.
import type { Lang } from '@souq/contracts';

/**
 * An address and the `lang` header sent with it, if any; a GET unless it says POST (with no
 * body, as a beacon), accepting what the run accepts unless it says otherwise.
 */
export type Probe = { path: string; lang?: Lang; method?: 'POST'; accept?: string };

/** Two probes are the same request when both language and address are. */
export function probeKey(probe: Probe): string {
  return `${probe.lang ?? ''} ${probe.path}`;
}

export function distinctProbes(probes: Iterable<Probe>): Probe[] {
  const byKey = new Map<string, Probe>();
  for (const probe of probes) byKey.set(probeKey(probe), probe);
  return [...byKey.values()];
}
