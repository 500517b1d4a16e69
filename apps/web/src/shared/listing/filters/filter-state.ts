import {
  checkRange,
  rangeBounds,
  type FilterAttribute,
  type FilterDefinition,
  type RangeBounds,
} from '@souq/contracts';

/** The two texts of a range filter, as typed (or set by its sliders). */
export type RangeText = { min: string; max: string };

/** Spec 3: a filter's state is a scalar, a list or a {min, max} range. */
export type FilterValue = string | string[] | RangeText;

/** The filter modal's state, keyed by attribute (filter definition) id. */
export type FilterDraft = Partial<Record<number, FilterValue>>;

/** The option meaning 'all', which multiselect and boolean filters start with (spec 3). */
const ALL_OPTION = /^\s*(all|الكل)\s*$/i;

/** The options a choice filter offers, without the one meaning 'all'. */
export function choiceOptions(definition: FilterDefinition): string[] {
  const options = definition.values.map(String);
  const skipsAll = definition.type === 'multiselect' || definition.type === 'boolean';
  return skipsAll ? options.filter((option) => !ALL_OPTION.test(option)) : options;
}

export function boundsOf(definition: FilterDefinition): RangeBounds {
  return rangeBounds(definition.values);
}

/**
 * `1250000` as `1,250,000`, up to 2 decimals: the range texts accept the commas back. A number
 * of four digits or fewer keeps none, so a year reads `1990`, not `1,990` (as the ads' own
 * texts write them; Intl's `useGrouping: 'min2'`). Written out rather than with
 * Intl.NumberFormat, whose first use cost a phone over 0.1 s on opening the filters.
 */
export function groupDigits(value: number): string {
  const [whole = '', fraction] = String(Math.round(value * 100) / 100).split('.');
  const digits = whole.replace('-', '');
  const grouped = digits.length <= 4 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A range filter that has not been touched shows its bounds. */
export function initialRangeText(bounds: RangeBounds): RangeText {
  return { min: groupDigits(bounds.min), max: groupDigits(bounds.max) };
}

function isRangeText(value: FilterValue | undefined): value is RangeText {
  return typeof value === 'object' && !Array.isArray(value);
}

function attributeOf(
  definition: FilterDefinition,
  value: FilterValue,
): FilterAttribute | 'invalid' | null {
  const attribute_id = definition.id;
  if (isRangeText(value)) {
    const bounds = boundsOf(definition);
    const range = checkRange(value, bounds).value;
    if (range === null) return 'invalid';
    // The whole span narrows nothing: it is not a selected filter.
    if (range.min <= bounds.min && range.max >= bounds.max) return null;
    return { attribute_id, value: [String(range.min), String(range.max)] };
  }
  if (Array.isArray(value)) {
    const [only, ...more] = value;
    if (only === undefined) return null;
    return { attribute_id, value: more.length === 0 ? only : value };
  }
  const text = value.trim();
  return text === '' ? null : { attribute_id, value: text };
}

/**
 * The filters to send (spec 7: a scalar for one value, a list for several, `[min, max]` for a
 * range), in the order of the definitions; `valid` is false while a range shows an error.
 */
export function toFilterAttributes(
  definitions: readonly FilterDefinition[],
  draft: FilterDraft,
): { attributes: FilterAttribute[]; valid: boolean } {
  const attributes: FilterAttribute[] = [];
  let valid = true;
  for (const definition of definitions) {
    const value = draft[definition.id];
    if (value === undefined) continue;
    const attribute = attributeOf(definition, value);
    if (attribute === 'invalid') valid = false;
    else if (attribute !== null) attributes.push(attribute);
  }
  return { attributes, valid };
}
