import type { AdStatus, ReportReason, ReportTarget, StaffViewOfUser } from '@souq/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate } from '../../../shared/format/relative-age';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** What a report targets: an ad, a person or a conversation. */
export function TargetBadge({ target }: { target: ReportTarget }) {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} bg-slate-100 text-slate-800`}>{t(`admin.target.${target}`)}</span>
  );
}

const STATUS_COLOURS: Partial<Record<AdStatus, string>> = {
  active: 'bg-emerald-50 text-emerald-800',
  hidden: 'bg-amber-50 text-amber-900',
  pending: 'bg-sky-50 text-sky-900',
  rejected: 'bg-red-50 text-red-800',
};

/** An ad's status now (live, hidden, waiting…). */
export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${BADGE} ${STATUS_COLOURS[status] ?? 'bg-slate-100 text-slate-800'}`}>
      {t(`admin.adStatus.${status}`)}
    </span>
  );
}

/** An account's standing: banned, suspended until a date, or in good standing. */
export function AccountStatusBadge({ user }: { user: StaffViewOfUser }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  if (user.banned)
    return <span className={`${BADGE} bg-red-50 text-red-800`}>{t('admin.account.banned')}</span>;
  if (user.suspended_until !== null && Date.parse(user.suspended_until) > now) {
    return (
      <span className={`${BADGE} bg-amber-50 text-amber-900`}>
        {t('admin.account.suspendedUntil', { date: formatDate(user.suspended_until, t) })}
      </span>
    );
  }
  return (
    <span className={`${BADGE} bg-emerald-50 text-emerald-800`}>{t('admin.account.active')}</span>
  );
}

/** The reasons given, each with how many reports gave it. */
export function ReasonList({ reasons }: { reasons: { reason: ReportReason; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('admin.queue.reasons')} className="flex flex-wrap gap-1.5">
      {reasons.map(({ reason, count }) => (
        <li key={reason} className={`${BADGE} bg-red-50 text-red-800`}>
          {t('admin.reasonCount', { reason: t(`admin.reasons.${reason}`), n: count })}
        </li>
      ))}
    </ul>
  );
}
