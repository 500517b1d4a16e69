import type { ModerationDashboard } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { dashboardQueryOptions } from '../api/dashboard';
import { ConsolePage } from '../components/console-page';
import { Loaded } from '../components/loaded';

const CARD = 'flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5';

/** One figure: the number above what it counts; a link when it leads to what it counts. */
function Figure({ value, label, to }: { value: ReactNode; label: string; to?: string }) {
  const content = (
    <>
      <span className="text-3xl font-bold text-slate-900">{value}</span>
      <span className="text-sm text-slate-700">{label}</span>
    </>
  );
  return (
    <li>
      {to === undefined ? (
        <p className={CARD}>{content}</p>
      ) : (
        <Link to={to} className={`${CARD} hover:border-teal-600 hover:bg-teal-50/40`}>
          {content}
        </Link>
      )}
    </li>
  );
}

/** `/{lang}/admin`: what waits (linked to its queue), how fast decisions come, today's arrivals. */
export function DashboardPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const dashboard = useQuery(dashboardQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.dashboard.title')}>
      <Loaded query={dashboard}>{(figures) => <Figures figures={figures} />}</Loaded>
    </ConsolePage>
  );
}

function Figures({ figures }: { figures: ModerationDashboard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const hours = figures.median_hours_to_decision;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      <Figure
        value={figures.open_reports}
        label={t('admin.dashboard.openReports')}
        to={paths.admin.queue(lang)}
      />
      <Figure
        value={figures.held_ads}
        label={t('admin.dashboard.heldAds')}
        to={paths.admin.queue(lang, 'held')}
      />
      <Figure
        value={
          hours === null
            ? t('admin.dashboard.noDecision')
            : t('admin.dashboard.hours', { count: Number(hours.toFixed(1)) })
        }
        label={t('admin.dashboard.medianHours')}
      />
      <Figure value={figures.new_accounts_today} label={t('admin.dashboard.newAccounts')} />
      <Figure value={figures.new_ads_today} label={t('admin.dashboard.newAds')} />
    </ul>
  );
}
