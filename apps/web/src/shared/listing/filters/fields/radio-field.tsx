import type { FilterDefinition } from '@souq/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { choiceOptions } from '../filter-state';
import { CHOICE, CHOICE_LABEL, LEGEND } from './field-styles';

type RadioFieldProps = {
  definition: FilterDefinition;
  value: string;
  onChange: (value: string) => void;
};

/**
 * Work time and yes/no filters: one option among a few, all in view. 'Any' leaves the filter
 * unset (the server's own 'all' option is skipped).
 */
export function RadioField({ definition, value, onChange }: RadioFieldProps) {
  const { t } = useTranslation();
  const name = useId();
  const options = [{ value: '', label: t('filters.any') }].concat(
    choiceOptions(definition).map((option) => ({ value: option, label: option })),
  );
  return (
    <fieldset>
      <legend className={LEGEND}>{definition.name}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={CHOICE_LABEL}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className={CHOICE}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
