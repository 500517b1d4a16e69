import { REPORT_TARGETS, parseId, type ReportedTarget } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { notFound } from '../../../shared/lib/not-found';
import { paths } from '../../../shared/lib/paths';
import { reportQueryOptions } from '../api/reports';
import { AdStatusBadge, ReasonList, TargetBadge } from '../components/badges';
import { ConsolePage, Panel } from '../components/console-page';
import { DecisionForm } from '../components/decision-form';
import { EvidenceView } from '../components/evidence';
import { formatDateAndAge } from '../components/format';
import { Loaded } from '../components/loaded';
import { StaffUserCard } from '../components/staff-user-card';
import { targetTitle } from '../components/target-title';
import { reportDecisions } from './report-decisions';
import { ReportList } from './report-list';

/**
 * `/{lang}/admin/reports/{target}/{id}`: what was reported as its reporters saw it, every report
 * with its note, the person behind it, and the decisions (each with its reason).
 */
export function ReportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const target = REPORT_TARGETS.find((candidate) => candidate === params.target);
  const id = parseId(params.targetId);
  if (target === undefined || id === null) notFound();
  const report = useQuery(reportQueryOptions(lang, target, id));

  return (
    <ConsolePage
      title={report.data ? targetTitle(report.data, t) : t('admin.report.title')}
      aside={
        <Link
          to={paths.admin.queue(lang)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-teal-800 underline underline-offset-2 hover:decoration-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('admin.report.backToQueue')}
        </Link>
      }
    >
      <Loaded query={report}>{(entry) => <ReportDetail entry={entry} />}</Loaded>
    </ConsolePage>
  );
}

function ReportDetail({ entry }: { entry: ReportedTarget }) {
  const { t } = useTranslation();
  const decisions = useMemo(() => reportDecisions(entry, t), [entry, t]);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <TargetBadge target={entry.target} />
          {entry.ad_status === null ? null : <AdStatusBadge status={entry.ad_status} />}
          <span>{t('admin.queue.reportsCount', { count: entry.reports_count })}</span>
          <span>·</span>
          <span>
            {t('admin.queue.firstReported', { when: formatDateAndAge(entry.first_reported_at, t) })}
          </span>
        </div>
        <ReasonList reasons={entry.reasons} />
        <Panel title={t(`admin.evidence.title.${entry.target}`)}>
          <EvidenceView evidence={entry.evidence} subjectId={entry.subject?.id} />
        </Panel>
        <Panel title={t('admin.report.reports')}>
          <ReportList reports={entry.reports} />
        </Panel>
      </div>
      <div className="space-y-4">
        {entry.subject === null ? null : (
          <Panel title={t(`admin.subject.${entry.target}`)}>
            <StaffUserCard user={entry.subject} />
          </Panel>
        )}
        <Panel title={t('admin.decision.title')}>
          {decisions.length === 0 ? (
            <p className="text-slate-700">{t('admin.decision.none')}</p>
          ) : (
            <DecisionForm legend={t('admin.decision.legend')} decisions={decisions} />
          )}
        </Panel>
      </div>
    </div>
  );
}
