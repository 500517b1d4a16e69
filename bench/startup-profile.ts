// Start-up profile (issue 44): what the main thread does from the navigation until the app comes
// alive, on every public page type in Arabic and English, at our reference phone's speed (bench/
// support/phone-rate.ts; `--cpu-rate` to give one). Starts the real server (its own process, a
// fresh seeded PGlite database unless --data-dir, the built web app), opens each page in Chromium
// at 390 px as bench:main-thread does, and records a Chrome trace (CDP `Tracing.start`, with V8's
// sampling CPU profile) from the navigation until one second after the app's ALIVE_MARK.
//
// Each moment of the page's main thread is given to one bucket: the innermost trace event that
// says what it is (style, layout, paint, parse HTML, GC, compiling a chunk) or, inside JavaScript,
// the code of the CPU profile's samples there (the top frame with a script, by npm package or app
// folder through the build's source maps, else by chunk). Code that runs while a module is being
// evaluated (its top level and what it calls) counts as that chunk's script evaluation, with its
// compilation. The browser's own work that no event names is given to what its task was posted
// for (loading a response, a frame's update, committing the navigation); `other` is what nothing
// explains (IPC, DevTools' own messages, time the thread did not run). Approximate: a sample is
// taken about every millisecond, and its time is shared among the samples of its span. Prints
// each long task (over 50 ms) with its start, duration and top buckets, the main thread's time
// until alive by bucket, and a table of every page by group.
//
// Source maps: the normal build has none, so the JavaScript is named by chunk. For packages and
// app folders, build a private copy with them (from apps/web):
//   npx vite build --sourcemap --outDir /tmp/prof-dist
//   npx vite build --ssr --outDir /tmp/prof-dist/.ssr
// and pass `--web-dist /tmp/prof-dist` (the server then serves the .map files too: a bench build).
// Usage: npm run bench:startup-profile [-- --runs 1 --port 3292 --only /ar/ad --web-dist DIR]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { ALIVE_MARK } from '@souq/contracts';
import type { SourceMapConsumer as Consumer } from 'source-map-js';
import { describePhoneRate, phonePage, phoneRateOf } from './support/phone-rate.ts';
import { isAskedFor, publicPages } from './support/public-pages.ts';
import { CHROME_FLAGS, CHROME_PATH, startWebServer } from './support/web-server.ts';
import { machine } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '3292' },
    category: { type: 'string', default: '8' },
    /** Reuse (and seed on first use) this data folder instead of a fresh temporary one. */
    'data-dir': { type: 'string' },
    /** The built web app; `WEB_DIST` or apps/web/dist by default. */
    'web-dist': { type: 'string' },
    /** Only the pages whose path contains this text (e.g. `/ar/ad`). */
    only: { type: 'string' },
    /** The CPU slowdown; by default the one that makes this machine the reference phone. */
    'cpu-rate': { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(
  values['web-dist'] ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
);
const LONG_TASK_MS = 50;
const AFTER_ALIVE_MS = 1000;
const ALIVE_TIMEOUT_MS = 120_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
  'loading',
  'toplevel',
  '__metadata',
];

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
};
type CallFrame = { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };
type ProfileChunkData = {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
};

// --- Who owns a piece of code: an npm package, an app folder, or else its chunk ---------------

/** The address of each chunk met, by name (for the legend of what the chunks hold). */
const chunkUrls = new Map<string, string>();

/** `client-CvPbDK57.js` → `client`: a chunk's file name without its content hash. */
function chunkOf(url: string): string {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? url;
  const chunk = file.replace(/-[\w-]{8}\.js$/, '');
  if (url.includes('/assets/')) chunkUrls.set(chunk, url);
  return chunk;
}

/** The npm package or the app folder of a source file named in a source map. */
function ownerOfSource(source: string): string {
  const parts = source.split('node_modules/');
  if (parts.length > 1) {
    const [first, second] = (parts.at(-1) ?? '').split('/');
    return first?.startsWith('@') ? `${first}/${second ?? ''}` : (first ?? source);
  }
  const app = /apps\/web\/src\/(.*)$/.exec(source)?.[1];
  if (app !== undefined) {
    const [folder, sub] = app.split('/');
    if (folder === 'features' || folder === 'shared') return `${folder}/${sub ?? ''}`;
    return folder === 'app' ? 'app' : app;
  }
  if (source.includes('packages/contracts/')) return '@souq/contracts';
  if (source.includes('preload-helper')) return 'vite preload helper';
  if (source.includes('rolldown:runtime')) return 'bundler runtime';
  return source;
}

