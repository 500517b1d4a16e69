import sharp from 'sharp';

/**
 * A picture of 12 × 9 grey blocks whose shades come from `seed` (a small linear congruential
 * generator), so two seeds make two unlike pictures and one seed the same picture.
 */
export function blocks(seed: number, width = 1200, height = 900) {
  const shades: number[] = [];
  let state = seed;
  for (let i = 0; i < 12 * 9; i += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    shades.push(state % 256);
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = shades[Math.floor((y * 9) / height) * 12 + Math.floor((x * 12) / width)] ?? 0;
      pixels.fill(shade, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}
