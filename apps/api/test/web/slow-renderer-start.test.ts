import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';

/** How the fixture's server build reports that its import started, and waits to finish. */
type ImportGate = { started: () => void; finished: Promise<void> };
declare global {
  var slowRendererImport: ImportGate | undefined;
}

/** A web build whose server renderer takes as long to import as the test wants. */
function writeSlowWebBuild(dir: string) {
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  mkdirSync(path.join(dir, '.ssr'));
  writeFileSync(
    path.join(dir, '.ssr', 'entry-server.js'),
    `globalThis.slowRendererImport.started();
    await globalThis.slowRendererImport.finished;
    export async function renderPage() { return null; }`,
  );
}

let webDist: string | undefined;
afterEach(() => {
  vi.useRealTimers();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

describe('start-up on a busy machine', () => {
  it('becomes ready when the server renderer takes longer to import than a plugin may', async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
    writeSlowWebBuild(webDist);
    let started!: () => void;
    const importStarted = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    globalThis.slowRendererImport = {
      started,
      finished: new Promise<void>((resolve) => (finish = resolve)),
    };
    // Never queried: starting up needs no database.
    const database = await openDatabase({ url: 'postgres://nobody@127.0.0.1:9/none' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const building = buildApp({
      database,
      webDist,
      mediaDir: os.tmpdir(),
      devOutbox: false,
      otpSecret: 'test-otp-secret',
    }).then(async (app) => {
      await app.ready();
      return app;
    });
    await importStarted;
    // Fastify gives each plugin 10 s to load by default: the import takes 30.
    await vi.advanceTimersByTimeAsync(30_000);
    finish();
    const app = await building;
    expect(app.hasRoute({ method: 'GET', url: '/en/*' })).toBe(true);
    await app.close();
    await database.close();
  });
});
