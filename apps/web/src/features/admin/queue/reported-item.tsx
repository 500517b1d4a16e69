import type { ReportedTarget } from '@souq/contracts';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { AdStatusBadge, ReasonList, TargetBadge } from '../components/badges';
import { formatDateAndAge } from '../components/format';
import { targetTitle } from '../components/target-title';

/** A queue entry: what is reported, by how many and why, since when; its title opens it. */
export function ReportedItem({ entry }: { entry: ReportedTarget }) {
  const { t } = useTranslation();
  const lang = useLang();
  const picture = entry.evidence.kind === 'ad' ? entry.evidence.pictures[0] : undefined;
  return (
    <li className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4">
      {entry.target === 'ad' ? (
        picture === undefined ? (
          <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 sm:size-24">
            <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
          </div>
        ) : (
          <img
            src={picture}
            alt=""
            loading="lazy"
            className="size-20 shrink-0 rounded-lg object-cover sm:size-24"
          />
        )
      ) : null}
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <TargetBadge target={entry.target} />
          {entry.ad_status === null ? null : <AdStatusBadge status={entry.ad_status} />}
        </div>
        <h2 className="font-semibold break-words text-slate-900">
          <Link
            to={paths.admin.report(lang, entry.target, entry.target_id)}
            className="text-teal-800 underline underline-offset-2 hover:decoration-2"
          >
            <bdi>{targetTitle(entry, t)}</bdi>
          </Link>
        </h2>
        {entry.subject === null ? null : (
          <p className="text-sm text-slate-700">
            {t(`admin.subject.${entry.target}`)}: <bdi>{entry.subject.name}</bdi>
          </p>
        )}
        <p className="text-sm text-slate-700">
          {t('admin.queue.reportsCount', { count: entry.reports_count })} ·{' '}
          {t('admin.queue.firstReported', { when: formatDateAndAge(entry.first_reported_at, t) })}
        </p>
        <ReasonList reasons={entry.reasons} />
      </div>
    </li>
  );
}
