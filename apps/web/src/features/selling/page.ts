import type { PrivatePage } from '../../shared/pages/page-declaration';
import { route } from './route';

/** A visitor's own ads, and the forms that post and edit them. */
export const page: PrivatePage = { paths: route.paths, private: 'noindex' };
