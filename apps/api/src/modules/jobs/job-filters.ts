import type { FilterAttribute, Lang } from '@souq/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FilterOption } from '../../db/schema/index.ts';
import { cities, jobOffers, jobStandards } from '../../db/schema/index.ts';
import { appliedFilterConditions, optionLabelled } from '../ads/applied-filters.ts';
import { isOptionList, type FilterDefinitionRow } from '../ads/filters.repository.ts';

/**
 * The jobs category's filters: 'Location' narrows by the offer's city; every other one by the
 * standard of the same English name (Work Time, Experience), whose values are its options.
 */
const LOCATION_FILTER = 'Location';

/** The chosen options (undefined when one is unknown). */
function chosenOptions(
  definition: FilterDefinitionRow,
  given: string | string[],
  lang: Lang,
): FilterOption[] | undefined {
  const options = isOptionList(definition.values) ? definition.values : [];
  const chosen: FilterOption[] = [];
  for (const label of Array.isArray(given) ? given : [given]) {
    const option = optionLabelled(options, label, lang);
    if (!option) return undefined;
    chosen.push(option);
  }
  return chosen;
}

function optionCondition(definition: FilterDefinitionRow, chosen: FilterOption[]): SQL {
  const english = chosen.map((option) => option.en);
  if (definition.nameEn === LOCATION_FILTER) {
    return sql`${jobOffers.cityId} in (select ${cities.id} from ${cities} where ${inArray(cities.nameEn, english)})`;
  }
  return sql`exists (select 1 from ${jobStandards} where ${and(
    eq(jobStandards.jobOfferId, jobOffers.id),
    eq(jobStandards.nameEn, definition.nameEn),
    inArray(jobStandards.valueEn, english),
  )})`;
}

/**
 * The applied filters as one condition on `job_offers` (undefined when none), every filter
 * required. Throws a 422 naming each unknown filter or option.
 */
export function jobFilterCondition(
  applied: readonly FilterAttribute[],
  definitions: readonly FilterDefinitionRow[],
  lang: Lang,
): SQL | undefined {
  const conditions = appliedFilterConditions(applied, definitions, (definition, value) => {
    const chosen = chosenOptions(definition, value, lang);
    return chosen ? optionCondition(definition, chosen) : 'unknown_option';
  });
  return and(...conditions);
}
