// The real server serving the built web app on its own seeded PGlite database, as the browser
// benchmarks (Lighthouse, main thread) measure it; and the Chromium they drive.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Debian's Chromium (`CHROME_PATH` to choose another), never a downloaded browser. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type WebServer = { base: string; stop: () => Promise<void> };

/**
 * Starts the server on `port` with the built web app (`webDist`, else `WEB_DIST`, else
 * apps/web/dist; refused when it is not built) on `dataDir`, or on a fresh temporary folder
 * (seeded by the first start, removed by `stop`).
 */
export async function startWebServer(options: {
  port: string;
  name: string;
  dataDir?: string | undefined;
  webDist?: string | undefined;
}): Promise<WebServer> {
  const webDist = path.resolve(
    options.webDist ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
  );
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`no built web app in ${webDist}: run npm run build first`);
  }
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), `souq-${options.name}-`));
  const server = await startServer(options.port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST: webDist,
  });
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
