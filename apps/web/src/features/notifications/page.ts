import type { PrivatePage } from '../../shared/pages/page-declaration';
import { route } from './route';

/** A visitor's notification centre. */
export const page: PrivatePage = { paths: route.paths, private: 'noindex' };
