import type { Rng } from '../prng.ts';
import { gradient, hsl, hueOf } from './color.ts';
import { motif } from './motifs.ts';

const square = (size: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;

/** A category icon: the top-level motif on a tinted rounded tile; sub-categories shift the hue. */
export function categoryIcon(topSlug: string, shift: number): string {
  const hue = (hueOf(topSlug) + shift * 35) % 360;
  return square(
    128,
    `<rect width="128" height="128" rx="28" fill="${hsl(hue, 60, 92)}"/>` +
      motif(topSlug, 14, 24, 100, hsl(hue, 65, 45), hsl(hue, 70, 30)),
  );
}

/** A person silhouette on a coloured disc. */
export function avatar(rng: Rng): string {
  const hue = rng.int(0, 359);
  return square(
    256,
    `<defs>${gradient('bg', hsl(hue, 60, 70), hsl((hue + 40) % 360, 60, 50))}</defs>` +
      `<rect width="256" height="256" fill="url(#bg)"/>` +
      `<circle cx="128" cy="102" r="48" fill="#f8f9fb"/>` +
      `<path d="M40 256 Q40 168 128 168 Q216 168 216 256 Z" fill="#f8f9fb"/>`,
  );
}

/** A store logo: its category's motif on a bold tile. */
export function storeLogo(topSlug: string, rng: Rng): string {
  const hue = (hueOf(topSlug) + rng.int(-30, 30) + 360) % 360;
  return square(
    256,
    `<rect width="256" height="256" fill="${hsl(hue, 65, 35)}"/>` +
      `<circle cx="128" cy="128" r="112" fill="${hsl(hue, 60, 94)}"/>` +
      motif(topSlug, 38, 60, 180, hsl(hue, 65, 40), hsl((hue + 180) % 360, 60, 45)),
  );
}

/** A company logo made of a few rotated shapes. */
export function companyLogo(rng: Rng): string {
  const hue = rng.int(0, 359);
  const shapes = Array.from({ length: 3 }, (_, i) => {
    const size = 120 - i * 30;
    const offset = (256 - size) / 2;
    return `<rect x="${offset}" y="${offset}" width="${size}" height="${size}" rx="${rng.int(0, 30)}" transform="rotate(${rng.int(0, 90)} 128 128)" fill="${hsl((hue + i * 50) % 360, 65, 45 + i * 10)}"/>`;
  }).join('');
  return square(256, `<rect width="256" height="256" fill="#ffffff"/>${shapes}`);
}
