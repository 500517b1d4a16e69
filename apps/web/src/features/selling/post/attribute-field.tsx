import type { PostingAttribute } from '@souq/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';

type AttributeFieldProps = {
  attribute: PostingAttribute;
  value: string | string[] | undefined;
  error: string | undefined;
  onChange: (value: string | string[]) => void;
};

/**
 * The label of a field, marked with a star when it must be answered (its control says so to
 * screen readers with `aria-required`).
 */
export function FieldLabel({
  htmlFor,
  text,
  required,
}: {
  htmlFor?: string;
  text: string;
  required: boolean;
}) {
  const content = (
    <>
      {text}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      ) : null}
    </>
  );
  return htmlFor === undefined ? (
    <legend className="mb-1 block text-sm font-medium text-slate-800">{content}</legend>
  ) : (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-800">
      {content}
    </label>
  );
}

/**
 * One attribute of the category, by its filter's type: a choice list, ticks for several, a
 * number for a range (its bounds in the hint), yes/no, or text.
 */
export function AttributeField({ attribute, value, error, onChange }: AttributeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;

  if (attribute.type === 'multiselect') {
    const ticked = Array.isArray(value) ? value : [];
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={invalid}>
        <FieldLabel text={attribute.name} required={attribute.required} />
        <div className="flex flex-wrap gap-2">
          {attribute.options.map((option) => (
            <label
              key={option.value}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-checked:border-teal-600 has-checked:bg-teal-50"
            >
              <input
                type="checkbox"
                checked={ticked.includes(option.value)}
                onChange={(event) => {
                  onChange(
                    event.target.checked
                      ? [...ticked, option.value]
                      : ticked.filter((v) => v !== option.value),
                  );
                }}
                className="accent-teal-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const control = { id, 'aria-invalid': invalid, 'aria-describedby': describedBy };
  return (
    <div>
      <FieldLabel htmlFor={id} text={attribute.name} required={attribute.required} />
      {attribute.type === 'range' || attribute.type === 'text' ? (
        <input
          {...control}
          type="text"
          inputMode={attribute.type === 'range' ? 'decimal' : undefined}
          dir={attribute.type === 'range' ? 'ltr' : 'auto'}
          value={text}
          aria-required={attribute.required}
          placeholder={
            attribute.type === 'range' && attribute.min !== null && attribute.max !== null
              ? t('selling.between', { min: attribute.min, max: attribute.max })
              : undefined
          }
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className={`${INPUT_CLASS} ${attribute.type === 'range' ? 'text-start' : ''}`}
        />
      ) : (
        <select
          {...control}
          value={text}
          aria-required={attribute.required}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className={INPUT_CLASS}
        >
          <option value="">{t('selling.choose')}</option>
          {attribute.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
