import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser } from '../helpers/auth.ts';
import { startObjectStorage } from '../helpers/s3.ts';

/** Issue 17, storage: a profile picture kept in S3-compatible object storage (a real server). */
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(token: string, picture: sharp.Sharp) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/me/avatar',
    headers: { ...bearer(token), 'content-type': 'image/jpeg' },
    payload: await picture.jpeg().toBuffer(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { avatar: string } }>().data.avatar;
}

const square = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#2a9d8f' } });

describe('a profile picture in object storage', () => {
  it('is stored in the bucket, served at its address, replaced and removed', async () => {
    const { token } = await createVerifiedUser(t.app);
    const first = await upload(token, square(600));
    expect(first).toMatch(/^\/media\/uploads\/avatars\/\d+-[0-9a-f]+\.webp$/);
    const key = first.replace(/^\/media\//, '');
    expect(await objectStorage.storage.get(key)).toMatchObject({ contentType: 'image/webp' });

    const served = await t.app.inject({ url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });

    const second = await upload(token, square(400));
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    expect(await objectStorage.storage.get(key)).toBeUndefined();
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/avatar',
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it('answers 404 for an address that names no upload or leaves its folder', async () => {
    for (const url of ['/media/uploads/avatars/none.webp', '/media/uploads/../otp-secret']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
