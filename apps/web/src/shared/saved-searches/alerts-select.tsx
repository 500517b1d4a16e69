import { SAVED_SEARCH_ALERTS } from '@souq/contracts';
import { useId, type ComponentProps } from 'react';
import { FieldError, INPUT_CLASS } from '../form/fields';
import { useTranslation } from '../i18n/use-translation';

/**
 * How a saved search's owner hears of its new ads: not at all, at once, or in a daily digest.
 * The account texts name them (its screens load them).
 */
export function AlertsSelect({
  error,
  className,
  ...select
}: ComponentProps<'select'> & { error?: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('savedSearches.alerts')}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={INPUT_CLASS}
        {...select}
      >
        {SAVED_SEARCH_ALERTS.map((alerts) => (
          <option key={alerts} value={alerts}>
            {t(`savedSearches.alertsOf.${alerts}`)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
