export { ApplicationsPage } from './applications-page';
export { FavoritesPage } from './favorites-page';
export { ProfilePage } from './profile-page';
export { ConfirmPhonePage } from './settings/confirm-phone-page';
