import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@souq/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hashDistance,
  perceptualHash,
  processAdPicture,
  storeAdPicture,
} from '../../src/modules/selling/ad-pictures.ts';
import { FieldError } from '../../src/shared/errors.ts';
import { LocalMediaStorage } from '../../src/shared/storage/local-media-storage.ts';
import { blocks } from '../helpers/pictures.ts';

describe('processAdPicture', () => {
  it('makes every width as WebP, upright, without the camera metadata', async () => {
    // Lying on its side (EXIF orientation 6), with a GPS position.
    const photo = await blocks(1, 1600, 1200)
      .jpeg()
      .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const picture = await processAdPicture(photo, 'pictures');
    expect(picture.files.map((file) => file.width)).toEqual([...IMAGE_WIDTHS]);
    for (const file of picture.files) {
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(file.width);
      // Upright: taller than wide, as the phone held it.
      expect(metadata.height).toBe(Math.round((file.width * 1600) / 1200));
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 1024, height: 1365 });
  });

  it('never enlarges a picture narrower than a width', async () => {
    const picture = await processAdPicture(await blocks(2, 800, 600).png().toBuffer(), 'pictures');
    const widths = await Promise.all(
      picture.files.map(async (file) => (await sharp(file.bytes).metadata()).width),
    );
    expect(widths).toEqual([320, 640, 800]);
  });

  it('refuses what is not a picture it accepts, on the field it is given', async () => {
    const refusal = processAdPicture(Buffer.from('a text file renamed photo.jpg'), 'pictures');
    await expect(refusal).rejects.toBeInstanceOf(FieldError);
  });
});

describe('perceptualHash', () => {
  it('tells the same picture re-encoded and resized from another picture', async () => {
    const original = await perceptualHash(blocks(3));
    const again = await perceptualHash(
      sharp(await blocks(3).resize(700).jpeg({ quality: 50 }).toBuffer()),
    );
    const other = await perceptualHash(blocks(4));
    expect(original).toMatch(/^[0-9a-f]{16}$/);
    expect(hashDistance(original, again)).toBeLessThanOrEqual(4);
    expect(hashDistance(original, other)).toBeGreaterThanOrEqual(16);
    expect(hashDistance(original, original)).toBe(0);
  });
});

describe('storeAdPicture', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'souq-media-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores each width under one new name, as the ads keep their pictures', async () => {
    const picture = await processAdPicture(await blocks(5).jpeg().toBuffer(), 'pictures');
    const address = await storeAdPicture(new LocalMediaStorage(root, `${root}-private`), picture);
    expect(address).toMatch(/^\/media\/uploads\/ads\/[0-9a-f]{24}$/);
    for (const file of picture.files) {
      const stored = path.join(
        root,
        `${address.replace(/^\/media\//, '')}-${String(file.width)}.webp`,
      );
      expect(await readFile(stored)).toEqual(file.bytes);
    }
  });
});
