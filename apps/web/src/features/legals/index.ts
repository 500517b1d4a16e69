import type { QueryClient } from '@tanstack/react-query';
import { startingLoader } from '../../shared/lib/start-query';
import { legalsQueryOptions } from './api/get-legals';

export { LegalsPage } from './legals-page';

export const legalsLoader = (queryClient: QueryClient) =>
  startingLoader(queryClient, legalsQueryOptions);
