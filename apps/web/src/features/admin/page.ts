import type { PrivatePage } from '../../shared/pages/page-declaration';

/** The moderation console: every page under its section, whether a screen of it or not. */
export const page: PrivatePage = { paths: ['admin/*'], private: 'no-store' };
