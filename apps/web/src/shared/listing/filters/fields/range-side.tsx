import { sanitizeRangeText, type RangeIssue } from '@souq/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { groupDigits } from '../filter-state';
import { CONTROL } from './field-styles';

type RangeSideProps = {
  label: string;
  sliderLabel: string;
  text: string;
  issue: RangeIssue | null;
  /** The slider's value and its limits: the bounds, and the other side's value. */
  slider: { value: number; min: number; max: number; step: number; low: number; high: number };
  onChange: (text: string) => void;
};

/** One side of a range filter: a text that takes only numbers, and a slider kept in bounds. */
export function RangeSide({ label, sliderLabel, text, issue, slider, onChange }: RangeSideProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const params = {
    min: issue?.params.min === undefined ? '' : groupDigits(issue.params.min),
    max: issue?.params.max === undefined ? '' : groupDigits(issue.params.max),
  };
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={text}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? errorId : undefined}
        onChange={(event) => {
          onChange(sanitizeRangeText(event.target.value));
        }}
        className={`${CONTROL} text-start`}
      />
      <input
        type="range"
        aria-label={sliderLabel}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={slider.value}
        onChange={(event) => {
          const value = Math.min(Math.max(Number(event.target.value), slider.low), slider.high);
          onChange(groupDigits(value));
        }}
        className="mt-2 w-full accent-teal-700"
      />
      {issue ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {t(issue.key, { ns: 'validation', ...params })}
        </p>
      ) : null}
    </div>
  );
}
