import { HOLD_REASONS, type AuditEntry, type HoldReason, type Lang } from '@souq/contracts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { formatMoment } from '../components/format';
import { changesOf } from './changes';

/** An action's name (`ad.hide` → "Hid an ad"), or its code when the console has no text for it. */
function actionLabel(t: TFunction, action: string): string {
  const translate = t as unknown as (key: string, options: object) => string;
  return translate(`admin.audit.actions.${action}`, { defaultValue: action });
}

/** An automatic decision's reason is the rule's name (`new_seller`): shown in words. */
function isHoldReason(reason: string): reason is HoldReason {
  return HOLD_REASONS.some((hold) => hold === reason);
}

/** Where a target can be seen in the console: a person's page, a report's page. */
function targetLink(lang: Lang, entry: AuditEntry): string | undefined {
  if (entry.target_id === null) return undefined;
  if (entry.target === 'user') return paths.admin.user(lang, entry.target_id);
  if (entry.target === 'ad' || entry.target === 'conversation') {
    return paths.admin.report(lang, entry.target, entry.target_id);
  }
  return undefined;
}

/**
 * One line of the log: when, who (a link that filters the log by them; "automatic" for the
 * rules), what, on which target, why, and each field it changed from before to after.
 */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const lang = useLang();
  const changes = changesOf(entry.before, entry.after);
  const link = targetLink(lang, entry);
  const target = `${t(`admin.audit.targets.${entry.target}`, { defaultValue: entry.target })}${
    entry.target_id === null ? '' : ` #${String(entry.target_id)}`
  }`;
  return (
    <li className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <time dateTime={entry.created_at}>{formatMoment(entry.created_at, t)}</time>
        <span aria-hidden="true">·</span>
        {entry.actor === null ? (
          <span className="font-medium text-slate-900">{t('admin.audit.automatic')}</span>
        ) : (
          <Link
            to={`?actor_id=${String(entry.actor.id)}`}
            aria-label={t('admin.audit.byActor', { name: entry.actor.name })}
            className="font-medium text-teal-800 underline underline-offset-2 hover:decoration-2"
          >
            <bdi>{entry.actor.name}</bdi>
          </Link>
        )}
      </p>
      <p className="font-semibold text-slate-900">
        {actionLabel(t, entry.action)} ·{' '}
        {link === undefined ? (
          <span>{target}</span>
        ) : (
          <Link to={link} className="text-teal-800 underline underline-offset-2 hover:decoration-2">
            {target}
          </Link>
        )}
      </p>
      {entry.reason === '' ? null : entry.actor === null && isHoldReason(entry.reason) ? (
        <p className="text-slate-800">{t(`admin.holdReasons.${entry.reason}`)}</p>
      ) : (
        <p dir="auto" className="whitespace-pre-line break-words text-slate-800">
          {entry.reason}
        </p>
      )}
      {changes.length === 0 ? null : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('admin.audit.changes')}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pe-3 text-start font-medium">
                  {t('admin.audit.field')}
                </th>
                <th scope="col" className="py-1 pe-3 text-start font-medium">
                  {t('admin.audit.before')}
                </th>
                <th scope="col" className="py-1 text-start font-medium">
                  {t('admin.audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field} className="border-t border-slate-100 align-top">
                  <th
                    scope="row"
                    className="py-1 pe-3 text-start font-mono text-xs font-normal text-slate-700"
                  >
                    <bdi dir="ltr">{change.field || '—'}</bdi>
                  </th>
                  <td className="py-1 pe-3 break-all text-slate-800">
                    <bdi>{change.before}</bdi>
                  </td>
                  <td className="py-1 break-all text-slate-900">
                    <bdi>{change.after}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
