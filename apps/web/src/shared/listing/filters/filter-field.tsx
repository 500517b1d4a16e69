import type { FilterDefinition } from '@souq/contracts';
import { CheckboxField } from './fields/checkbox-field';
import { DropdownField } from './fields/dropdown-field';
import { RadioField } from './fields/radio-field';
import { RangeField } from './fields/range-field';
import { TextFilterField } from './fields/text-field';
import type { FilterValue, RangeText } from './filter-state';

type FilterFieldProps = {
  definition: FilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue) => void;
};

const asText = (value: FilterValue | undefined): string => (typeof value === 'string' ? value : '');
const asList = (value: FilterValue | undefined): string[] => (Array.isArray(value) ? value : []);
const asRange = (value: FilterValue | undefined): RangeText | undefined =>
  typeof value === 'object' && !Array.isArray(value) ? value : undefined;

/** The control of one filter definition, by its type (spec 2: six types). */
export function FilterField({ definition, value, onChange }: FilterFieldProps) {
  switch (definition.type) {
    case 'dropdown':
      return <DropdownField definition={definition} value={asText(value)} onChange={onChange} />;
    case 'work_time':
    case 'boolean':
      return <RadioField definition={definition} value={asText(value)} onChange={onChange} />;
    case 'multiselect':
      return <CheckboxField definition={definition} value={asList(value)} onChange={onChange} />;
    case 'range':
      return <RangeField definition={definition} value={asRange(value)} onChange={onChange} />;
    case 'text':
      return <TextFilterField definition={definition} value={asText(value)} onChange={onChange} />;
  }
}
