import { parseId, type StaffUserDetail } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { notFound } from '../../../shared/lib/not-found';
import { paths } from '../../../shared/lib/paths';
import { staffUserQueryOptions } from '../api/users';
import { TargetBadge } from '../components/badges';
import { ConsolePage, Panel } from '../components/console-page';
import { DecisionForm } from '../components/decision-form';
import { formatMoment } from '../components/format';
import { Loaded } from '../components/loaded';
import { StaffUserCard } from '../components/staff-user-card';
import { userDecisions } from '../report/report-decisions';

/**
 * `/{lang}/admin/users/{id}`: a person's standing, their ads by status, the reports about them
 * (their ads, profile and conversations), and what staff can do: warn, suspend, ban, lift.
 */
export function UserPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = parseId(useParams().userId);
  if (id === null) notFound();
  const detail = useQuery(staffUserQueryOptions(lang, id));
  return (
    <ConsolePage title={detail.data ? detail.data.user.name : t('admin.user.title')}>
      <Loaded query={detail}>{(data) => <UserDetail detail={data} />}</Loaded>
    </ConsolePage>
  );
}

function UserDetail({ detail }: { detail: StaffUserDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const decisions = useMemo(() => userDecisions(detail.user, t), [detail.user, t]);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-4">
        <Panel title={t('admin.user.account')}>
          <StaffUserCard user={detail.user} link={false} />
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('admin.user.role')}</dt>
            <dd className="text-slate-900">
              {detail.staff_role === null
                ? t('admin.user.noRole')
                : t(`admin.roles.${detail.staff_role}`)}
            </dd>
            <dt className="text-slate-600">{t('admin.user.phone')}</dt>
            <dd className="text-slate-900">
              {detail.phone_verified
                ? t('admin.user.phoneVerified')
                : t('admin.user.phoneUnverified')}
            </dd>
            <dt className="text-slate-600">{t('admin.user.openReports')}</dt>
            <dd className="text-slate-900">{detail.open_reports}</dd>
          </dl>
        </Panel>
        <Panel title={t('admin.user.ads')}>
          {detail.ads_by_status.length === 0 ? (
            <p className="text-slate-700">{t('admin.user.noAds')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {detail.ads_by_status.map(({ status, count }) => (
                <li
                  key={status}
                  className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200"
                >
                  {t(`admin.adStatus.${status}`)}: <span className="font-semibold">{count}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('admin.user.reports')}>
          {detail.reports.length === 0 ? (
            <p className="text-slate-700">{t('admin.user.noReports')}</p>
          ) : (
            <ol className="divide-y divide-slate-200">
              {detail.reports.map((report) => (
                <li key={report.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <TargetBadge target={report.target} />
                    <Link
                      to={paths.admin.report(lang, report.target, report.target_id)}
                      className="font-semibold text-teal-800 underline underline-offset-2 hover:decoration-2"
                    >
                      {t(`admin.reasons.${report.reason}`)}
                    </Link>
                    <span className="text-slate-600">
                      {formatMoment(report.created_at, t)} ·{' '}
                      {t(`admin.reportStates.${report.state}`)}
                    </span>
                  </p>
                  {report.note === '' ? null : (
                    <p dir="auto" className="whitespace-pre-line break-words text-slate-900">
                      {report.note}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
      <Panel title={t('admin.decision.title')}>
        <DecisionForm legend={t('admin.decision.legend')} decisions={decisions} />
      </Panel>
    </div>
  );
}
