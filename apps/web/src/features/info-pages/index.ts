export { AboutUsPage } from './about-us-page';
export { InfoPage, infoPageLoader } from './info-page';
