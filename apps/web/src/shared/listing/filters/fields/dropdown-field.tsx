import type { FilterDefinition } from '@souq/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { choiceOptions } from '../filter-state';
import { CONTROL, LEGEND } from './field-styles';

type DropdownFieldProps = {
  definition: FilterDefinition;
  value: string;
  onChange: (value: string) => void;
};

/** A dropdown filter: one option, or any. */
export function DropdownField({ definition, value, onChange }: DropdownFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`block ${LEGEND}`}>
        {definition.name}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={CONTROL}
      >
        <option value="">{t('filters.any')}</option>
        {choiceOptions(definition).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
