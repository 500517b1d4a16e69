import type { PrivatePage } from '../../shared/pages/page-declaration';
import { route } from './route';

/** A visitor's saved searches. */
export const page: PrivatePage = { paths: route.paths, private: 'noindex' };