type SourceMaps = {
  /** The owner of the code at a 0-based line and column of a chunk, or null when unmapped. */
  ownerAt: (url: string, line: number, column: number) => string | null;
  /** The packages or folders a chunk is mostly made of (by source size), for the legend. */
  contents: (url: string) => string | null;
};

/** The build's source maps through source-map-js (already installed with Vite), if both exist. */
async function loadSourceMaps(): Promise<SourceMaps | null> {
  const assets = path.join(webDist, 'assets');
  if (!existsSync(assets)) return null;
  let SourceMapConsumer: typeof Consumer;
  try {
    ({ SourceMapConsumer } = await import('source-map-js'));
  } catch {
    return null;
  }
  type Loaded = { consumer: Consumer; contents: string | null };
  const maps = new Map<string, Loaded | null>();
  const mapOf = (url: string): Loaded | null => {
    const file = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
    if (maps.has(file)) return maps.get(file) ?? null;
    const mapPath = path.join(assets, `${file}.map`);
    let loaded: Loaded | null = null;
    if (file.endsWith('.js') && existsSync(mapPath)) {
      const raw = JSON.parse(readFileSync(mapPath, 'utf8')) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      const sizes = new Map<string, number>();
      raw.sources.forEach((source, i) => {
        const owner = ownerOfSource(source);
        sizes.set(owner, (sizes.get(owner) ?? 0) + (raw.sourcesContent?.[i]?.length ?? 0));
      });
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      const contents = [...sizes]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 2)
        .filter(([, size]) => total > 0 && size / total >= 0.1)
        .map(([owner, size]) => `${owner} ${String(Math.round((size / total) * 100))}%`)
        .join(', ');
      loaded = {
        consumer: new SourceMapConsumer(raw as ConstructorParameters<typeof SourceMapConsumer>[0]),
        contents: contents || null,
      };
    }
    maps.set(file, loaded);
    return loaded;
  };
  const known = new Map<string, string | null>();
  return {
    ownerAt: (url, line, column) => {
      const key = `${url}:${String(line)}:${String(column)}`;
      if (!known.has(key)) {
        const source = mapOf(url)?.consumer.originalPositionFor({ line: line + 1, column }).source;
        known.set(key, source ? ownerOfSource(source) : null);
      }
      return known.get(key) ?? null;
    },
    contents: (url) => mapOf(url)?.contents ?? null,
  };
}

const sourceMaps = await loadSourceMaps();

/** Whose code a JavaScript frame is: its package or app folder, else its chunk's name. */
function ownerOf(frame: CallFrame): string {
  const url = frame.url ?? '';
  // The scripts of apps/web/public are served as they are, at the root.
  if (!url.includes('/assets/')) return `public/${chunkOf(url)}`;
  return (
    sourceMaps?.ownerAt(url, frame.lineNumber ?? 0, frame.columnNumber ?? 0) ??
    `chunk ${chunkOf(url)}`
  );
}

// --- What each trace event is ---------------------------------------------------------------

/**
 * A bucket decided by the event itself; `eval`, a script or module being evaluated (its code's
 * time counts as that chunk's evaluation); `js`, its time goes to the sampled code; `unless`, a
 * bucket for the time in which the samples show no JavaScript; or null, the event says nothing
 * (the one around it decides).
 */
type EventKind = { bucket: string } | { eval: string | null } | { unless: string } | 'js' | null;

const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']);
const LAYOUT = new Set([
  'Layout',
  'IntersectionObserverController::computeIntersections',
  'ResizeObserverController::DeliverObservations',
]);
const PAINT = new Set([
  'Paint',
  'PaintImage',
  'PrePaint',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'Decode Image',
  'ImageDecodeTask',
]);
const JS = new Set([
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunYieldContinuation',
  'v8.callFunction',
  'v8.run',
  'XHRReadyStateChange',
]);

