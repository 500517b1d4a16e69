import type { ReportedTarget } from '@souq/contracts';
import type { TFunction } from 'i18next';

/** What a queue entry is about, in a few words: the ad's title, the person's name, a chat. */
export function targetTitle(entry: ReportedTarget, t: TFunction): string {
  const { evidence } = entry;
  if (evidence.kind === 'ad') return evidence.title;
  if (evidence.kind === 'user') return evidence.name;
  return entry.subject
    ? t('admin.target.conversationWith', { name: entry.subject.name })
    : t('admin.target.conversation');
}
