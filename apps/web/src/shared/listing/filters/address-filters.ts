import { parseRangeText, type FilterAttribute, type FilterDefinition } from '@souq/contracts';
import {
  choiceOptions,
  groupDigits,
  toFilterAttributes,
  type FilterDraft,
  type FilterValue,
} from './filter-state';

/** The filters a listing applies: the filter modal's state, and what the list sends. */
export type AppliedFilters = { draft: FilterDraft; attributes: FilterAttribute[] };

export const NO_FILTERS: AppliedFilters = { draft: {}, attributes: [] };

const valuesOf = ({ value }: FilterAttribute): string[] => (Array.isArray(value) ? value : [value]);

const isChoice = (definition: FilterDefinition) =>
  definition.type !== 'range' && definition.type !== 'text';

/**
 * A choice label of the other language as this language writes it: the two languages list a
 * filter's options in the same order. A page switched to the other language keeps its address.
 */
function inThisLanguage(label: string, definition: FilterDefinition, other?: FilterDefinition) {
  const options = definition.values.map(String);
  if (options.includes(label)) return label;
  const index = other?.values.map(String).indexOf(label) ?? -1;
  return options[index] ?? label;
}

/** A number of the address as the range texts write it; null when it is none. */
function rangeText(raw: string): string | null {
  const value = parseRangeText(raw);
  return value === null || Number.isNaN(value) ? null : groupDigits(value);
}

/** The modal's value for a filter's values in the address, when they fit its type. */
function draftValue(definition: FilterDefinition, values: string[]): FilterValue | undefined {
  const [first, second, ...more] = values;
  if (first === undefined) return undefined;
  const options = choiceOptions(definition);
  switch (definition.type) {
    case 'range': {
      if (second === undefined || more.length > 0) return undefined;
      const min = rangeText(first);
      const max = rangeText(second);
      return min === null || max === null ? undefined : { min, max };
    }
    case 'multiselect': {
      // The definition's order, as the checkboxes give them.
      const chosen = options.filter((option) => values.includes(option));
      return chosen.length > 0 ? chosen : undefined;
    }
    case 'text':
      return second === undefined ? first : undefined;
    case 'dropdown':
    case 'work_time':
    case 'boolean':
      return second === undefined && options.includes(first) ? first : undefined;
  }
}

/** Whether the address names a choice these definitions do not list (the other language's). */
export function hasForeignLabels(
  definitions: readonly FilterDefinition[],
  filters: readonly FilterAttribute[],
): boolean {
  return filters.some((filter) => {
    const definition = definitions.find((d) => d.id === filter.attribute_id);
    if (!definition || !isChoice(definition)) return false;
    const options = definition.values.map(String);
    return valuesOf(filter).some((value) => !options.includes(value));
  });
}

/**
 * The address's filters as the listing applies them, given the category's definitions (and the
 * other language's, to read its labels): a filter the category does not have, a value its type
 * does not take, an option it does not list, a range outside its bounds or upside down are left
 * out, so a hand-edited address never makes the API refuse the list. What is left is in the
 * modal's terms (its draft) and in the API's (in the definitions' order, as Apply sends them).
 */
export function appliedFromAddress(
  definitions: readonly FilterDefinition[],
  filters: readonly FilterAttribute[],
  otherLanguage: readonly FilterDefinition[] = [],
): AppliedFilters {
  const draft: FilterDraft = {};
  const attributes: FilterAttribute[] = [];
  for (const definition of definitions) {
    const filter = filters.find((f) => f.attribute_id === definition.id);
    if (!filter) continue;
    const other = otherLanguage.find((d) => d.id === definition.id);
    const values = valuesOf(filter).map((value) =>
      isChoice(definition) ? inThisLanguage(value, definition, other) : value,
    );
    const value = draftValue(definition, values);
    if (value === undefined) continue;
    const [attribute] = toFilterAttributes([definition], { [definition.id]: value }).attributes;
    if (attribute === undefined) continue;
    draft[definition.id] = value;
    attributes.push(attribute);
  }
  return { draft, attributes };
}
