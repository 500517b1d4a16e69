import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS, PICTURE_LIMITS, formatMessage } from '@souq/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { blocks } from '../helpers/pictures.ts';
import { startObjectStorage } from '../helpers/s3.ts';
import { adPage, call, carForm, newSeller, photo, publish, upload } from './selling-client.ts';

/** Issue 17: what POST /api/selling/pictures accepts, and what it keeps of a picture. */
describe('POST /api/selling/pictures', () => {
  let t: TestContext;
  let mediaDir: string;
  let token: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-uploads-'));
    t = await createTestApp({ mediaDir });
    ({ token } = await newSeller(t));
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/selling/pictures',
      headers: { 'content-type': 'image/jpeg' },
      payload: await photo(901),
    });
    expect(res.statusCode).toBe(401);
  });

  it('judges a picture by its bytes, not the type it is sent as', async () => {
    const text = await upload(t, token, Buffer.from('a text file renamed photo.jpg'), 'image/jpeg');
    expect(text.status).toBe(422);
    expect(text.body.errors?.picture).toEqual([formatMessage('picture_type', 'en')]);

    const gif = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#888' },
    })
      .gif()
      .toBuffer();
    expect((await upload(t, token, gif, 'image/png')).body.errors?.picture).toEqual([
      formatMessage('picture_type', 'en'),
    ]);

    const png = await upload(t, token, await blocks(902, 600, 400).png().toBuffer(), 'image/jpeg');
    expect(png.status).toBe(201);
    expect(png.body.data).toMatchObject({ width: 600, height: 400 });
  });

  it('refuses a picture under 300 pixels a side', async () => {
    const small = await upload(t, token, await photo(903, 200, 200));
    expect(small.status).toBe(422);
    expect(small.body.errors?.picture).toEqual([
      formatMessage('picture_too_small', 'en', { minimum: PICTURE_LIMITS.minSide }),
    ]);
    expect((await upload(t, token, await photo(904, 1200, 299))).status).toBe(422);
  });

  it("refuses a body over 15 MB with 413 and the picture's own message", async () => {
    const tooBig = Buffer.alloc(PICTURE_LIMITS.maxMegabytes * 1024 * 1024 + 1);
    (await photo(905)).copy(tooBig);
    const reply = await upload(t, token, tooBig);
    expect(reply.status).toBe(413);
    const text = formatMessage('picture_too_large', 'en', { maximum: PICTURE_LIMITS.maxMegabytes });
    expect(reply.body).toEqual({ message: text, errors: { picture: [text] } });
  });

  it('keeps the picture upright and without its camera metadata', async () => {
    // Stored 900 × 1200 on its side (EXIF orientation 6): upright it is 1200 × 900.
    const sideways = await blocks(906, 900, 1200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 30/1 0/1', GPSLongitudeRef: 'E' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const reply = await upload(t, token, sideways);
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ width: 1024, height: 768 });

    const stored = path.join(mediaDir, reply.body.data.src.replace(/^\/media\//, ''));
    expect(stored).toMatch(/uploads\/ads\/[0-9a-f]+-1024\.webp$/);
    const metadata = await sharp(await readFile(stored)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });
});

describe('an ad picture in object storage', () => {
  let t: TestContext;
  let objectStorage: Awaited<ReturnType<typeof startObjectStorage>>;
  beforeAll(async () => {
    objectStorage = await startObjectStorage();
    t = await createTestApp({ storage: objectStorage.storage, mediaDir: '/nonexistent' });
  });
  afterAll(async () => {
    await t.close();
    await objectStorage.close();
  });

  it('is stored in the bucket, served at its address, and removed with its upload', async () => {
    const { token } = await newSeller(t);
    const reply = await upload(t, token, await photo(907));
    expect(reply.status).toBe(201);
    const base = reply.body.data.src.replace(/-1024\.webp$/, '');
    expect(base).toMatch(/^\/media\/uploads\/ads\/[0-9a-f]{24}$/);
    for (const width of IMAGE_WIDTHS) {
      const key = `${base.replace(/^\/media\//, '')}-${String(width)}.webp`;
      expect(await objectStorage.storage.get(key), key).toMatchObject({
        contentType: 'image/webp',
      });
    }

    const served = await t.app.inject({ url: `${base}-640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });

    const removed = await call(t, 'DELETE', `/api/selling/pictures/${reply.body.data.id}`, token);
    expect(removed.status).toBe(204);
    expect((await t.app.inject({ url: `${base}-640.webp` })).statusCode).toBe(404);
    expect(
      await objectStorage.storage.get(`${base.replace(/^\/media\//, '')}-1024.webp`),
    ).toBeUndefined();
  });

  it('is shown on the published ad from the bucket', async () => {
    const { token } = await newSeller(t);
    const form = await carForm(t, token, 908);
    const published = await publish(t, token, form);
    expect(published.status).toBe(201);
    const [cover] = (await adPage(t, published.body.data.id)).body.data.images;
    expect(cover?.src).toMatch(/^\/media\/uploads\/ads\/[0-9a-f]{24}-1024\.webp$/);
    expect((await t.app.inject({ url: cover?.src ?? '' })).statusCode).toBe(200);
  });
});
