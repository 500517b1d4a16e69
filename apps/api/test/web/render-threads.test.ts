import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { writeWebBuild } from './fake-web-build.ts';

/**
 * A server build whose `renderTask` (what a render thread runs) tells the thread it ran in and
 * what it was given, and fails on an ad page.
 */
const SERVER_BUILD = `import { threadId } from 'node:worker_threads';
export async function renderTask({ url, lang, answers, missing, gone }) {
  if (url.includes('/ad/')) throw new Error('render failed');
  const given = JSON.stringify({ thread: threadId, lang, calls: [...answers.keys()], missing, gone });
  return { html: '<main id="given">' + given + '</main>', state: { page: url } };
}`;

type Given = { thread: number; lang: string; calls: string[]; missing: string[]; gone: string[] };

let t: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  writeWebBuild(webDist, SERVER_BUILD);
  t = await createTestApp({ webDist, renderThreads: 1 });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(url: string, status = 200) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(status);
  return res.body;
}

function givenIn(html: string): Given | undefined {
  const match = /<main id="given">(.*?)<\/main>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Given) : undefined;
}

describe('pages rendered in a render thread', () => {
  it("are rendered outside the server's thread, each from its own answers and language", async () => {
    const [arabic, english] = await Promise.all([page('/ar/category/8'), page('/en')]);
    const arabicGiven = givenIn(arabic);
    const englishGiven = givenIn(english);
    expect(arabicGiven?.thread).toBeDefined();
    expect(arabicGiven?.thread).not.toBe(threadId);
    expect(arabicGiven?.lang).toBe('ar');
    expect(arabicGiven?.calls.some((call) => call.includes('category_id=8'))).toBe(true);
    expect(englishGiven?.lang).toBe('en');
    expect(englishGiven?.calls).not.toEqual(arabicGiven?.calls);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
  });

  it('pass on the calls that found nothing', async () => {
    const html = await page('/en/category/999999', 404);
    expect(givenIn(html)?.missing.length).toBeGreaterThan(0);
  });

  it('are left to the browser when the render fails in its thread', async () => {
    const html = await page('/en/ad/9');
    expect(givenIn(html)).toBeUndefined();
    expect(html).toContain('<div id="root">');
  });
});

describe('a server build that fails to load in its thread', () => {
  let broken: TestContext;
  let brokenDist: string;

  beforeAll(async () => {
    brokenDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
    writeWebBuild(brokenDist, `throw new Error('the build cannot load');`);
    broken = await createTestApp({ webDist: brokenDist, renderThreads: 1 });
  });
  afterAll(async () => {
    await broken.close();
    rmSync(brokenDist, { recursive: true, force: true });
  });

  it('leaves pages to the browser instead of keeping them waiting', async () => {
    const res = await broken.app.inject({
      method: 'GET',
      url: '/en',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(givenIn(res.body)).toBeUndefined();
  });
});
