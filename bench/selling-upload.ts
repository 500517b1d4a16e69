// Selling over a slow network (issue 17): the time from choosing 12 phone photos in the post
// form to the published ad, in Chromium at 390 px with DevTools' "Fast 3G" network emulation
// (562.5 ms latency, 1.44 Mb/s down, 675 kb/s up). Starts the real server (a fresh seeded PGlite
// database, the built web app), signs in as the demo account, fills the form of a used car, then
// times: choose 12 photos of 12 megapixels (about 4 MB each) → every upload done (the browser
// scales each to 2,048 px first) → preview → publish → the ad's page. Prints each run, the
// median, and the bytes the pictures took on the wire.
// Usage: npm run bench:selling-upload [-- --runs 2 --port 3293]
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROME_FLAGS, CHROME_PATH, startWebServer } from './support/web-server.ts';
import { machine, median } from './support/stats.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '2' }, port: { type: 'string', default: '3293' } },
});
const RUNS = Number(values.runs);
const PICTURES = 12;
/** DevTools' "Fast 3G" (Puppeteer's PredefinedNetworkConditions). */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

/** A 12 MP photo-like JPEG (a gradient with some grain, as phones write them), unlike the others. */
async function phonePhoto(seed: number, folder: string): Promise<string> {
  const [width, height] = [4000, 3000];
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 8 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const hue = (seed * 47) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}">` +
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${String(hue)},60%,40%)"/>` +
      `<stop offset="1" stop-color="hsl(${String((hue + 120) % 360)},70%,70%)"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${String(800 + seed * 200)}" cy="1500" r="700" fill="#fff8"/></svg>`,
  );
  const file = path.join(folder, `photo-${String(seed)}.jpg`);
  const bytes = await sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(file, bytes);
  return file;
}

async function fillCarForm(page: Page, run: number) {
  const main = page.getByRole('main');
  await page.getByRole('searchbox', { name: 'Find a category' }).fill('used car');
  await page
    .getByRole('list', { name: 'Matching categories' })
    .getByRole('button', { name: /Used Cars/ })
    .first()
    .click();
  await main.getByLabel(/^Vehicle Condition/).selectOption({ label: 'Used' });
  await main.getByLabel(/^Make/).selectOption({ index: 3 });
  await main
    .getByLabel(/^Title/)
    .fill(`Family car in good condition, run ${String(run)} ${String(Date.now())}`);
  await main.getByLabel(/^Price in S.P/).fill('85000000');
  await main.getByLabel(/^City/).selectOption({ index: 1 });
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'souq-upload-bench-'));
const photos = await Promise.all(
  Array.from({ length: PICTURES * RUNS }, (_, i) => phonePhoto(i, folder)),
);
const server = await startWebServer({ port: values.port, name: 'selling-upload' });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const times: number[] = [];
let wireBytes = 0;
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.base,
    });
    const page = await context.newPage();
    const login = await page.request.post('/api/login', {
      data: { userName: 'demo', password: 'demo12345' },
    });
    if (!login.ok()) throw new Error(`login failed: ${String(login.status())}`);
    await page.goto('/en/post');
    await fillCarForm(page, run).catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(folder, 'failed.png') });
      throw new Error(`the post form did not open at ${page.url()} (see ${folder}/failed.png)`, {
        cause: error,
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const uploads: Promise<number>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/selling/pictures') {
        // The body is a Blob, which Playwright cannot read: its length is in the headers sent.
        uploads.push(
          request.allHeaders().then((headers) => Number(headers['content-length'] ?? 0)),
        );
      }
    });

    const started = performance.now();
    await page
      .locator('input[type="file"][multiple]')
      .setInputFiles(photos.slice(run * PICTURES, (run + 1) * PICTURES));
    const main = page.getByRole('main');
    await main
      .getByRole('listitem', { name: `Picture ${String(PICTURES)} of ${String(PICTURES)}` })
      .waitFor();
    await main.getByRole('progressbar').first().waitFor({ state: 'detached', timeout: 600_000 });
    await main.getByRole('button', { name: 'Preview the ad' }).click();
    await main.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL(/\/en\/ad\/\d+$/, { timeout: 120_000 });
    const elapsed = performance.now() - started;
    times.push(elapsed);
    const sizes = await Promise.all(uploads);
    const sent = sizes.reduce((sum, size) => sum + size, 0);
    wireBytes = sent;
    console.log(
      `run ${String(run + 1)}: ${(elapsed / 1000).toFixed(1)} s, ${String(sizes.length)} pictures, ${(sent / 1024).toFixed(0)} KB sent (${(sent / sizes.length / 1024).toFixed(0)} KB each)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\n${machine()}`);
console.log(
  `12 phone photos to a published ad over Fast 3G: median ${(median(times) / 1000).toFixed(1)} s; the pictures took ${(wireBytes / 1024).toFixed(0)} KB on the wire (the photos were ${String(PICTURES)} × about 4 MB)`,
);
