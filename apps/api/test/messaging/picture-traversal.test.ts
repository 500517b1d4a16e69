import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { startObjectStorage } from '../helpers/s3.ts';
import { photo } from '../selling/selling-client.ts';
import { newConversation } from './conversations-client.ts';

/**
 * Issue 41, item 4: `curl --path-as-is /media/uploads/../private/chat/…` served a chat picture to
 * anyone (cached publicly for a week). Injected requests have their path normalised on the way
 * in, so these go over a real socket, exactly as written.
 */
let t: TestContext;
let mediaDir: string;
let privateMediaDir: string;
let origin: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-traversal-media-'));
  privateMediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-traversal-private-'));
  t = await createTestApp({ mediaDir, privateMediaDir });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(privateMediaDir, { recursive: true, force: true });
});

/** GETs `rawPath` without any normalisation of its dots, slashes or escapes. */
function getAsIs(
  rawPath: string,
  at = origin,
): Promise<{ status: number; cacheControl: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${at}/`, { path: rawPath }, (res) => {
      res.resume();
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'] });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every file under `folder`, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

async function sentPicture(on = t): Promise<{ conversationId: number; file: string }> {
  const { buyer, id: conversationId } = await newConversation(on);
  const sent = await on.app.inject({
    method: 'POST',
    url: `/api/conversations/${String(conversationId)}/pictures`,
    headers: { ...buyer.headers, 'content-type': 'image/jpeg' },
    payload: await photo(411),
  });
  expect(sent.statusCode).toBe(201);
  const src = sent.json<{ data: ChatMessage }>().data.picture?.src ?? '';
  return { conversationId, file: src.split('/').at(-1) ?? '' };
}

/** The ways of writing a chat picture's path at `/media/` that reach it, were it served. */
function traversals(rest: string): string[] {
  return [
    `/media/private/${rest}`,
    `/media/uploads/../private/${rest}`,
    `/media/uploads/ads/../../private/${rest}`,
    `/media/./private/${rest}`,
    `/media//private/${rest}`,
    `/media/uploads/%2e%2e/private/${rest}`,
    `/media/uploads/%2E%2E/private/${rest}`,
    `/media/uploads/.%2e/private/${rest}`,
    `/media/uploads%2f..%2fprivate/${rest}`,
    `/media/uploads/..%2fprivate/${rest}`,
    `/media/uploads/..%5cprivate/${rest}`,
    `/media/uploads/%252e%252e/private/${rest}`,
    `/media/uploads/%25%32%65%25%32%65/private/${rest}`,
    `/media/%70rivate/${rest}`,
  ];
}

describe('a chat picture at /media/', () => {
  it('is kept out of the public media folder', async () => {
    const { conversationId, file } = await sentPicture();
    expect((await filesUnder(mediaDir)).filter((name) => name.includes('chat'))).toEqual([]);
    expect(await filesUnder(privateMediaDir)).toContain(
      path.join('chat', String(conversationId), file),
    );
  });

  it('is served to no one, whatever dots, slashes and escapes its path is written with', async () => {
    const { conversationId, file } = await sentPicture();
    const rest = `chat/${String(conversationId)}/${file}`;
    const variants = [
      ...traversals(rest),
      `/media/uploads/../../private-media/${rest}`,
      `/media/../${path.basename(privateMediaDir)}/${rest}`,
    ];
    for (const variant of variants) {
      const answer = await getAsIs(variant);
      expect([variant, answer.status]).toEqual([variant, 404]);
      expect(answer.cacheControl ?? '').not.toContain('public');
    }
  });

  it('leaves the public pictures served as before', async () => {
    await mkdir(path.join(mediaDir, 'uploads', 'ads'), { recursive: true });
    await writeFile(path.join(mediaDir, 'uploads', 'ads', 'public-320.webp'), 'picture');
    expect(await getAsIs('/media/uploads/ads/public-320.webp')).toEqual({
      status: 200,
      cacheControl: 'public, max-age=604800',
    });
    expect((await getAsIs('/media/uploads/ads/../ads/public-320.webp')).status).toBe(404);
  });
});

describe('a chat picture in object storage', () => {
  let s3: Awaited<ReturnType<typeof startObjectStorage>>;
  let onS3: TestContext;
  let s3Origin: string;
  beforeAll(async () => {
    s3 = await startObjectStorage();
    onS3 = await createTestApp({ storage: s3.storage, mediaDir: '/nonexistent' });
    await onS3.app.listen({ host: '127.0.0.1', port: 0 });
    s3Origin = `http://127.0.0.1:${String((onS3.app.server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await onS3.close();
    await s3.close();
  });

  it('is served to no one at /media/, and the uploads are served as before', async () => {
    const { conversationId, file } = await sentPicture(onS3);
    for (const variant of traversals(`chat/${String(conversationId)}/${file}`)) {
      expect([variant, (await getAsIs(variant, s3Origin)).status]).toEqual([variant, 404]);
    }
    await s3.storage.put('uploads/ads/public-320.webp', Buffer.from('picture'), 'image/webp');
    expect((await getAsIs('/media/uploads/ads/public-320.webp', s3Origin)).status).toBe(200);
    expect((await getAsIs('/media/uploads/ads/%70ublic-320.webp', s3Origin)).status).toBe(200);
    expect((await getAsIs('/media/uploads/ads/../ads/public-320.webp', s3Origin)).status).toBe(404);
  });
});
