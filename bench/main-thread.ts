// Main-thread benchmark: what a visitor on a mid-range phone waits for. Starts the real server
// (its own process, a fresh seeded PGlite database in a temporary DATA_DIR, the built web app)
// and opens each public page type (home, category, ad, jobs list, job, store, user page) in
// Arabic and English in Chromium at 390 px with the CPU slowed to our reference phone's speed
// (bench/support/phone-rate.ts: measured on this machine at the start; `--cpu-rate` to give one),
// a fresh browser context per run. For each run it reads, from the page's own performance timeline:
// - the longest task and the blocking time (the sum of each task's time over 50 ms) from the
//   navigation until 3 s after the load event;
// - the time from a tap on the page's first control (the language switch; the filter button on
//   a category, the like button on an ad) to the next paint (Event Timing, as INP measures it).
// A run counts only if the page came alive (hydrated or rendered: the app's ALIVE_MARK)
// inside that window. Prints the median of --runs runs of each page and exits non-zero when a
// target is missed: no task over 200 ms, blocking time at most 300 ms, tap to paint at most 200 ms.
// Usage: npm run bench:main-thread [-- --runs 3 --port 3291 --only /ar/ad]
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { ALIVE_MARK, type Lang } from '@souq/contracts';
import { describePhoneRate, phonePage, phoneRateOf } from './support/phone-rate.ts';
import { isAskedFor, publicPages, type PageName } from './support/public-pages.ts';
import { CHROME_FLAGS, CHROME_PATH, startWebServer } from './support/web-server.ts';
import { machine, median } from './support/stats.ts';
import { atMost, printTargets, type Target } from './support/targets.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3291' },
    category: { type: 'string', default: '8' },
    /** Reuse (and seed on first use) this data folder instead of a fresh temporary one. */
    'data-dir': { type: 'string' },
    /** The built web app; `WEB_DIST` or apps/web/dist by default. */
    'web-dist': { type: 'string' },
    /** Only the pages whose path contains this text (e.g. `/ar/ad`). */
    only: { type: 'string' },
    /** Also list each run's long tasks. */
    detail: { type: 'boolean', default: false },
    /** The CPU slowdown; by default the one that makes this machine the reference phone. */
    'cpu-rate': { type: 'string' },
  },
});
const phone = await phoneRateOf(values['cpu-rate']);
const WINDOW_AFTER_LOAD_MS = 3000;
const TARGET = { longestTask: 200, blocking: 300, tapToPaint: 200 };
/** Event Timing reports only interactions at least this long; a shorter one counts as this. */
const EVENT_THRESHOLD_MS = 16;

const server = await startWebServer({
  port: values.port,
  name: 'main-thread',
  dataDir: values['data-dir'],
  webDist: values['web-dist'],
});

/** The control a visitor taps first on each page type. */
const languageSwitch = (page: Page) => page.locator('header a[hreflang]');
const TEXTS = {
  filters: { ar: 'الفلاتر', en: 'Filters' },
  like: { ar: 'إعجاب', en: 'Like' },
} as const;
const CONTROLS: Record<PageName, (page: Page, lang: Lang) => Locator> = {
  home: languageSwitch,
  category: (page, lang) =>
    page.getByRole('main').getByRole('button', { name: TEXTS.filters[lang] }),
  ad: (page, lang) => page.getByRole('main').getByRole('button', { name: TEXTS.like[lang] }),
  jobs: languageSwitch,
  job: languageSwitch,
  store: languageSwitch,
  user: languageSwitch,
  search: languageSwitch,
};

// Runs in the page before its own scripts: records long tasks and interactions.
const OBSERVE = `
  window.__bench = { tasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__bench.events.push([e.name, e.startTime, e.duration]);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: ${String(EVENT_THRESHOLD_MS)} });
`;

type Bench = {
  tasks: [number, number][];
  events: [string, number, number][];
  /** When the app set its ALIVE_MARK (hydrated or rendered its first page), if it has. */
  aliveAt: number | null;
};
type Figures = { longestTask: number; blocking: number; tapToPaint: number; aliveAt: number };

async function openPage(browser: Browser, url: string): Promise<Page> {
  const { page } = await phonePage(browser, phone.rate);
  await page.addInitScript(OBSERVE);
  const response = await page.goto(url, { waitUntil: 'load' });
  // A 503 (the server shedding load) is a page that reloads itself: say so, not that the page
  // went away mid-measure.
  if (response?.status() !== 200) {
    throw new Error(`${url}: the server answered ${String(response?.status())}`);
  }
  return page;
}

