import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestContext } from '../helpers/app.ts';
import { writeWebBuild } from './fake-web-build.ts';

/** A server build that renders every page, with a number that tells one render from another. */
const SERVER_BUILD = `export async function renderPage(url, lang) {
  const calls = (globalThis.invalidationRenderCalls ??= []);
  calls.push(url);
  return { html: '<main>' + url + ' render ' + calls.length + '</main>', state: { lang } };
}`;

const renderCalls = (url: string): number =>
  ((globalThis as { invalidationRenderCalls?: string[] }).invalidationRenderCalls ?? []).filter(
    (called) => called === url,
  ).length;

/** The folder of that build, written before the file's tests and removed after them. */
export function renderCountingBuild(): { dir: string } {
  const build = { dir: '' };
  beforeAll(() => {
    build.dir = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
    writeWebBuild(build.dir, SERVER_BUILD);
  });
  afterAll(() => {
    rmSync(build.dir, { recursive: true, force: true });
  });
  return build;
}

export const page = (on: TestContext, url: string) =>
  on.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** How many more times each page was rendered while `change` ran and the pages were asked again. */
export async function rendersAfter(
  on: TestContext,
  urls: string[],
  change: () => Promise<unknown>,
): Promise<Record<string, number>> {
  for (const url of urls) expect((await page(on, url)).statusCode, url).toBe(200);
  const before = urls.map(renderCalls);
  await change();
  for (const url of urls) await page(on, url);
  return Object.fromEntries(urls.map((url, i) => [url, renderCalls(url) - (before[i] ?? 0)]));
}
