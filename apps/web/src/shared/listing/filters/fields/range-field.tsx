import {
  checkRange,
  clampToRange,
  parseRangeText,
  type FilterDefinition,
  type RangeBounds,
} from '@souq/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { boundsOf, initialRangeText, type RangeText } from '../filter-state';
import { LEGEND } from './field-styles';
import { RangeSide } from './range-side';

type RangeFieldProps = {
  definition: FilterDefinition;
  value: RangeText | undefined;
  onChange: (value: RangeText) => void;
};

/** A step of 1, 10, 100… that cuts the span in about a hundred (arrow keys stay useful). */
function sliderStep({ min, max }: RangeBounds): number {
  const span = max - min;
  if (span < 1) return span / 100;
  return 10 ** Math.max(0, Math.floor(Math.log10(span / 100)));
}

/** Where a text puts its slider: its number inside the bounds, else the bound of its side. */
function sliderValue(text: string, fallback: number, bounds: RangeBounds): number {
  const value = parseRangeText(text);
  if (value === null || Number.isNaN(value)) return fallback;
  return clampToRange(value, bounds.min, bounds.max);
}

/** A range filter (spec 5): a minimum and a maximum, each typed or slid, checked as typed. */
export function RangeField({ definition, value, onChange }: RangeFieldProps) {
  const { t } = useTranslation();
  const bounds = boundsOf(definition);
  const text = value ?? initialRangeText(bounds);
  const check = checkRange(text, bounds);
  const low = sliderValue(text.min, bounds.min, bounds);
  const high = sliderValue(text.max, bounds.max, bounds);
  const step = sliderStep(bounds);
  return (
    <fieldset>
      <legend className={LEGEND}>{definition.name}</legend>
      <div className="flex gap-3">
        <RangeSide
          label={t('filters.min')}
          sliderLabel={t('filters.minSlider', { name: definition.name })}
          text={text.min}
          issue={check.min}
          slider={{ value: low, ...bounds, step, low: bounds.min, high }}
          onChange={(min) => {
            onChange({ ...text, min });
          }}
        />
        <RangeSide
          label={t('filters.max')}
          sliderLabel={t('filters.maxSlider', { name: definition.name })}
          text={text.max}
          issue={check.max}
          slider={{ value: high, ...bounds, step, low, high: bounds.max }}
          onChange={(max) => {
            onChange({ ...text, max });
          }}
        />
      </div>
    </fieldset>
  );
}
