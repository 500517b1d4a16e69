import type { FilterDefinition } from '@souq/contracts';
import { useId } from 'react';
import { CONTROL, LEGEND } from './field-styles';

type TextFilterFieldProps = {
  definition: FilterDefinition;
  value: string;
  onChange: (value: string) => void;
};

/** A text filter: ads whose attribute contains the text typed (ignoring case). */
export function TextFilterField({ definition, value, onChange }: TextFilterFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`block ${LEGEND}`}>
        {definition.name}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={200}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={CONTROL}
      />
    </div>
  );
}
