import { startingLoader, type QueryClientOf } from '../../shared/lib/start-query';
import { serviceProvidersQueryOptions } from './api/get-service-providers';

export { ServiceProvidersPage } from './service-providers-page';

export const serviceProvidersLoader = (queryClientOf: QueryClientOf) =>
  startingLoader(queryClientOf, serviceProvidersQueryOptions);
