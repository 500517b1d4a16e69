// Gzipped size of the JavaScript the first page loads: the entry script and every chunk
// index.html preloads (lazy route chunks are not counted). Run `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1] ?? '');

let totalRaw = 0;
let totalGzip = 0;
for (const src of new Set(scripts)) {
  const code = readFileSync(path.join(dist, src));
  const gzip = gzipSync(code, { level: 9 }).length;
  totalRaw += code.length;
  totalGzip += gzip;
  console.log(
    `${src.padEnd(48)} ${(code.length / 1024).toFixed(1).padStart(8)} KB  ${(gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
  );
}
const totalKb = totalGzip / 1024;
console.log(
  `first-load JS: ${(totalRaw / 1024).toFixed(1)} KB raw, ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`,
);
if (totalKb > BUDGET_KB) {
  console.log('OVER BUDGET');
  process.exitCode = 1;
}
