import type { ConversationSummary, Lang } from '@souq/contracts';
import { paths } from '../../shared/lib/paths';

type Subject = NonNullable<ConversationSummary['subject']>;

/** The page of what a conversation is about. */
export function subjectPath(lang: Lang, subject: Subject): string {
  if (subject.kind === 'store') return paths.store(lang, subject.id);
  if (subject.kind === 'job') return paths.job(lang, subject.id);
  return paths.ad(lang, subject.id);
}

/** What a screen reader hears before the subject's title. */
export const SUBJECT_LABEL = {
  ad: 'messaging.aboutAd',
  store: 'messaging.aboutStore',
  job: 'messaging.aboutJob',
} as const satisfies Record<Subject['kind'], string>;
