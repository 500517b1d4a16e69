import type { PrivatePage } from '../../shared/pages/page-declaration';
import { route } from './route';

/** The sign-in pages. */
export const page: PrivatePage = { paths: route.paths, private: 'noindex' };
