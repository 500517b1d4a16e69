import type { FilterAttribute, Lang, ValidationMessageKey } from '@souq/contracts';
import type { SQL } from 'drizzle-orm';
import type { FilterOption } from '../../db/schema/index.ts';
import { FieldError } from '../../shared/errors.ts';
import type { FilterDefinitionRow } from './filters.repository.ts';

/**
 * What one applied filter becomes: a condition (SQL, or a test of the memory index), nothing (it
 * narrows nothing), or why it is wrong.
 */
export type FilterOutcome<Condition extends object = SQL> = Condition | null | ValidationMessageKey;

/**
 * The option a label names: in the request's language first, then in the other one (a page
 * switched to the other language may still send the old labels).
 */
export function optionLabelled(
  options: readonly FilterOption[],
  label: string,
  lang: Lang,
): FilterOption | undefined {
  return (
    options.find((o) => o[lang] === label) ?? options.find((o) => o.en === label || o.ar === label)
  );
}

/**
 * The conditions of the applied filters (spec 7), each made by `outcome` from its definition.
 * Throws a 422 naming each unknown filter and each wrong value.
 */
export function appliedFilterConditions<Condition extends object = SQL>(
  applied: readonly FilterAttribute[],
  definitions: readonly FilterDefinitionRow[],
  outcome: (definition: FilterDefinitionRow, value: string | string[]) => FilterOutcome<Condition>,
): Condition[] {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const errors: Record<string, ValidationMessageKey> = {};
  const conditions: Condition[] = [];
  applied.forEach((filter, index) => {
    const field = `filtersAttributes.${String(index)}`;
    const definition = byId.get(filter.attribute_id);
    if (!definition) {
      errors[`${field}.attribute_id`] = 'unknown_filter';
      return;
    }
    const made = outcome(definition, filter.value);
    if (typeof made === 'string') errors[`${field}.value`] = made;
    else if (made) conditions.push(made);
  });
  if (Object.keys(errors).length > 0) throw new FieldError(errors);
  return conditions;
}
