import { otherLanguage, type FilterAttribute } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../i18n/use-lang';
import { filterOptionsQueryOptions } from './get-filter-options';
import {
  appliedFromAddress,
  hasForeignLabels,
  NO_FILTERS,
  type AppliedFilters,
} from './address-filters';

/**
 * The category's filter definitions, and the address's filters as they apply (`applied`):
 * at once when the address has none, else once the definitions are known (and those of the
 * other language, when the address names its options). Should the definitions fail, the
 * address's filters are sent as they are.
 */
export function useAddressFilters(categoryId: number, filters: FilterAttribute[]) {
  const lang = useLang();
  const definitions = useQuery(filterOptionsQueryOptions(lang, categoryId));
  const foreign = definitions.data !== undefined && hasForeignLabels(definitions.data, filters);
  const foreignDefinitions = useQuery({
    ...filterOptionsQueryOptions(otherLanguage(lang), categoryId),
    enabled: foreign,
  });

  let applied: AppliedFilters | undefined;
  if (filters.length === 0) applied = NO_FILTERS;
  else if (definitions.data === undefined) {
    applied = definitions.isError ? { draft: {}, attributes: filters } : undefined;
  } else if (!foreign || !foreignDefinitions.isPending) {
    applied = appliedFromAddress(definitions.data, filters, foreignDefinitions.data);
  }
  return { definitions, applied };
}
