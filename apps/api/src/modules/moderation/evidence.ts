import { reportEvidence, type ReportEvidence, type ReportTarget } from '@souq/contracts';
import { sanitizeOnServer } from '@souq/contracts/sanitize-on-server';

/** What a report shows when its copy cannot be read (never expected; the console still opens). */
const UNREADABLE: Record<ReportTarget, ReportEvidence> = {
  ad: { kind: 'ad', title: '', description: '', price: 0, pictures: [] },
  user: { kind: 'user', name: '', user_name: '', bio: null, avatar: null },
  conversation: { kind: 'conversation', messages: [] },
};

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * A report's stored copy as the console shows it: of its target's kind (the conversation
 * reports made before issue 42 were stored without one, and their messages without a picture),
 * an ad's description sanitized.
 */
export function evidenceOf(target: ReportTarget, stored: unknown): ReportEvidence {
  const value: Record<string, unknown> = { ...asRecord(stored), kind: target };
  if (target === 'conversation' && Array.isArray(value.messages)) {
    value.messages = value.messages.map((message) => ({ picture: null, ...asRecord(message) }));
  }
  const parsed = reportEvidence.safeParse(value);
  if (!parsed.success) return UNREADABLE[target];
  const evidence = parsed.data;
  return evidence.kind === 'ad'
    ? { ...evidence, description: sanitizeOnServer(evidence.description) }
    : evidence;
}
