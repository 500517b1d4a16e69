import type { QueryClient } from '@tanstack/react-query';
import { contactUsQueryOptions } from '../../shared/site/contact-us-api';
import { startingLoader } from '../../shared/lib/start-query';

export { ContactUsPage } from './contact-us-page';

export const contactUsLoader = (queryClient: QueryClient) =>
  startingLoader(queryClient, contactUsQueryOptions);
