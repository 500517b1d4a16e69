import type { Rng } from '../prng.ts';
import { gradient, hsl, hueOf } from './color.ts';
import { motif } from './motifs.ts';

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function bubbles(rng: Rng, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const r = rng.int(20, Math.round(height / 4));
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="#ffffff" opacity="${(rng.int(5, 18) / 100).toFixed(2)}"/>`;
  }).join('');
}

/** A 4:3 product picture: sky gradient, soft circles, a floor and the category's motif. */
export function productPicture(slug: string, rng: Rng): string {
  const hue = (hueOf(slug) + rng.int(-25, 25) + 360) % 360;
  const width = 1024;
  const height = 768;
  const size = rng.int(520, 720);
  const x = rng.int(40, width - size - 40);
  const y = Math.round(height * 0.82 - size * 0.75);
  return svg(
    width,
    height,
    `<defs>${gradient('bg', hsl(hue, 55, rng.int(78, 88)), hsl((hue + 40) % 360, 60, rng.int(55, 68)), true)}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      bubbles(rng, width, height, 7) +
      `<rect y="${Math.round(height * 0.82)}" width="${width}" height="${Math.round(height * 0.18)}" fill="${hsl(hue, 25, 30)}" opacity="0.35"/>` +
      motif(slug, x, y, size, hsl((hue + rng.int(120, 240)) % 360, 65, 48), hsl(hue, 70, 35)),
  );
}

/** A wide 16:5 picture for the home slider and store covers. */
export function widePicture(slug: string, rng: Rng): string {
  const hue = (hueOf(slug) + rng.int(-20, 20) + 360) % 360;
  const width = 1024;
  const height = 320;
  return svg(
    width,
    height,
    `<defs>${gradient('bg', hsl(hue, 70, 40), hsl((hue + 60) % 360, 75, 60))}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      bubbles(rng, width, height, 10) +
      `<polygon points="0,${height} ${width * 0.45},${height} ${width * 0.3},0 0,0" fill="#ffffff" opacity="0.08"/>` +
      motif(slug, rng.int(560, 700), 40, 280, hsl((hue + 180) % 360, 70, 55), hsl(hue, 60, 25)),
  );
}
