import { startingLoader, type QueryClientOf } from '../../shared/lib/start-query';
import { legalsQueryOptions } from './api/get-legals';

export { LegalsPage } from './legals-page';

export const legalsLoader = (queryClientOf: QueryClientOf) =>
  startingLoader(queryClientOf, legalsQueryOptions);
