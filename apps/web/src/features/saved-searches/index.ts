export { SavedSearchesPage } from './saved-searches-page';
