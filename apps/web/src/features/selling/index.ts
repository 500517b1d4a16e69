export { MyAdsPage } from './my-ads/my-ads-page';
export { EditAdPage } from './post/edit-ad-page';
export { PostAdPage } from './post/post-ad-page';
