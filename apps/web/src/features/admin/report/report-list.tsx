import type { ReportedTarget } from '@souq/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatMoment } from '../components/format';

/** Every report about the target: who, why, their note, whether it is still open, when. */
export function ReportList({ reports }: { reports: ReportedTarget['reports'] }) {
  const { t } = useTranslation();
  return (
    <ol className="divide-y divide-slate-200">
      {reports.map((report) => (
        <li key={report.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-semibold text-red-800">
              {t(`admin.reasons.${report.reason}`)}
            </span>
            <span className="text-slate-600">·</span>
            <span className="text-slate-800">
              {report.reporter === null ? (
                t('admin.report.deletedReporter')
              ) : (
                <bdi>{report.reporter.name}</bdi>
              )}
            </span>
            <span className="text-slate-600">·</span>
            <span className="text-slate-600">{formatMoment(report.created_at, t)}</span>
            <span className="text-slate-600">·</span>
            <span className="text-slate-700">{t(`admin.reportStates.${report.state}`)}</span>
          </p>
          <p dir="auto" className="whitespace-pre-line break-words text-slate-900">
            {report.note === '' ? (
              <span className="text-slate-600">{t('admin.report.noNote')}</span>
            ) : (
              report.note
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
