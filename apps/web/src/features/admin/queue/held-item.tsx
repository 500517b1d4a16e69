import type { HeldAd } from '@souq/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatAge } from '../../../shared/format/relative-age';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { actOnAd } from '../api/actions';
import { DecisionForm, type Decision } from '../components/decision-form';
import { AdEvidenceView } from '../components/evidence';
import { formatDateAndAge } from '../components/format';

/**
 * An ad waiting for a moderator before it goes live: why it waits (and why it was rejected, when
 * its seller edited it after a rejection), its seller and how new their account is, the ad as
 * buyers would see it, and approve or reject with the reason the seller is told.
 */
export function HeldItem({ held }: { held: HeldAd }) {
  const { t } = useTranslation();
  const lang = useLang();
  const decisions = useMemo<Decision[]>(
    () => [
      {
        value: 'approve',
        label: t('admin.held.approve'),
        run: (reason) => actOnAd(held.ad_id, { action: 'approve', reason }),
      },
      {
        value: 'reject',
        label: t('admin.held.reject'),
        run: (reason) => actOnAd(held.ad_id, { action: 'reject', reason }),
      },
    ],
    [held.ad_id, t],
  );
  const headingId = `held-${String(held.ad_id)}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="space-y-1">
          <h2 id={headingId} className="text-sm font-semibold text-slate-900">
            {t('admin.held.adNumber', { id: held.ad_id })} ·{' '}
            <span className="text-amber-900">{t(`admin.holdReasons.${held.hold_reason}`)}</span>
          </h2>
          <p className="text-sm text-slate-700">
            {t('admin.held.since', { when: formatDateAndAge(held.held_at, t) })}
          </p>
          {held.rejected_for === null ? null : (
            <p className="break-words text-sm text-slate-800">
              <span className="font-medium">{t('admin.held.rejectedFor')}</span>{' '}
              <bdi dir="auto">{held.rejected_for}</bdi>
            </p>
          )}
          <p className="text-sm text-slate-700">
            {t('admin.subject.ad')}:{' '}
            <Link
              to={paths.admin.user(lang, held.seller.id)}
              className="font-medium text-teal-800 underline underline-offset-2 hover:decoration-2"
            >
              <bdi>{held.seller.name}</bdi>
            </Link>{' '}
            · {t('admin.held.joined', { age: formatAge(held.seller.created_at, t) })}
          </p>
        </div>
        <AdEvidenceView evidence={held.evidence} />
        <DecisionForm legend={t('admin.decision.legend')} decisions={decisions} />
      </article>
    </li>
  );
}
