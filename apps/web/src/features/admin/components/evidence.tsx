import type { ReportEvidence } from '@souq/contracts';
import { CircleUserRound } from 'lucide-react';
import { formatPrice } from '../../../shared/format/price';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSanitizedHtml } from '../../../shared/lib/sanitize-html';
import { formatMoment } from './format';

type AdEvidence = Extract<ReportEvidence, { kind: 'ad' }>;
type UserEvidence = Extract<ReportEvidence, { kind: 'user' }>;
type ConversationEvidence = Extract<ReportEvidence, { kind: 'conversation' }>;

/** The ad as buyers saw it: its pictures, title, price and description (sanitized). */
export function AdEvidenceView({ evidence }: { evidence: AdEvidence }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { clean } = useSanitizedHtml(evidence.description);
  return (
    <div className="space-y-3">
      {evidence.pictures.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.evidence.noPictures')}</p>
      ) : (
        <ul aria-label={t('admin.evidence.pictures')} className="flex gap-2 overflow-x-auto pb-1">
          {evidence.pictures.map((src, index) => (
            <li key={src} className="shrink-0">
              <a href={src} target="_blank" rel="noreferrer" className="block">
                <img
                  src={src}
                  alt={t('admin.evidence.picture', { n: index + 1 })}
                  loading="lazy"
                  className="h-32 w-40 rounded-lg bg-slate-100 object-cover sm:h-40 sm:w-52"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p dir="auto" className="text-lg font-semibold break-words text-slate-900">
        {evidence.title}
      </p>
      <p className="font-semibold text-teal-800">
        <bdi>{formatPrice(evidence.price, lang)}</bdi> {t('sp')}
      </p>
      {clean === '' ? null : (
        <div
          dir="auto"
          className="space-y-2 rounded-lg bg-slate-50 p-3 break-words text-slate-800 [&_a]:text-teal-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-5"
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      )}
    </div>
  );
}

/** The profile as others saw it: picture, name, user name and bio. */
export function UserEvidenceView({ evidence }: { evidence: UserEvidence }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      {evidence.avatar === null ? (
        <CircleUserRound aria-hidden="true" className="size-16 shrink-0 text-slate-400" />
      ) : (
        <img src={evidence.avatar} alt="" className="size-16 shrink-0 rounded-full object-cover" />
      )}
      <div className="min-w-0 space-y-1">
        <p className="text-lg font-semibold text-slate-900">
          <bdi>{evidence.name}</bdi>
        </p>
        <p className="text-sm text-slate-600">
          <bdi dir="ltr">@{evidence.user_name}</bdi>
        </p>
        <p dir="auto" className="whitespace-pre-line text-slate-800">
          {evidence.bio ?? t('admin.evidence.noBio')}
        </p>
      </div>
    </div>
  );
}

/** The reported conversation's last messages, each said to be the reported person's or not. */
export function ConversationEvidenceView({
  evidence,
  subjectId,
}: {
  evidence: ConversationEvidence;
  subjectId: number | undefined;
}) {
  const { t } = useTranslation();
  if (evidence.messages.length === 0) {
    return <p className="text-sm text-slate-600">{t('admin.evidence.noMessages')}</p>;
  }
  return (
    <ol className="space-y-2">
      {evidence.messages.map((message) => {
        const theirs = message.sender_id !== null && message.sender_id === subjectId;
        return (
          <li
            key={message.id}
            className={`rounded-lg p-3 ${theirs ? 'bg-amber-50 ring-1 ring-amber-200' : 'bg-slate-50'}`}
          >
            <p className="text-xs text-slate-600">
              {theirs ? t('admin.evidence.reportedPerson') : t('admin.evidence.otherPerson')} ·{' '}
              {formatMoment(message.created_at, t)}
            </p>
            {message.body === '' ? null : (
              <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-900">
                {message.body}
              </p>
            )}
            {message.picture === null ? null : (
              <img
                src={message.picture}
                alt={t('admin.evidence.sentPicture')}
                loading="lazy"
                className="mt-2 max-h-48 rounded-lg"
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Whatever was reported, as its reporters saw it. */
export function EvidenceView({
  evidence,
  subjectId,
}: {
  evidence: ReportEvidence;
  subjectId: number | undefined;
}) {
  if (evidence.kind === 'ad') return <AdEvidenceView evidence={evidence} />;
  if (evidence.kind === 'user') return <UserEvidenceView evidence={evidence} />;
  return <ConversationEvidenceView evidence={evidence} subjectId={subjectId} />;
}