async function measure(
  browser: Browser,
  url: string,
  control: (page: Page) => Locator,
): Promise<Figures> {
  const page = await openPage(browser, url);
  try {
    // The window: from the navigation until 3 s after the load event.
    const windowEnd = await page.evaluate<number>(`(async () => {
      const end = performance.getEntriesByType('navigation')[0].loadEventEnd + ${String(WINDOW_AFTER_LOAD_MS)};
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - performance.now())));
      return end;
    })()`);
    const seen = await page.evaluate<Bench>(
      `({ ...window.__bench, aliveAt: performance.getEntriesByName('${ALIVE_MARK}')[0]?.startTime ?? null })`,
    );
    if (seen.aliveAt === null || seen.aliveAt > windowEnd) {
      throw new Error(
        `${url}: the app did not come alive within ${String(WINDOW_AFTER_LOAD_MS)} ms of the load event`,
      );
    }
    const inWindow = seen.tasks.filter(([start]) => start < windowEnd);
    const longestTask = Math.max(0, ...inWindow.map(([, duration]) => duration));
    const blocking = inWindow.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

    const tappedAt = await page.evaluate<number>('performance.now()');
    await control(page).first().tap();
    // Event Timing reports each event of the tap (pointerdown, pointerup, click) after the paint
    // that follows it: the click, whose handlers do the work, comes last, so the wait is for it.
    // An event shorter than the threshold is not reported at all, so the wait ends after a
    // second with what was reported (the threshold when nothing was).
    const tapToPaint = await page.evaluate<number>(`new Promise((resolve) => {
      const deadline = performance.now() + 1000;
      const look = () => {
        const taps = window.__bench.events.filter(([, start]) => start >= ${String(tappedAt)});
        const longest = Math.max(${String(EVENT_THRESHOLD_MS)}, ...taps.map(([, , duration]) => duration));
        if (taps.some(([name]) => name === 'click') || performance.now() > deadline) resolve(longest);
        else requestAnimationFrame(() => setTimeout(look, 50));
      };
      look();
    })`);
    if (values.detail) {
      const list = inWindow
        .filter(([, duration]) => duration > 50)
        .map(([start, duration]) => `${duration.toFixed(0)}@${start.toFixed(0)}`)
        .join(' ');
      console.log(`    ${url}: alive at ${seen.aliveAt.toFixed(0)} ms; tasks ${list}`);
    }
    return { longestTask, blocking, tapToPaint, aliveAt: seen.aliveAt };
  } finally {
    await page.context().close();
  }
}

const targets: Target[] = [];
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  const runs = Number(values.runs);
  console.log(
    `Main thread at 390 px, ${describePhoneRate(phone)}, median of ${String(runs)} runs; ${machine()}`,
  );
  console.log(
    'page                      longest task ms  blocking ms  tap to paint ms  alive at ms',
  );
  for (const type of await publicPages(server.base, values.category)) {
    for (const lang of ['ar', 'en'] as const) {
      const pagePath = type.path(lang);
      if (!isAskedFor(pagePath, values.only)) continue;
      const results: Figures[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(
          await measure(browser, `${server.base}${pagePath}`, (page) =>
            CONTROLS[type.name](page, lang),
          ),
        );
      }
      const m = (key: keyof Figures) => median(results.map((r) => r[key]));
      console.log(
        `${pagePath.padEnd(26)}${m('longestTask').toFixed(0).padStart(15)}${m('blocking').toFixed(0).padStart(13)}` +
          `${m('tapToPaint').toFixed(0).padStart(17)}${m('aliveAt').toFixed(0).padStart(13)}`,
      );
      targets.push(
        atMost(`${pagePath}: longest task`, m('longestTask'), TARGET.longestTask, 'ms'),
        atMost(`${pagePath}: blocking time`, m('blocking'), TARGET.blocking, 'ms'),
        atMost(`${pagePath}: tap to paint`, m('tapToPaint'), TARGET.tapToPaint, 'ms'),
      );
    }
  }
  console.log('\ntargets');
  if (!printTargets(targets)) process.exitCode = 1;
  console.log(`now ${machine()}`);
} finally {
  await browser.close();
  await server.stop();
}
