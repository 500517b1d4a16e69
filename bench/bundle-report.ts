// Gzipped size of the JavaScript each page type loads at start, as the server preloads it
// (apps/api plugins/web): the entry and the chunks it imports, the chunks the entry imports
// next (main.tsx's boot), the texts of the page's language, and the page's route module with
// its chunks. Chunks loaded later
// (another route, a dialog, the map) are not counted. Run `npm run build` first; exits non-zero
// when a page type is over its budget (issue 44: 120 KB for the ad page, 150 KB for the others).
// Also the bytes a browser that takes Brotli is sent: the build's `.br` files (apps/web
// vite.config.ts), or Brotli at its best quality where a build has none.
// `WEB_DIST` measures another build than apps/web/dist.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
/** The page most visits land on, from search engines and shared links, has a smaller budget. */
const AD_PAGE_BUDGET_KB = 120;
const dist = path.resolve(
  process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'),
);

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, Chunk>;

/** The page types and their route modules (apps/web: each page folder's index.ts). */
const ROUTES: Record<string, string> = {
  home: 'src/features/home/index.ts',
  category: 'src/features/category-page/index.ts',
  ad: 'src/features/ad-detail/index.ts',
  jobs: 'src/features/jobs/list/index.ts',
  job: 'src/features/jobs/detail/index.ts',
  store: 'src/features/sellers/store/index.ts',
  user: 'src/features/sellers/user/index.ts',
  search: 'src/features/search/page/index.ts',
};

function files(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) files(imported, into);
  return into;
}

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

const brotlied = new Map<string, number>();
function brotliSize(file: string): number {
  let size = brotlied.get(file);
  if (size === undefined) {
    const compressed = path.join(dist, `${file}.br`);
    size = existsSync(compressed)
      ? statSync(compressed).size
      : brotliCompressSync(readFileSync(path.join(dist, file)), {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length;
    brotlied.set(file, size);
  }
  return size;
}

const start = files('index.html');
for (const key of manifest['index.html']?.dynamicImports ?? []) files(key, start);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (list: Iterable<string>, size = gzipSize) =>
  [...list].reduce((total, file) => total + size(file), 0);

/** Each language's texts, a chunk of their own: a page loads its language's (page-html.ts). */
const texts = (lang: 'ar' | 'en', size = gzipSize) => sum(files(`src/locales/${lang}.json`), size);

console.log(`the app's start (entry and boot chunks): ${kb(sum(start))} KB gzipped`);
for (const file of start) console.log(`  ${file.padEnd(44)} ${kb(gzipSize(file)).padStart(7)} KB`);
console.log(`the texts: ar ${kb(texts('ar'))} KB, en ${kb(texts('en'))} KB`);
let over = false;
console.log(
  `\npage type  route chunks KB  first-load JS KB gzipped, ar / en (budget ${String(BUDGET_KB)}, the ad page ${String(AD_PAGE_BUDGET_KB)})  files  sent as Brotli KB, ar`,
);
for (const [name, module] of Object.entries(ROUTES)) {
  const route = [...files(module)].filter((file) => !start.has(file));
  const [ar, en] = (['ar', 'en'] as const).map((lang) => sum(start) + sum(route) + texts(lang));
  const sent = sum(start, brotliSize) + sum(route, brotliSize) + texts('ar', brotliSize);
  const budget = name === 'ad' ? AD_PAGE_BUDGET_KB : BUDGET_KB;
  const ok = Math.max(ar ?? 0, en ?? 0) / 1024 <= budget;
  if (!ok) over = true;
  console.log(
    `${name.padEnd(10)} ${kb(sum(route)).padStart(15)} ${kb(ar ?? 0).padStart(11)} / ${kb(en ?? 0)}  ${ok ? 'ok' : 'OVER BUDGET'}` +
      `  ${String(start.size + route.length + 1).padStart(5)}  ${kb(sent).padStart(8)}`,
  );
}
if (over) process.exitCode = 1;
