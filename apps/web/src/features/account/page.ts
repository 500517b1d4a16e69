import type { PrivatePage } from '../../shared/pages/page-declaration';
import { route } from './route';

/** A visitor's profile, favourites and job applications. */
export const page: PrivatePage = { paths: route.paths, private: 'noindex' };
