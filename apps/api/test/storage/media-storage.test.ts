import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LocalMediaStorage,
  movePrivateFilesOut,
} from '../../src/shared/storage/local-media-storage.ts';
import { publicMediaKey } from '../../src/shared/storage/media-path.ts';
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
      const privateRoot = await mkdtemp(path.join(os.tmpdir(), 'souq-media-private-'));
      return {
        storage: new LocalMediaStorage(root, privateRoot),
        close: async () => {
          await rm(root, { recursive: true, force: true });
          await rm(privateRoot, { recursive: true, force: true });
        },
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

describe('private files on disk (issue 41)', () => {
  let root: string;
  let privateRoot: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'souq-media-'));
    privateRoot = `${root}-private`;
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(privateRoot, { recursive: true, force: true });
  });

  it('keeps private keys outside the served folder', async () => {
    const storage: MediaStorage = new LocalMediaStorage(root, privateRoot);
    await storage.put('private/chat/1/ab-320.webp', Buffer.from('picture'), 'image/webp');
    expect(existsSync(path.join(privateRoot, 'chat', '1', 'ab-320.webp'))).toBe(true);
    expect(existsSync(path.join(root, 'private'))).toBe(false);
    await expect(storage.get('private/../uploads/x.webp')).rejects.toThrow('not a media key');
  });

  it('moves the private files an older version kept in the served folder, once', async () => {
    await mkdir(path.join(root, 'private', 'chat', '2'), { recursive: true });
    await writeFile(path.join(root, 'private', 'chat', '2', 'cd-640.webp'), 'older picture');
    await movePrivateFilesOut(root, privateRoot);
    await movePrivateFilesOut(root, privateRoot);
    expect(existsSync(path.join(root, 'private'))).toBe(false);
    const storage = new LocalMediaStorage(root, privateRoot);
    const file = await storage.get('private/chat/2/cd-640.webp');
    expect(file && (await bytesOf(file.body)).toString()).toBe('older picture');
  });
});

describe('publicMediaKey', () => {
  it('names a key only for a path written the one plain way, never a private one', () => {
    expect(publicMediaKey('/uploads/ads/ab-640.webp')).toBe('uploads/ads/ab-640.webp');
    expect(publicMediaKey('/flags/sy.webp')).toBe('flags/sy.webp');
    for (const written of [
      '/private/chat/1/ab-640.webp',
      '/private',
      '/uploads/../private/chat/1/ab-640.webp',
      '/./uploads/ab.webp',
      '//uploads/ab.webp',
      '/uploads/%2e%2e/ab.webp',
      '/uploads%2f..%2fprivate/ab.webp',
      '/uploads/..\\private/ab.webp',
      '/uploads/ab.webp\0',
    ]) {
      expect(publicMediaKey(written), written).toBeUndefined();
    }
  });
});
