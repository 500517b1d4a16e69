import { parseRangeText, type FilterAttribute, type Lang } from '@souq/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { literalText } from '../../db/literal.ts';
import { adFilterIndex } from '../../db/schema/index.ts';
import { appliedFilterConditions, optionLabelled, type FilterOutcome } from './applied-filters.ts';
import { bucketsCovering } from './number-buckets.ts';
import {
  isOptionList,
  type CategoryScope,
  type FilterDefinitionRow,
} from './filters.repository.ts';

const { tokens } = adFilterIndex;

/** A token as `refresh_ad_filter_index` (migration 0004) writes it. */
const token = (filterId: number, label: string) => `${String(filterId)}:${label.toLowerCase()}`;

/**
 * Texts as one `text[]` value (drizzle's `sql` would bind an array as a list of values), written
 * into the statement so that the planner estimates the matches of the tokens (db/literal.ts).
 */
export const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(items.map(literalText), sql`, `)}]::text[]`;

/** The ads of a category (a sub-category's own token, or the top-level one). */
export const scopeToken = (scope: CategoryScope) =>
  `${scope.isTopLevel ? 'c' : 's'}:${String(scope.id)}`;

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

/**
 * One applied filter, as both the database (`testCondition`) and the memory index test it: any
 * of the tokens; the filter's number within bounds (a blank side open); or one of the texts
 * (lower-cased) inside a token of the filter.
 */
export type FilterTest =
  | { kind: 'anyToken'; tokens: string[] }
  | { kind: 'range'; filterId: number; min: number | null; max: number | null }
  | { kind: 'text'; filterId: number; texts: string[] };

function rangeFilter(filterId: number, given: string | string[]): FilterOutcome<FilterTest> {
  if (!Array.isArray(given) || given.length !== 2) return 'range_pair';
  const [min, max] = given.map(parseRangeText);
  if (Number.isNaN(min) || Number.isNaN(max)) return 'range_not_number';
  if (min != null && max != null && min > max) return 'range_min_below_max';
  return { kind: 'range', filterId, min: min ?? null, max: max ?? null };
}

function textFilter(filterId: number, given: string | string[]): FilterOutcome<FilterTest> {
  const texts = (Array.isArray(given) ? given : [given]).filter((text) => text !== '');
  if (texts.length === 0) return null;
  return { kind: 'text', filterId, texts: texts.map((text) => text.toLowerCase()) };
}

function filterOutcome(
  definition: FilterDefinitionRow,
  given: string | string[],
  lang: Lang,
): FilterOutcome<FilterTest> {
  const { id, type } = definition;
  if (type === 'range') return rangeFilter(id, given);
  if (type === 'text') return textFilter(id, given);
  const labels = chosenLabels(definition, Array.isArray(given) ? given : [given], lang);
  if (labels === null || typeof labels === 'string') return labels;
  // Any of the chosen options (a list attribute has a token for each of its options).
  return { kind: 'anyToken', tokens: labels.map((label) => token(id, label)) };
}

/**
 * The applied filters of spec 7 as tests (none when none narrows anything). Throws a 422 naming
 * each wrong filter.
 */
export function filterTests(
  applied: readonly FilterAttribute[],
  definitions: readonly FilterDefinitionRow[],
  lang: Lang,
): FilterTest[] {
  return appliedFilterConditions(applied, definitions, (definition, value) =>
    filterOutcome(definition, value, lang),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test as a condition on `ad_filter_index`: choices answered by its GIN index, ranges and
 * texts on the rows it finds (a text: one of the ad's tokens of that filter has it after the
 * `{filter}:` prefix).
 */
function testCondition(test: FilterTest): SQL {
  switch (test.kind) {
    case 'anyToken':
      return sql`${tokens} && ${textArray(test.tokens)}`;
    case 'range': {
      const value = sql`(${adFilterIndex.numbers} ->> ${String(test.filterId)})::numeric`;
      const buckets =
        test.min !== null && test.max !== null
          ? bucketsCovering(test.filterId, test.min, test.max)
          : null;
      const bounds = [
        sql`${value} is not null`,
        ...(test.min !== null ? [sql`${value} >= ${test.min}`] : []),
        ...(test.max !== null ? [sql`${value} <= ${test.max}`] : []),
        ...(buckets
          ? [sql`ad_filter_number_buckets(${adFilterIndex.numbers}) && ${textArray(buckets)}`]
          : []),
      ];
      return sql.join(bounds, sql` and `);
    }
    case 'text': {
      const pattern = `(^|\n)${String(test.filterId)}:[^\n]*(${test.texts.map(escapeRegExp).join('|')})`;
      return sql`array_to_string(${tokens}, E'\\n') ~ ${pattern}`;
    }
  }
}

/** The tests as one condition on `ad_filter_index`; null when there are none. */
export function testsCondition(tests: readonly FilterTest[]): SQL | null {
  return tests.length > 0 ? sql.join(tests.map(testCondition), sql` and `) : null;
}

/** The ads of the scope, as a condition on `ad_filter_index`. */
export const inScopeTokens = (scope: CategoryScope) =>
  sql`${tokens} @> ${textArray([scopeToken(scope)])}`;
