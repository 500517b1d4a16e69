import type { Banner, Envelope } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';

async function getBanners(signal: AbortSignal): Promise<Banner[]> {
  const { data } = await apiGet<Envelope<Banner[]>>('banner', { signal });
  return data;
}

/** The hero slides are pictures without text, the same in both languages. */
export function bannersQueryOptions() {
  return queryOptions({
    queryKey: ['banners'],
    queryFn: ({ signal }) => getBanners(signal),
  });
}
