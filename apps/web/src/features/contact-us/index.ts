import { contactUsQueryOptions } from '../../shared/site/contact-us-api';
import { startingLoader, type QueryClientOf } from '../../shared/lib/start-query';

export { ContactUsPage } from './contact-us-page';

export const contactUsLoader = (queryClientOf: QueryClientOf) =>
  startingLoader(queryClientOf, contactUsQueryOptions);
