import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PagePlans } from '@souq/contracts';

const WEB = path.resolve(import.meta.dirname, '../../../web');

/** The web app's page plans, from its page folders (its server build's entry-pages.js). */
export const APP_PAGES = path.join(WEB, 'src/entry-pages.ts');

/**
 * The same with one more page folder, which the app does not have (apps/web
 * test/fixtures/pages): a page added by its folder alone.
 */
export const PAGES_WITH_FIXTURE = path.join(WEB, 'test/fixtures/pages/with-fixture-page.ts');

/** Each module of plans, as the server loads it (Vite's transform makes its page folders). */
const plans = new Map<string, PagePlans>();
for (const file of [APP_PAGES, PAGES_WITH_FIXTURE]) {
  plans.set(file, (await import(file)) as PagePlans);
}

/** The cards chunk, which the fake build's home, ad, jobs and job chunks import. */
const CARD_USERS = new Set(['home', 'ad', 'jobs', 'job']);

/**
 * Vite's manifest of a build of those pages: the entry, what it imports next, the texts, and a
 * chunk per page folder's route module, named by its first path (`ad/:adId` → `ad-1.js`).
 */
function manifestOf(pages: PagePlans) {
  const routes = Object.fromEntries(
    pages.pageModules.map(({ module, paths }) => {
      const name = paths[0]?.split('/')[0] || 'home';
      const chunk = {
        file: `assets/${name}-1.js`,
        ...(CARD_USERS.has(name) && { imports: ['_card-1.js'] }),
      };
      return [module, chunk];
    }),
  );
  return {
    'index.html': {
      file: 'assets/index-1.js',
      imports: ['_shared-1.js'],
      dynamicImports: ['src/app/start.tsx'],
    },
    'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_shared-1.js'] },
    'src/locales/ar.json': { file: 'assets/ar-1.js' },
    'src/locales/en.json': { file: 'assets/en-1.js' },
    ...routes,
  };
}

/**
 * A minimal web build in `dir`: index.html linking the entry chunk and stylesheet, Vite's
 * manifest, and a server build whose `renderPage` has the given source (an ES module body) and
 * whose page plans are those of `pages` (the app's, by default).
 */
export function writeWebBuild(dir: string, serverBuild: string, pages = APP_PAGES) {
  const pagePlans = plans.get(pages);
  if (!pagePlans) throw new Error(`no page plans at ${pages}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head>' +
      '<meta name="description" content="Souq: both languages" /><title>Souq</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '</head><body><div id="root"><!-- app-shell: x --><p>shell</p><!-- /app-shell --></div>' +
      '</body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-1.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifestOf(pagePlans)));
  mkdirSync(path.join(dir, '.ssr'));
  writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), serverBuild);
  writeFileSync(
    path.join(dir, '.ssr', 'entry-pages.js'),
    `export * from ${JSON.stringify(pages)};\n`,
  );
}
