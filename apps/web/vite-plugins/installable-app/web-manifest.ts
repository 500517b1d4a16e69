import { directionOf, type Lang } from '@souq/contracts';
import { ICONS } from './icons.ts';
import { BACKGROUND_COLOR, TEXTS, THEME_COLOR } from './texts.ts';

/**
 * The web app manifest of a language: the app installed from a page in that language is that
 * language's, opens on its home page (`/ar`, `/en`) and is named in it. Its scope is the whole
 * site, so that a link to the other language stays in the app.
 */
export function webManifest(lang: Lang): string {
  const texts = TEXTS[lang].installableApp;
  const home = `/${lang}`;
  return JSON.stringify({
    id: home,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang,
    dir: directionOf(lang),
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.filter((icon) => icon.purpose !== undefined).map((icon) => ({
      src: icon.file,
      sizes: `${String(icon.size)}x${String(icon.size)}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  });
}
