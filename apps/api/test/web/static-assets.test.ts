import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/** A script of the build with its `.br` and `.gz`, as apps/web vite.config.ts writes them. */
const SCRIPT = `export const words = ${JSON.stringify('souq '.repeat(400))};`;

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-static-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The installable app's (apps/web vite-plugins/installable-app, and vite-plugin-pwa's worker).
  writeFileSync(path.join(webDist, 'manifest.ar.webmanifest'), '{"lang":"ar"}');
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const script = path.join(webDist, 'assets', 'app-1.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  t = await createTestApp({ webDist });
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const fetchAsset = (url: string, acceptEncoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the build’s static files', () => {
  it('sends a script’s Brotli or gzip file as the browser accepts, or the script itself', async () => {
    const brotli = await fetchAsset('/assets/app-1.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.rawPayload).toEqual(brotliCompressSync(SCRIPT));

    const gzip = await fetchAsset('/assets/app-1.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(SCRIPT));

    const plain = await fetchAsset('/assets/app-1.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const reply of [brotli, gzip, plain]) expect(reply.headers.vary).toBe('accept-encoding');
  });

  it('keeps hashed files a year and has the browser ask again for the others', async () => {
    for (const encoding of ['br', 'identity']) {
      const hashed = await fetchAsset('/assets/app-1.js', encoding);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const icon = await fetchAsset('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the manifests as web app manifests, and the service worker to be checked each time', async () => {
    const manifest = await fetchAsset('/manifest.ar.webmanifest', 'br');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const worker = await fetchAsset('/sw.js', 'br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});
