import type { FilterDefinition } from '@souq/contracts';
import { choiceOptions } from '../filter-state';
import { CHOICE, CHOICE_LABEL, LEGEND } from './field-styles';

type CheckboxFieldProps = {
  definition: FilterDefinition;
  value: string[];
  onChange: (value: string[]) => void;
};

/** A multiselect filter: any number of options (the server's 'all' option is skipped). */
export function CheckboxField({ definition, value, onChange }: CheckboxFieldProps) {
  const options = choiceOptions(definition);
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    // The definition's order, whatever order they were ticked in.
    onChange(options.filter((item) => chosen.has(item)));
  };
  return (
    <fieldset>
      <legend className={LEGEND}>{definition.name}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className={CHOICE_LABEL}>
            <input
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) => {
                toggle(option, event.target.checked);
              }}
              className={CHOICE}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
