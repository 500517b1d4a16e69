// Memory a cached page holds (issue 46: memory per process): the real server (its own process, a
// fresh seeded PGlite folder, the built web app) renders every public page type in Arabic and
// English; each page is then kept here as the page cache keeps it (`BuiltPage`, sent once
// compressed with Brotli and once with gzip, as browsers and a CDN ask), and the memory the kept
// pages hold, after a full garbage collection, is divided among them. Prints the average page's
// size and memory by language, and what the cache holds at its size (`MAX_PAGES`) of such pages.
// Usage: npm run build && npm run bench:page-memory [-- --copies 20 --port 3293]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { LANGUAGES, type Lang } from '@souq/contracts';
import { BuiltPage, MAX_PAGES } from '../apps/api/src/plugins/web/page-cache.ts';
import { publicPages } from './support/public-pages.ts';
import { startServer, stopAllServers, stopServersOnInterrupt } from './support/server.ts';

const { values } = parseArgs({
  options: {
    /** Each page is kept this many times (as that many different pages of its size). */
    copies: { type: 'string', default: '20' },
    port: { type: 'string', default: '3293' },
  },
});
const copies = Number(values.copies);

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const held = () => {
  collect();
  collect();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souq-page-memory-'));
stopServersOnInterrupt(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The memory each page holds once kept, `copies` different pages of each. */
async function heldPerPage(html: readonly string[]): Promise<number> {
  const before = held();
  const kept: BuiltPage[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const page of html) {
      // A different page each time, as the cache holds different pages.
      const built = new BuiltPage(page.replace('</html>', `<!--${String(copy)}--></html>`), true);
      await built.body('br');
      await built.body('gzip');
      kept.push(built);
    }
  }
  return (held() - before) / kept.length;
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const kb = (bytes: number) => (bytes / 1e3).toFixed(0);

try {
  const server = await startServer(values.port, { DATA_DIR: dataDir });
  const types = await publicPages(server.base, '8');
  console.log(
    `Page cache memory: ${String(types.length)} page types, each kept ${String(copies)} times, sent in br and gzip`,
  );
  console.log('lang   page KB (UTF-8)   held KB a page   the cache full (MB)');
  for (const lang of LANGUAGES as readonly Lang[]) {
    const html = await Promise.all(
      types.map(async (type) => {
        const res = await fetch(`${server.base}${type.path(lang)}`);
        if (!res.ok) throw new Error(`${type.path(lang)}: ${String(res.status)}`);
        return res.text();
      }),
    );
    const perPage = await heldPerPage(html);
    const size = html.reduce((sum, page) => sum + Buffer.byteLength(page), 0) / html.length;
    console.log(
      `${lang.padEnd(6)} ${kb(size).padStart(15)} ${kb(perPage).padStart(16)} ${mb(perPage * MAX_PAGES).padStart(21)}`,
    );
  }
} finally {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
}
