import { readFile } from 'node:fs/promises';
import { APP_FILES } from '@souq/contracts';
import sharp from 'sharp';

/**
 * The brand mark's drawings (public/favicon.svg): as it is, a rounded square; `fullBleed`, the
 * square to its corners, for the platforms that cut an icon to their own shape; `markAlone`,
 * without its background.
 */
type Drawing = 'rounded' | 'fullBleed' | 'markAlone';

type Icon = { file: string; size: number; drawing: Drawing; purpose?: 'any' | 'maskable' };

/** The PNG icons the build makes; those with a purpose are the manifests'. */
export const ICONS: readonly Icon[] = [
  { file: APP_FILES.notificationIcon, size: 192, drawing: 'rounded', purpose: 'any' },
  { file: '/icons/icon-512.png', size: 512, drawing: 'rounded', purpose: 'any' },
  // Cut to a circle or a squircle: the mark lies inside the safe zone (the middle 80 %).
  { file: '/icons/icon-maskable-512.png', size: 512, drawing: 'fullBleed', purpose: 'maskable' },
  // iOS rounds it itself, and would fill transparent corners with black.
  { file: APP_FILES.appleTouchIcon, size: 180, drawing: 'fullBleed' },
  // Android draws a notification's badge from its alpha alone, in the system's colour.
  { file: APP_FILES.notificationBadge, size: 96, drawing: 'markAlone' },
];

/** The favicon's units across: it is drawn at the icon's size, not scaled up from 32 px. */
const FAVICON_UNITS = 32;

function drawings(favicon: string): Record<Drawing, string> {
  const background = /<rect\b[^>]*\/>/.exec(favicon)?.[0];
  if (!background?.includes(' rx=')) {
    throw new Error('favicon.svg: the icons expect the mark on a rounded <rect/>');
  }
  return {
    rounded: favicon,
    fullBleed: favicon.replace(background, background.replace(/\s+rx="[^"]*"/, '')),
    markAlone: favicon.replace(background, ''),
  };
}

/** Each icon's PNG (sharp: libvips draws the SVG), by its file's path in the build. */
export async function renderIcons(faviconFile: string): Promise<{ file: string; png: Buffer }[]> {
  const svg = drawings(await readFile(faviconFile, 'utf8'));
  return Promise.all(
    ICONS.map(async ({ file, size, drawing }) => ({
      file: file.slice(1),
      png: await sharp(Buffer.from(svg[drawing]), { density: (72 * size) / FAVICON_UNITS })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
}
