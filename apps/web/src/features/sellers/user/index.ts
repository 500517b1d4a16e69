export { UserProfilePage } from './user-profile-page';
export { userProfileLoader } from './user-profile-loader';