function urlOf(event: TraceEvent): string | null {
  const url = event.args?.data?.url ?? event.args?.fileName;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * What a task is for, by where it was posted from (the trace's `src_file`): the work of the
 * browser's own code that no inner event names.
 */
const TASK_ORIGINS: [RegExp, string][] = [
  [/html\/parser\//, 'parse HTML'],
  [/\/loader\/|resource_load/, 'loading'],
  [/^cc\/|frame_widget|paint\/timing/, 'frame update'],
  [/core\/script\//, 'script loading'],
];

function kindOf(event: TraceEvent): EventKind {
  const { name } = event;
  if (name === 'ThreadControllerImpl::RunTask') {
    const from = event.args?.src_file;
    const origin =
      typeof from === 'string' ? TASK_ORIGINS.find(([test]) => test.test(from)) : undefined;
    return origin ? { unless: origin[1] } : null;
  }
  if (name.startsWith('DocumentLoader::') || name.startsWith('LocalWindowProxy::')) {
    return { unless: 'navigation commit' };
  }
  // The trace's own cost: V8's sampling profiler starting in the new page.
  if (name === 'CpuProfiler::StartProfiling') return { bucket: 'profiler start (bench)' };
  if (STYLE.has(name)) return { bucket: 'style' };
  if (LAYOUT.has(name)) return { bucket: 'layout' };
  if (PAINT.has(name)) return { bucket: 'paint' };
  if (
    name === 'ParseHTML' ||
    name.startsWith('HTMLDocumentParser::') ||
    name === 'DecodedDataDocumentParser::AppendBytes'
  ) {
    return { bucket: 'parse HTML' };
  }
  if (
    name === 'MinorGC' ||
    name === 'MajorGC' ||
    name.startsWith('V8.GC') ||
    name.startsWith('BlinkGC') ||
    event.cat.includes('v8.gc')
  ) {
    return { bucket: 'GC' };
  }
  if (name === 'v8.compile' || name === 'v8.compileModule' || name === 'V8.CompileCode') {
    const url = urlOf(event);
    return { bucket: url ? `script ${chunkOf(url)}` : 'script (compile)' };
  }
  if (name === 'v8.produceCache' || name === 'v8.produceModuleCache') {
    return { bucket: 'script (code cache)' };
  }
  if (name === 'EvaluateScript' || name === 'v8.evaluateModule') return { eval: urlOf(event) };
  return JS.has(name) ? 'js' : null;
}

// --- The page's main thread, its samples, and the buckets -----------------------------------

type Sample = { ts: number; node: number };
type Thread = {
  events: TraceEvent[];
  samples: Sample[];
  nodes: Map<number, ProfileNode>;
  navigationStart: number;
  alive: number;
};

/**
 * A run to try again: its trace lacks the page's navigationStart (now and then), or the server
 * shed the page (503) on a busy machine.
 */
class TryAgain extends Error {}

/** The main thread of the renderer that set ALIVE_MARK, from its navigation to `url` on. */
function mainThreadOf(trace: TraceEvent[], url: string): Thread {
  const alive = trace.find((e) => e.name === ALIVE_MARK);
  if (!alive) throw new Error(`${url}: the trace has no ${ALIVE_MARK}`);
  const { pid, tid } = alive;
  const navigation = trace
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === pid &&
        e.tid === tid &&
        e.args?.data?.documentLoaderURL === url,
    )
    .at(-1);
  if (!navigation) throw new TryAgain(`${url}: the trace has no navigationStart`);
  const events = trace
    .filter(
      (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.dur > 0,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  const profile = trace.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const samples: Sample[] = [];
  const nodes = new Map<number, ProfileNode>();
  if (profile) {
    let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime);
    for (const chunk of trace.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id,
    )) {
      const data = chunk.args?.data as ProfileChunkData;
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      (data.timeDeltas ?? []).forEach((delta, i) => {
        ts += delta;
        const node = ids[i];
        if (node !== undefined) samples.push({ ts, node });
      });
    }
    samples.sort((a, b) => a.ts - b.ts);
  }
  return { events, samples, nodes, navigationStart: navigation.ts, alive: alive.ts };
}

/** A sampled moment's bucket, or null when the sample shows no JavaScript (native work). */
function sampleBucket(thread: Thread, id: number, evaluating: boolean): string | null {
  let node = thread.nodes.get(id);
  if (node?.callFrame.functionName === '(garbage collector)') return 'GC';
  // A browser function (createElement, addEventListener) counts for the code that called it.
  while (node && !node.callFrame.url) {
    node = node.parent === undefined ? undefined : thread.nodes.get(node.parent);
  }
  if (!node) return null;
  return evaluating ? `script ${chunkOf(node.callFrame.url ?? '')}` : ownerOf(node.callFrame);
}

type Buckets = Map<string, number>;
const add = (buckets: Buckets, bucket: string, ms: number) => {
  buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
};

type Task = { start: number; duration: number; afterAlive: boolean; buckets: Buckets };
type Profile = { aliveAt: number; untilAlive: Buckets; longTasks: Task[] };

/**
 * Cuts the main thread's time into spans, each under one innermost event, and gives each span to
 * a bucket: the nearest event around it that says what it is, or the samples inside it.
 */
function profileOf(thread: Thread): Profile {
  const origin = thread.navigationStart;
  const untilAlive: Buckets = new Map();
  const longTasks: Task[] = [];
  let task: Task | null = null;
  let sample = 0;
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);

  const span = (from: number, to: number, stack: readonly TraceEvent[]) => {
    if (to <= from || to <= origin) return;
    from = Math.max(from, origin);
    const spent: Buckets = new Map();
    let fixed: string | null = null;
    let evaluating = false;
    let fallback: string | null = null;
    /** The JavaScript event the span is in, if any. */
    let script: TraceEvent | null = null;
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const kind = kindOf(stack[i] as TraceEvent);
      if (kind === null) continue;
      if (kind === 'js') {
        script = stack[i] as TraceEvent;
        break;
      }
      if ('unless' in kind) {
        fallback ??= kind.unless;
        continue;
      }
      if ('bucket' in kind) fixed = kind.bucket;
      else {
        evaluating = true;
        script = stack[i] as TraceEvent;
        fallback = `script ${kind.eval ? chunkOf(kind.eval) : '(module)'}`;
      }
      break;
    }
    while (sample < thread.samples.length && (thread.samples[sample]?.ts ?? 0) < from) sample += 1;
    if (fixed !== null) add(spent, fixed, to - from);
    else {
      const inside: string[] = [];
      for (let i = sample; i < thread.samples.length; i += 1) {
        const s = thread.samples[i] as Sample;
        if (s.ts >= to) break;
        inside.push(sampleBucket(thread, s.node, evaluating) ?? fallback ?? 'other');
      }
      // A stretch of script too short for a sample of its own: the nearest sample of the same
      // script event tells whose code it is.
      if (inside.length === 0 && script) {
        const after = thread.samples[sample];
        const before = thread.samples[sample - 1];
        const near = [after, before]
          .filter((s): s is Sample => s !== undefined && s.ts >= script.ts && s.ts < end(script))
          .sort((a, b) => Math.abs(a.ts - from) - Math.abs(b.ts - from))[0];
        const bucket = near ? sampleBucket(thread, near.node, evaluating) : null;
        if (bucket !== null) inside.push(bucket);
      }
      if (inside.length === 0) inside.push(fallback ?? 'other');
      for (const bucket of inside) add(spent, bucket, (to - from) / inside.length);
    }
    for (const [bucket, us] of spent) {
      if (task) add(task.buckets, bucket, us / 1000);
      if (from < thread.alive) {
        add(untilAlive, bucket, (us * (Math.min(to, thread.alive) - from)) / (to - from) / 1000);
      }
    }
  };

  const stack: TraceEvent[] = [];
  let cursor = 0;
  const pop = () => {
    const top = stack.at(-1) as TraceEvent;
    span(cursor, end(top), stack);
    cursor = end(top);
    stack.pop();
    if (stack.length === 0 && task) {
      if (task.duration > LONG_TASK_MS) longTasks.push(task);
      task = null;
    }
  };
  for (const event of thread.events) {
    while (stack.length > 0 && end(stack.at(-1) as TraceEvent) <= event.ts) pop();
    const parent = stack.at(-1);
    if (parent) span(cursor, event.ts, stack);
    else if (event.ts >= origin) {
      task = {
        start: (event.ts - origin) / 1000,
        duration: (event.dur ?? 0) / 1000,
        afterAlive: event.ts >= thread.alive,
        buckets: new Map(),
      };
    }
    cursor = event.ts;
    // A child that the trace ends a microsecond after its parent ends with it.
    stack.push(
      parent && end(event) > end(parent) ? { ...event, dur: end(parent) - event.ts } : event,
    );
  }
  while (stack.length > 0) pop();
  return { aliveAt: (thread.alive - origin) / 1000, untilAlive, longTasks };
}

// --- Tracing a page --------------------------------------------------------------------------

async function traceStartUp(cdp: CDPSession, open: () => Promise<void>): Promise<TraceEvent[]> {
  const trace: TraceEvent[] = [];
  const collect = (event: { value: object[] }) => trace.push(...(event.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  try {
    await open();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return trace;
}

/**
 * Waits in the page (through CDP, not Playwright's evaluate, whose injected script would run on
 * the main thread being traced) until the app has set ALIVE_MARK.
 */
async function waitUntilAlive(cdp: CDPSession, url: string): Promise<void> {
  const expression = `new Promise((resolve) => {
    const seen = () => performance.getEntriesByName('${ALIVE_MARK}').length > 0;
    if (seen()) return resolve(true);
    const observer = new PerformanceObserver(() => {
      if (seen()) { observer.disconnect(); resolve(true); }
    });
    observer.observe({ type: 'mark' });
  })`;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${url}: the app did not come alive in ${String(ALIVE_TIMEOUT_MS)} ms`));
    }, ALIVE_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([
      cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }),
      timeout,
    ]);
    if (result.exceptionDetails) throw new Error(`${url}: ${result.exceptionDetails.text}`);
  } finally {
    clearTimeout(timer);
  }
}

async function profilePage(browser: Browser, url: string, rate: number): Promise<Profile> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await profileOnce(browser, url, rate);
    } catch (error) {
      if (!(error instanceof TryAgain) || attempt === 3) throw error;
      console.log(`  (${error.message}: tried again)`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function profileOnce(browser: Browser, url: string, rate: number): Promise<Profile> {
  const { page, cdp } = await phonePage(browser, rate);
  try {
    const trace = await traceStartUp(cdp, async () => {
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      const status = response?.status();
      if (status !== 200) {
        const message = `${url}: the server answered ${String(status)}`;
        throw status === 503 ? new TryAgain(message) : new Error(message);
      }
      await waitUntilAlive(cdp, url);
      await new Promise((resolve) => setTimeout(resolve, AFTER_ALIVE_MS));
    });
    return profileOf(mainThreadOf(trace, url));
  } finally {
    await page.context().close();
  }
}

// --- Printing --------------------------------------------------------------------------------

/** The summary's columns: each bucket goes to the first group whose test it passes. */
const GROUPS: [string, (bucket: string) => boolean][] = [
  ['renderer', (b) => ['react-dom', 'react', 'scheduler', 'preact'].includes(b)],
  ['router', (b) => b === 'react-router'],
  ['i18n', (b) => ['i18next', 'react-i18next', 'shared/i18n'].includes(b)],
  ['query', (b) => b.startsWith('@tanstack/')],
  ['app', (b) => /^(features\/|shared\/|app$|@souq\/|main\.tsx|public\/)/.test(b)],
  ['script', (b) => b.startsWith('script ')],
  ['style+layout', (b) => b === 'style' || b === 'layout'],
  ['paint+frame', (b) => b === 'paint' || b === 'frame update'],
  ['loading', (b) => b === 'loading' || b === 'navigation commit'],
  ['parse', (b) => b === 'parse HTML'],
  ['GC', (b) => b === 'GC'],
  ['other', (b) => b === 'other' || b.endsWith('(bench)')],
  ['libs', () => true],
];

const ms = (n: number) => Math.round(n).toLocaleString('en-US');
const total = (buckets: Buckets) => [...buckets.values()].reduce((a, b) => a + b, 0);

function top(buckets: Buckets, count: number): string {
  const sorted = [...buckets].filter(([, t]) => t >= 0.5).sort((a, b) => b[1] - a[1]);
  const shown = sorted.slice(0, count).map(([bucket, t]) => `${bucket} ${ms(t)}`);
  const rest = sorted.slice(count).reduce((sum, [, t]) => sum + t, 0);
  if (rest >= 0.5) shown.push(`(${String(sorted.length - count)} more ${ms(rest)})`);
  return shown.join(' · ');
}

const groupOf = (bucket: string) => GROUPS.find(([, test]) => test(bucket))?.[0] ?? 'libs';

function grouped(buckets: Buckets): Map<string, number> {
  const groups = new Map<string, number>(GROUPS.map(([name]) => [name, 0]));
  for (const [bucket, t] of buckets) add(groups, groupOf(bucket), t);
  return groups;
}

/** The mean of each bucket over runs. */
function meanOf(list: readonly Buckets[]): Buckets {
  const mean: Buckets = new Map();
  for (const buckets of list) for (const [b, t] of buckets) add(mean, b, t / list.length);
  return mean;
}

const phone = await phoneRateOf(values['cpu-rate']);
const server = await startWebServer({
  port: values.port,
  name: 'startup-profile',
  dataDir: values['data-dir'],
  webDist: values['web-dist'],
});
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  const runs = Number(values.runs);
  console.log(
    `Start-up profile at 390 px, ${describePhoneRate(phone)}, ${String(runs)} run(s) a page; ${machine()}`,
  );
  console.log(
    sourceMaps
      ? `JavaScript by npm package and app folder (source maps of ${webDist})`
      : `JavaScript by chunk (${webDist} has no source maps: see this file's heading)`,
  );
  console.log(
    `Long tasks (over ${String(LONG_TASK_MS)} ms) from the navigation until ${String(AFTER_ALIVE_MS)} ms after alive, ` +
      'ms from the navigation; "script X" is compiling and evaluating chunk X\n',
  );
  const rows: {
    page: string;
    aliveAt: number;
    busy: number;
    groups: Map<string, number>;
    /** Each chunk's compilation and evaluation. */
    scripts: Map<string, number>;
  }[] = [];
  for (const type of await publicPages(server.base, values.category)) {
    for (const lang of ['ar', 'en'] as const) {
      const pagePath = type.path(lang);
      if (!isAskedFor(pagePath, values.only)) continue;
      const profiles: Profile[] = [];
      for (let run = 0; run < runs; run += 1) {
        profiles.push(await profilePage(browser, `${server.base}${pagePath}`, phone.rate));
      }
      // The long tasks of the run whose main thread was the median's busiest; the time until
      // alive, and when, as the mean of the runs.
      const byBusy = [...profiles].sort((x, y) => total(x.untilAlive) - total(y.untilAlive));
      const shown = byBusy[Math.floor((byBusy.length - 1) / 2)]?.longTasks ?? [];
      const untilAlive = meanOf(profiles.map((p) => p.untilAlive));
      const aliveAt = profiles.reduce((sum, p) => sum + p.aliveAt, 0) / profiles.length;
      console.log(
        `${pagePath}: alive at ${ms(aliveAt)} ms; main thread busy ${ms(total(untilAlive))} ms until then`,
      );
      for (const task of shown) {
        console.log(
          `  ${ms(task.start).padStart(6)} ${ms(task.duration).padStart(5)}${task.afterAlive ? '*' : ' '} ${top(task.buckets, 5)}`,
        );
      }
      console.log(`  until alive: ${top(untilAlive, 12)}`);
      const app = new Map([...untilAlive].filter(([bucket]) => groupOf(bucket) === 'app'));
      const scripts = new Map([...untilAlive].filter(([bucket]) => groupOf(bucket) === 'script'));
      console.log(`  app code: ${top(app, 8)}`);
      console.log(`  scripts: ${top(scripts, 8)}\n`);
      rows.push({
        page: pagePath.replace(/\?.*/, '?…'),
        aliveAt,
        busy: total(untilAlive),
        groups: grouped(untilAlive),
        scripts: new Map(
          [...untilAlive]
            .filter(([bucket]) => bucket.startsWith('script '))
            .map(([bucket, t]) => [bucket.slice('script '.length), t]),
        ),
      });
    }
  }
  console.log('* after alive\n\nMain thread until alive, ms');
  const names = GROUPS.map(([name]) => name);
  const width = Math.max(...rows.map((r) => r.page.length), 4);
  console.log(
    `${'page'.padEnd(width)} ${'alive'.padStart(6)} ${'busy'.padStart(6)} ${names.map((n) => n.padStart(Math.max(5, n.length))).join(' ')}`,
  );
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(width)} ${ms(row.aliveAt).padStart(6)} ${ms(row.busy).padStart(6)} ${names
        .map((n) => ms(row.groups.get(n) ?? 0).padStart(Math.max(5, n.length)))
        .join(' ')}`,
    );
  }
  const legend = [...chunkUrls]
    .filter(([chunk]) => rows.some((row) => (row.scripts.get(chunk) ?? 0) >= 0.01 * row.busy))
    .map(([chunk, url]) => [chunk, sourceMaps?.contents(url)] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string')
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([chunk, contents]) => `${chunk} = ${contents}`);
  if (legend.length > 0) {
    console.log(`\nChunks over 1 % of a page's time, by source size: ${legend.join('; ')}`);
  }
  console.log(`now ${machine()}`);
} finally {
  await browser.close();
  await server.stop();
}
