import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser } from '../helpers/auth.ts';

/** Issue 16 item 5: the profile's interests and picture. */
let t: TestContext;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-media-'));
  t = await createTestApp({ mediaDir });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tagIds(): Promise<number[]> {
  const res = await t.app.inject({ url: '/api/tags' });
  return res.json<{ data: { id: number }[] }>().data.map((tag) => tag.id);
}

describe('GET and PUT /api/me/interests', () => {
  it('replaces the interests chosen at registration', async () => {
    const [a = 0, b = 0, c = 0] = await tagIds();
    const { token } = await createVerifiedUser(t.app, undefined);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/interests',
      headers: bearer(token),
      payload: { interests: [c, a, c] },
    });
    expect(put.statusCode).toBe(200);
    const read = await t.app.inject({ url: '/api/me/interests', headers: bearer(token) });
    expect(read.json()).toEqual({ data: { interests: [a, c].sort((x, y) => x - y) } });

    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/me/interests',
      headers: bearer(token),
      payload: { interests: [b] },
    });
    expect(again.statusCode).toBe(200);
    const reread = await t.app.inject({ url: '/api/me/interests', headers: bearer(token) });
    expect(reread.json()).toEqual({ data: { interests: [b] } });
  });

  it('refuses an unknown tag and keeps the interests as they were', async () => {
    const [a = 0] = await tagIds();
    const { token } = await createVerifiedUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/interests',
      headers: bearer(token),
      payload: { interests: [a] },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/interests',
      headers: bearer(token),
      payload: { interests: [a, 999_999] },
    });
    expect(bad.statusCode).toBe(422);
    const read = await t.app.inject({ url: '/api/me/interests', headers: bearer(token) });
    expect(read.json()).toEqual({ data: { interests: [a] } });
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ url: '/api/me/interests' })).statusCode).toBe(401);
  });
});

/** A picture whose left half is red and right half blue, in `format`. */
function halves(width: number, height: number) {
  const half = (r: number, b: number) => ({
    input: {
      create: { width: width / 2, height, channels: 3 as const, background: { r, g: 0, b } },
    },
  });
  return sharp({ create: { width, height, channels: 3, background: '#000' } }).composite([
    { ...half(255, 0), left: 0, top: 0 },
    { ...half(0, 255), left: width / 2, top: 0 },
  ]);
}

async function upload(token: string, body: Buffer, type: string, lang = 'en') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/me/avatar',
    headers: { ...bearer(token), 'content-type': type, lang },
    payload: body,
  });
}

/** The picture the site serves at `address`, or null when it answers 404. */
async function served(address: string): Promise<Buffer | null> {
  const res = await t.app.inject({ url: address });
  if (res.statusCode === 404) return null;
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('PUT and DELETE /api/me/avatar', () => {
  it('stores an upright square WebP without the camera metadata', async () => {
    const { token } = await createVerifiedUser(t.app);
    // A phone photo lying on its side: EXIF orientation 6 turns it a quarter clockwise, so the
    // red half is on top once upright. It carries a GPS position.
    const photo = await halves(800, 400)
      .jpeg()
      .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // Declared as something else: the bytes decide.
    const res = await upload(token, photo, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const avatar = res.json<{ data: { avatar: string } }>().data.avatar;
    expect(avatar).toMatch(/^\/media\/uploads\/avatars\/\d+-[0-9a-f]+\.webp$/);
    expect(existsSync(path.join(mediaDir, avatar.replace(/^\/media\//, '')))).toBe(true);

    const stored = sharp((await served(avatar)) ?? Buffer.alloc(0));
    const metadata = await stored.metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    const { data, info } = await stored.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [topRed = 0, , topBlue = 0] = pixel(128, 20);
    const [bottomRed = 0, , bottomBlue = 0] = pixel(128, 235);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);

    // The next picture replaces the file; removing it clears the profile.
    const png = await halves(400, 400).png().toBuffer();
    const second = await upload(token, png, 'image/png');
    expect(second.statusCode).toBe(200);
    const next = second.json<{ data: { avatar: string } }>().data.avatar;
    expect(await served(next)).not.toBeNull();
    expect(await served(avatar)).toBeNull();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/avatar',
      headers: bearer(token),
    });
    expect(removed.json<{ data: { avatar: string | null } }>().data.avatar).toBeNull();
    expect(await served(next)).toBeNull();
  });

  it('refuses what is not a picture it accepts, and pictures under 300 px, in both languages', async () => {
    const { token } = await createVerifiedUser(t.app);
    const text = await upload(token, Buffer.from('not a picture at all'), 'image/jpeg');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      errors: { picture: ['Choose a JPEG, PNG, WebP or AVIF picture.'] },
    });
    const gif = await halves(400, 400).gif().toBuffer();
    expect((await upload(token, gif, 'image/gif')).statusCode).toBe(422);
    const small = await halves(600, 200).webp().toBuffer();
    const tooSmall = await upload(token, small, 'image/webp', 'ar');
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json()).toMatchObject({
      errors: { picture: ['يجب ألا يقل عرض الصورة وارتفاعها عن 300 بكسل.'] },
    });
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(me.json<{ data: { avatar: string | null } }>().data.avatar).toBeNull();
  });

  it('answers 401 to a visitor before reading the picture', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.alloc(10),
    });
    expect(res.statusCode).toBe(401);
  });
});
