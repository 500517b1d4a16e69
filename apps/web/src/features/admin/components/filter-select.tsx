import { useId } from 'react';
import { INPUT_CLASS } from '../../../shared/form/fields';

/** A labelled filter: "all" (the empty value) and its choices; a change applies at once. */
export function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string;
  /** The label of no filter; without it, one of the options is always chosen. */
  all?: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={`${INPUT_CLASS} py-2`}
      >
        {all === undefined ? null : <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
