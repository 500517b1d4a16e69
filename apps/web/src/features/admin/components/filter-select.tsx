import { useId, type ReactNode } from 'react';
import { INPUT_CLASS } from '../../../shared/form/fields';

/** A filter's box: its label above its control, tied to it by `id`. */
export function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * Where a filter's choice goes: `value` and `onChange`, which applies it at once; or `name` and
 * `defaultValue`, a field of a form that applies it when sent.
 */
type Choice =
  | { value: string; onChange: (value: string) => void; name?: never; defaultValue?: never }
  | { name: string; defaultValue: string; value?: never; onChange?: never };

/** A labelled filter: "all" (the empty value) and its choices. */
export function FilterSelect({
  id,
  label,
  all,
  options,
  ...choice
}: {
  /** The select's id (for its label); without it, one of React's. */
  id?: string;
  label: string;
  /** The label of no filter; without it, one of the options is always chosen. */
  all?: string;
  options: { value: string; label: string }[];
} & Choice) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const { onChange } = choice;
  return (
    <FilterField id={selectId} label={label}>
      <select
        id={selectId}
        name={choice.name}
        defaultValue={choice.defaultValue}
        value={choice.value}
        onChange={
          onChange &&
          ((event) => {
            onChange(event.target.value);
          })
        }
        className={`${INPUT_CLASS} py-2`}
      >
        {all === undefined ? null : <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
