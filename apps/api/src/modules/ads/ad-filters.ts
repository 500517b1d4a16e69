import {
  parseRangeText,
  type FilterAttribute,
  type Lang,
  type ValidationMessageKey,
} from '@souq/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { adAttributes } from '../../db/schema/index.ts';
import { FieldError } from '../../shared/errors.ts';
import { isOptionList, type FilterDefinitionRow } from './filters.repository.ts';
import { containsPattern } from './like-pattern.ts';

/** What one applied filter becomes: a query of the matching ad ids, nothing (the 'all' option), or why it is wrong. */
type FilterOutcome = SQL | null | ValidationMessageKey;

const { adId, filterId, labelAr, labelEn, numericValue } = adAttributes;

const matchingAds = (id: number, condition: SQL) =>
  sql`select ${adId} from ${adAttributes} where ${filterId} = ${id} and ${condition}`;

const list = (items: readonly string[]) =>
  sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  );

/**
 * The English labels of the chosen options: a label is matched in the request's language first,
 * then in the other one (a page switched to the other language may still send the old labels).
 * Null when the option meaning 'all' is among them.
 */
function chosenLabels(
  definition: FilterDefinitionRow,
  chosen: string[],
  lang: Lang,
): string[] | null | 'unknown_option' {
  const options = isOptionList(definition.values) ? definition.values : [];
  const skipsAll = definition.type === 'multiselect' || definition.type === 'boolean';
  const all = skipsAll ? options[0] : undefined;
  const labels: string[] = [];
  for (const label of chosen) {
    const option =
      options.find((o) => o[lang] === label) ??
      options.find((o) => o.en === label || o.ar === label);
    if (!option) return 'unknown_option';
    if (option === all) return null;
    labels.push(option.en);
  }
  return labels;
}

function rangeFilter(id: number, given: string | string[]): FilterOutcome {
  if (!Array.isArray(given) || given.length !== 2) return 'range_pair';
  const [min, max] = given.map(parseRangeText);
  if (Number.isNaN(min) || Number.isNaN(max)) return 'range_not_number';
  if (min != null && max != null && min > max) return 'range_min_below_max';
  // A blank side leaves that end open.
  const bounds = [
    sql`${numericValue} is not null`,
    ...(min != null ? [sql`${numericValue} >= ${min}`] : []),
    ...(max != null ? [sql`${numericValue} <= ${max}`] : []),
  ];
  return matchingAds(id, sql.join(bounds, sql` and `));
}

/** Choice and text attributes (not ranges): what the label index holds. */
const labelled = (id: number, condition: SQL) =>
  matchingAds(id, sql`${numericValue} is null and ${condition}`);

const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;

/** Text attributes contain the typed text, case-insensitively, in the request's language. */
function textFilter(id: number, given: string | string[], lang: Lang): FilterOutcome {
  const texts = (Array.isArray(given) ? given : [given]).filter((text) => text !== '');
  if (texts.length === 0) return null;
  const label = lang === 'ar' ? labelAr : labelEn;
  return labelled(id, anyOf(texts.map((text) => sql`${label} ilike ${containsPattern(text)}`)));
}

function filterOutcome(
  definition: FilterDefinitionRow,
  given: string | string[],
  lang: Lang,
): FilterOutcome {
  const { id, type } = definition;
  if (type === 'range') return rangeFilter(id, given);
  if (type === 'text') return textFilter(id, given, lang);
  const labels = chosenLabels(definition, Array.isArray(given) ? given : [given], lang);
  if (labels === null || typeof labels === 'string') return labels;
  // A multi-select attribute holds a list, whose JSON text contains each chosen option quoted.
  if (type === 'multiselect') {
    return labelled(
      id,
      anyOf(labels.map((label) => sql`${labelEn} like ${containsPattern(JSON.stringify(label))}`)),
    );
  }
  return labelled(id, sql`${labelEn} in (${list(labels)})`);
}

/**
 * The applied filters of spec 7 as one query of the ids of the ads matching all of them
 * (null when none narrows anything). Each filter reads its ad ids from an index of
 * `ad_attributes`; the sets are intersected. Throws a 422 naming each wrong filter.
 */
export function filteredAdIds(
  applied: readonly FilterAttribute[],
  definitions: readonly FilterDefinitionRow[],
  lang: Lang,
): SQL | null {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const errors: Record<string, ValidationMessageKey> = {};
  const sets: SQL[] = [];
  applied.forEach((filter, index) => {
    const field = `filtersAttributes.${String(index)}`;
    const definition = byId.get(filter.attribute_id);
    if (!definition) {
      errors[`${field}.attribute_id`] = 'unknown_filter';
      return;
    }
    const outcome = filterOutcome(definition, filter.value, lang);
    if (typeof outcome === 'string') errors[`${field}.value`] = outcome;
    else if (outcome) sets.push(outcome);
  });
  if (Object.keys(errors).length > 0) throw new FieldError(errors);
  return sets.length > 0 ? sql.join(sets, sql` intersect `) : null;
}
