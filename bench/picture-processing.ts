// Picture processing benchmark (issue 17): the time to turn one 12-megapixel phone JPEG (4000 ×
// 3000, EXIF orientation and GPS position included) into every width the site serves, as an ad
// picture upload does (`processAdPicture`: check by its bytes, turn upright, WebP at each width,
// perceptual hash). Each sample starts from the JPEG's bytes; nothing is kept between samples.
// Prints p50, p95 and max and exits non-zero when the p95 is over the target (400 ms).
// Usage: npm run bench:pictures [-- --samples 20]
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { processAdPicture } from '../apps/api/src/modules/selling/ad-pictures.ts';
import { machine, percentile } from './support/stats.ts';
import { atMost, printTargets } from './support/targets.ts';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '20' } } });
const SAMPLES = Number(values.samples);
const TARGET_P95_MS = 400;

/**
 * A photo-like 12 MP JPEG: a colour gradient with grain (a flat picture would compress and
 * decode unrealistically fast), at the quality phones write (about 90).
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}">` +
      '<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a6f97"/>' +
      '<stop offset="1" stop-color="#e9c46a"/></linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#g)"/></svg>',
  );
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BenchPhone' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const photo = await phonePhoto();
console.log(
  `Picture processing: a ${(photo.length / 1024 / 1024).toFixed(1)} MB 12-megapixel JPEG into ` +
    `every width, ${String(SAMPLES)} samples; ${machine()}`,
);
const times: number[] = [];
for (let sample = 0; sample < SAMPLES; sample += 1) {
  const started = performance.now();
  await processAdPicture(photo, 'pictures');
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), times.at(-1) ?? NaN];
console.log(`p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms`);
const pass = printTargets([atMost('one 12 MP JPEG, p95', p95, TARGET_P95_MS, 'ms')]);
console.log(`now ${machine()}`);
process.exitCode = pass ? 0 : 1;
