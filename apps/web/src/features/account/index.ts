export { FavoritesPage } from './favorites-page';
export { ProfilePage } from './profile-page';
