import { parseRangeText, type FilterAttribute, type Lang } from '@souq/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { adFilterIndex } from '../../db/schema/index.ts';
import { appliedFilterConditions, optionLabelled, type FilterOutcome } from './applied-filters.ts';
import {
  isOptionList,
  type CategoryScope,
  type FilterDefinitionRow,
} from './filters.repository.ts';

const { tokens } = adFilterIndex;

/** A token as `refresh_ad_filter_index` (migration 0004) writes it. */
const token = (filterId: number, label: string) => `${String(filterId)}:${label.toLowerCase()}`;

const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

/** The ads of a category (a sub-category's own token, or the top-level one). */
const scopeToken = (scope: CategoryScope) => `${scope.isTopLevel ? 'c' : 's'}:${String(scope.id)}`;

/** The English labels of the chosen options; null when the option meaning 'all' is among them. */
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
    const option = optionLabelled(options, label, lang);
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
  const value = sql`(${adFilterIndex.numbers} ->> ${String(id)})::numeric`;
  // A blank side leaves that end open.
  const bounds = [
    sql`${value} is not null`,
    ...(min != null ? [sql`${value} >= ${min}`] : []),
    ...(max != null ? [sql`${value} <= ${max}`] : []),
  ];
  return sql.join(bounds, sql` and `);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text attributes contain the typed text, case-insensitively, in either language: one of the
 * ad's tokens of that filter has it after the `{filter}:` prefix.
 */
function textFilter(id: number, given: string | string[]): FilterOutcome {
  const texts = (Array.isArray(given) ? given : [given]).filter((text) => text !== '');
  if (texts.length === 0) return null;
  const pattern = `(^|\n)${String(id)}:[^\n]*(${texts.map(escapeRegExp).join('|')})`;
  return sql`array_to_string(${tokens}, E'\\n') ~ lower(${pattern})`;
}

function filterOutcome(
  definition: FilterDefinitionRow,
  given: string | string[],
  lang: Lang,
): FilterOutcome {
  const { id, type } = definition;
  if (type === 'range') return rangeFilter(id, given);
  if (type === 'text') return textFilter(id, given);
  const labels = chosenLabels(definition, Array.isArray(given) ? given : [given], lang);
  if (labels === null || typeof labels === 'string') return labels;
  // Any of the chosen options (a list attribute has a token for each of its options).
  return sql`${tokens} && ${textArray(labels.map((label) => token(id, label)))}`;
}

/**
 * The applied filters of spec 7 as one condition on `ad_filter_index` (null when none narrows
 * anything): the choices are answered by its GIN index, ranges on the rows it finds.
 * Throws a 422 naming each wrong filter.
 */
export function filterCondition(
  applied: readonly FilterAttribute[],
  definitions: readonly FilterDefinitionRow[],
  lang: Lang,
): SQL | null {
  const conditions = appliedFilterConditions(applied, definitions, (definition, value) =>
    filterOutcome(definition, value, lang),
  );
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : null;
}

/** The ads of the scope, as a condition on `ad_filter_index`. */
export const inScopeTokens = (scope: CategoryScope) =>
  sql`${tokens} @> ${textArray([scopeToken(scope)])}`;
