import type { AdStatus } from '@souq/contracts';

/**
 * Where moderation keeps an ad out of sight (issue 42): waiting for review, hidden until a
 * moderator decides, or rejected. Only its seller sees it.
 */
const HELD_STATUSES = ['pending', 'hidden', 'rejected'] as const;
export type HeldStatus = (typeof HELD_STATUSES)[number];

export function isHeld(status: AdStatus): status is HeldStatus {
  return (HELD_STATUSES as readonly AdStatus[]).includes(status);
}
