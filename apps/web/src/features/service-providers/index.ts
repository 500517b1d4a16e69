export { ServiceProvidersPage } from './service-providers-page';
