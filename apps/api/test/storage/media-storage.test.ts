import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../../src/shared/storage/local-media-storage.ts';
import { uploadKeyOf, type MediaStorage } from '../../src/shared/storage/media-storage.ts';
import { startObjectStorage } from '../helpers/s3.ts';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The same rules for both back ends: files under a folder, and a real S3-compatible server. */
describe.each([
  {
    kind: 'files',
    start: async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'souq-media-'));
      return {
        storage: new LocalMediaStorage(root),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  { kind: 'object storage', start: startObjectStorage },
])('media storage on $kind', ({ start }) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await start());
  });
  afterAll(() => close());

  it('keeps a file by its key, answers it with its type and size, and removes it', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 picture bytes');
    await storage.put('uploads/avatars/7-ab.webp', bytes, 'image/webp');
    const file = await storage.get('uploads/avatars/7-ab.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: bytes.length });
    expect(file && (await bytesOf(file.body))).toEqual(bytes);

    await storage.remove('uploads/avatars/7-ab.webp');
    expect(await storage.get('uploads/avatars/7-ab.webp')).toBeUndefined();
    // Removing what is not there is no error.
    await storage.remove('uploads/avatars/7-ab.webp');
  });

  it('answers nothing for a key it does not hold', async () => {
    expect(await storage.get('uploads/avatars/none.webp')).toBeUndefined();
  });
});

describe('uploadKeyOf', () => {
  it('finds the key of an uploaded picture, never of a seed picture or a path out of its folder', () => {
    expect(uploadKeyOf('/media/uploads/avatars/7-ab.webp')).toBe('uploads/avatars/7-ab.webp');
    expect(uploadKeyOf('/media/avatars/seed-1.webp')).toBeUndefined();
    expect(uploadKeyOf('/media/uploads/../pglite/x')).toBeUndefined();
    expect(uploadKeyOf('/media/uploads//x.webp')).toBeUndefined();
    expect(uploadKeyOf(null)).toBeUndefined();
  });
});
