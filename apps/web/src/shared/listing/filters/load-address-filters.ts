import { otherLanguage, type FilterAttribute, type Lang } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { filterOptionsQueryOptions } from './get-filter-options';
import { appliedFromAddress, hasForeignLabels } from './address-filters';

/**
 * What `useAddressFilters` finds the address's filters apply as, for a page's loader: the same
 * definitions, from the same cache. Rejects when the definitions fail (the page then decides).
 */
export async function loadAddressFilters(
  queryClient: QueryClient,
  lang: Lang,
  categoryId: number,
  filters: FilterAttribute[],
): Promise<FilterAttribute[]> {
  // Cached definitions, however old, are the ones the page reads first.
  const cachedOrFetched = (forLang: Lang) =>
    queryClient.query({ ...filterOptionsQueryOptions(forLang, categoryId), staleTime: 'static' });
  const definitions = await cachedOrFetched(lang);
  const foreignDefinitions = hasForeignLabels(definitions, filters)
    ? await cachedOrFetched(otherLanguage(lang)).catch(() => undefined)
    : undefined;
  return appliedFromAddress(definitions, filters, foreignDefinitions).attributes;
}
