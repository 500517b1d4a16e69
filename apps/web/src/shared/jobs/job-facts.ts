import type { JobOffer } from '@souq/contracts';

/** The value of the work time or experience standard, shown on every card (spec 2). */
export function standardValue(offer: JobOffer, kind: 'work_time' | 'experience'): string | null {
  return offer.standards.find((standard) => standard.kind === kind)?.value ?? null;
}
