import type { Lang } from '@souq/contracts';
import ar from '../../src/locales/ar.json' with { type: 'json' };
import en from '../../src/locales/en.json' with { type: 'json' };

/** The public texts of each language (the web app's locales), for the files made at build. */
export const TEXTS: Record<Lang, typeof en> = { ar, en };

/** The site's colour (index.html's `theme-color`, Tailwind's teal-700) and its pages' background (slate-50). */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#f8fafc';
