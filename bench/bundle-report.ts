// Gzipped size of the JavaScript each page type loads at start, as the server preloads it
// (apps/api plugins/web): the entry and the chunks it imports, the chunks the entry imports
// next (main.tsx's boot), and the page's route module with its chunks. Chunks loaded later
// (another route, a dialog, the map) are not counted. Run `npm run build` first; exits non-zero
// when a page type is over the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, Chunk>;

/** The page types and their route modules (apps/web routes.tsx, apps/api page-plans.ts). */
const ROUTES: Record<string, string> = {
  home: 'src/features/home/index.ts',
  category: 'src/features/category-page/index.ts',
  ad: 'src/features/ad-detail/index.ts',
  'jobs, job': 'src/features/jobs/index.ts',
  store: 'src/features/store/index.ts',
  user: 'src/features/user-profile/index.ts',
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

const start = files('index.html');
for (const key of manifest['index.html']?.dynamicImports ?? []) files(key, start);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (list: Iterable<string>) =>
  [...list].reduce((total, file) => total + gzipSize(file), 0);

console.log(`the app's start (entry and boot chunks): ${kb(sum(start))} KB gzipped`);
for (const file of start) console.log(`  ${file.padEnd(44)} ${kb(gzipSize(file)).padStart(7)} KB`);
let over = false;
console.log(
  `\npage type    route chunks KB  first-load JS KB gzipped (budget ${String(BUDGET_KB)})`,
);
for (const [name, module] of Object.entries(ROUTES)) {
  const route = [...files(module)].filter((file) => !start.has(file));
  const total = sum(start) + sum(route);
  const ok = total / 1024 <= BUDGET_KB;
  if (!ok) over = true;
  console.log(
    `${name.padEnd(12)} ${kb(sum(route)).padStart(15)} ${kb(total).padStart(17)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (over) process.exitCode = 1;
