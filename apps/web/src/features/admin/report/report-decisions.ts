import type { ReportedTarget } from '@souq/contracts';
import type { TFunction } from 'i18next';
import { actOnAd, actOnUser } from '../api/actions';
import { dismissReports } from '../api/reports';
import type { Decision } from '../components/decision-form';

/**
 * What a moderator can decide about a queue entry: the ad's fate (hide or restore, delete),
 * the reports' (dismiss while some are open), and the person's (warn, suspend, ban; lift a
 * suspension or a ban).
 */
export function reportDecisions(entry: ReportedTarget, t: TFunction): Decision[] {
  const decisions: Decision[] = [];
  const { target_id: id, subject } = entry;
  if (entry.target === 'ad' && entry.ad_status !== null) {
    if (entry.ad_status === 'hidden') {
      decisions.push({
        value: 'ad:restore',
        label: t('admin.decision.restoreAd'),
        run: (reason) => actOnAd(id, { action: 'restore', reason }),
      });
    } else {
      decisions.push({
        value: 'ad:hide',
        label: t('admin.decision.hideAd'),
        run: (reason) => actOnAd(id, { action: 'hide', reason }),
      });
    }
    decisions.push({
      value: 'ad:delete',
      label: t('admin.decision.deleteAd'),
      confirm: { title: t('admin.decision.deleteTitle'), text: t('admin.decision.deleteText') },
      run: (reason) => actOnAd(id, { action: 'delete', reason }),
    });
  }
  if (entry.reports.some((report) => report.state === 'open')) {
    decisions.push({
      value: 'dismiss',
      label: t('admin.decision.dismiss'),
      run: (reason) => dismissReports(entry.target, id, { reason }),
    });
  }
  if (subject !== null) decisions.push(...userDecisions(subject, t));
  return decisions;
}

/** What can be done to a person: warn, suspend or ban; lift a suspension or a ban. */
export function userDecisions(
  user: { id: number; name: string; banned: boolean; suspended_until: string | null },
  t: TFunction,
): Decision[] {
  const decisions: Decision[] = [];
  const suspended = user.suspended_until !== null && Date.parse(user.suspended_until) > Date.now();
  if (!user.banned) {
    decisions.push({
      value: 'user:warn',
      label: t('admin.decision.warn'),
      run: (reason) => actOnUser(user.id, { action: 'warn', reason }),
    });
    decisions.push({
      value: 'user:suspend',
      label: t('admin.decision.suspend'),
      needsDays: true,
      run: (reason, days) => actOnUser(user.id, { action: 'suspend', reason, days }),
    });
    decisions.push({
      value: 'user:ban',
      label: t('admin.decision.ban'),
      confirm: {
        title: t('admin.decision.banTitle'),
        text: t('admin.decision.banText', { name: user.name }),
      },
      run: (reason) => actOnUser(user.id, { action: 'ban', reason }),
    });
  }
  if (user.banned || suspended) {
    decisions.push({
      value: 'user:lift',
      label: t('admin.decision.lift'),
      run: (reason) => actOnUser(user.id, { action: 'lift', reason }),
    });
  }
  return decisions;
}
