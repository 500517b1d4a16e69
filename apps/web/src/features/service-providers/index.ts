import type { QueryClient } from '@tanstack/react-query';
import { startingLoader } from '../../shared/lib/start-query';
import { serviceProvidersQueryOptions } from './api/get-service-providers';

export { ServiceProvidersPage } from './service-providers-page';

export const serviceProvidersLoader = (queryClient: QueryClient) =>
  startingLoader(queryClient, serviceProvidersQueryOptions);
