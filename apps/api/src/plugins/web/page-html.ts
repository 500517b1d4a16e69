import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APP_FILES,
  directionOf,
  type Answers,
  type Lang,
  type PageAddress,
  type PagePlan,
  type PicturePreload,
} from '@souq/contracts';
import { attribute } from './html-attribute.ts';
import { pageHead } from './page-meta/page-meta.ts';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The built web app: index.html, Vite's manifest of chunks (`build.manifest`), the files the
 * entry loads (index.html preloads them) and those it imports next, in turn (apps/web main.tsx;
 * every page preloads them).
 */
export type WebBuild = {
  template: string;
  manifest: Manifest;
  entryFiles: ReadonlySet<string>;
  bootFiles: readonly string[];
};

/** The files of a chunk and of every chunk it imports, by manifest key. */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/**
 * The stylesheet inside the page instead of linked: the first paint then waits for the HTML
 * alone, not for a second round trip (every HTML load of the single-page app is a first visit).
 */
function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (link, file: string) => {
      const css = readFileSync(path.join(webDist, file), 'utf8');
      return css.includes('</style') ? link : `<style>${css}</style>`;
    },
  );
}

export function loadWebBuild(webDist: string): WebBuild {
  const template = inlineStylesheets(
    readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    webDist,
  );
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(
      readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    // A build without a manifest still serves; its pages just get no module preloads.
  }
  const entryFiles = chunkFiles(manifest, 'index.html');
  const bootFiles = new Set<string>();
  for (const key of manifest['index.html']?.dynamicImports ?? [])
    chunkFiles(manifest, key, bootFiles);
  for (const file of entryFiles) bootFiles.delete(file);
  return {
    template,
    manifest,
    entryFiles: new Set([...entryFiles, ...bootFiles]),
    bootFiles: [...bootFiles],
  };
}

function pictureLink(picture: PicturePreload): string {
  const srcset = picture.srcset
    ? ` imagesrcset="${attribute(picture.srcset)}" imagesizes="${attribute(picture.sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${attribute(picture.href)}"${srcset} fetchpriority="high">`;
}

/** A page the web app's server build rendered, and the state its hydration starts from. */
export type RenderedPage = { html: string; state: unknown };

/** `{ … }` as a JSON script that cannot be closed early: `\u003c` means `<` to JSON.parse. */
function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const ROOT = /<div id="root">[\s\S]*?<!-- \/app-shell -->\s*<\/div>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;
const HTML_TAG = /<html lang="[^"]*" dir="[^"]*">/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A server-rendered page shows its content without scripts, which only make it interactive:
 * its module scripts are started by start-after-paint.js (apps/web public) once its main picture
 * is on screen, so that on a slow connection the picture gets the bandwidth first.
 */
function scriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const starter =
    `<script defer src="/start-after-paint.js" data-entry="${attribute(entry)}"` +
    ` data-preload="${attribute(preloads.join(' '))}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starter);
}

/** Where a page's own parts go in its frame. */
type Slot = 'title' | 'meta' | 'head' | 'root' | 'body';
const marker = (slot: Slot) => `\u0000${slot}\u0000`;

/**
 * index.html made ready, once, for the pages of one language and route, rendered on the server
 * or not: cut where each page's own parts go (its title, description and other head tags,
 * rendered app and state), so that a page is a join of strings rather than a series of searches
 * through 200 KB of HTML.
 */
type Frame = { pieces: string[]; slots: Slot[] };

function makeFrame(
  build: WebBuild,
  lang: Lang,
  module: string | undefined,
  rendered: boolean,
): Frame {
  // The installable app's manifest of the page's language (apps/web vite-plugins/installable-app).
  const appLinks =
    `<link rel="manifest" href="${APP_FILES.manifest(lang)}">` +
    `<link rel="apple-touch-icon" href="${APP_FILES.appleTouchIcon}">`;
  const routePreloads = build.bootFiles.map(
    (file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`,
  );
  // The page's texts (apps/web i18n.ts loads one language), then its route module.
  for (const key of [`src/locales/${lang}.json`, ...(module ? [module] : [])]) {
    for (const file of chunkFiles(build.manifest, key)) {
      if (!build.entryFiles.has(file)) {
        routePreloads.push(`<link rel="modulepreload" crossorigin href="/${attribute(file)}">`);
      }
    }
  }
  // Replacer functions: a `$` in the template must not act as a replacement pattern.
  let html = build.template
    .replace(HTML_TAG, () => `<html lang="${lang}" dir="${directionOf(lang)}">`)
    .replace(DESCRIPTION, () => marker('meta'))
    .replace('</head>', () => `${appLinks}${routePreloads.join('')}${marker('head')}</head>`)
    .replace('</body>', () => `${marker('body')}</body>`);
  if (rendered) {
    // Its links and text work before the app has started; a tap on a button is kept until then
    // (apps/web public/start-after-paint.js).
    html = scriptsAfterPaint(
      html
        .replace(TITLE, () => marker('title'))
        .replace(ROOT, () => `<div id="root">${marker('root')}</div>`),
    );
  }
  const pieces = html.split('\u0000');
  // Odd pieces are the slots' names, between the pieces of HTML.
  const slots = pieces.filter((_, i) => i % 2 === 1) as Slot[];
  return { pieces: pieces.filter((_, i) => i % 2 === 0), slots };
}

/** A page's own parts, by slot. */
type PageParts = Partial<Record<Slot, string>>;

function fill(frame: Frame, parts: PageParts): string {
  let html = frame.pieces[0] ?? '';
  frame.slots.forEach((slot, i) => {
    html += (parts[slot] ?? '') + (frame.pieces[i + 1] ?? '');
  });
  return html;
}

/**
 * React renders the page's `<title>` where the component is and moves it to the head in the
 * browser; here it goes in place of the head's title.
 */
function titleAndBody(html: string, build: WebBuild): { title: string; body: string } {
  const title = TITLE.exec(html)?.[0];
  if (title === undefined) return { title: TITLE.exec(build.template)?.[0] ?? '', body: html };
  return { title, body: html.replace(title, '') };
}

/** Frames by language, route module and whether the server rendered the page. */
const frames = new WeakMap<WebBuild, Map<string, Frame>>();

function frameFor(build: WebBuild, plan: PagePlan, rendered: boolean): Frame {
  let byKey = frames.get(build);
  if (!byKey) frames.set(build, (byKey = new Map<string, Frame>()));
  const key = `${plan.lang} ${plan.module ?? ''} ${String(rendered)}`;
  let frame = byKey.get(key);
  if (!frame) byKey.set(key, (frame = makeFrame(build, plan.lang, plan.module, rendered)));
  return frame;
}

/** What the server knows of a page as it sends it. */
export type PageContent = {
  /** Where crawlers know it (its canonical address and its other language's). */
  address: PageAddress;
  answers: Answers;
  rendered?: RenderedPage | null;
  /** The answers of the calls only its description reads (`PagePlan.metaCalls`). */
  metaAnswers?: Answers;
};

/** The characters React escapes in text, by their escape. */
const REACT_ESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/** A title element's text: React wrote it escaped. */
function titleText(title: string): string {
  return title
    .replace(/^<title>|<\/title>$/g, '')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (escape) => REACT_ESCAPES[escape] ?? escape);
}

/**
 * index.html for one page: its language and direction, its description, canonical address,
 * addresses in each language, link preview and structured data (page-meta), a `modulepreload`
 * for each chunk of its route (fetched alongside the main bundle instead of after it), its
 * largest picture preloaded, and the page rendered by the server with its state, which the
 * browser hydrates: the page's one channel of data (apps/web app/ssr-state.ts). When it could not
 * be rendered, the browser renders it and makes its calls. A page rendered on the server keeps
 * its title in place of index.html's.
 */
export function renderPage(
  build: WebBuild,
  plan: PagePlan | undefined,
  { address, answers, rendered, metaAnswers = new Map() }: PageContent,
): string {
  if (!plan) return build.template;
  const picture = plan.largestPicture?.(answers);
  const head = picture ? pictureLink(picture) : '';
  const { title, body } = rendered
    ? titleAndBody(rendered.html, build)
    : { title: TITLE.exec(build.template)?.[0] ?? '', body: '' };
  const text = titleText(title);
  // A page is described from what it shows: only one the server rendered (its title names it).
  const described =
    rendered &&
    plan.describe?.(new Map([...answers, ...metaAnswers]), address, text.replace(/ \| [^|]*$/, ''));
  const meta = pageHead(
    { ...(described || {}), ...(plan.noindex && { noindex: true }) },
    address,
    text,
  );
  if (rendered) {
    return fill(frameFor(build, plan, true), {
      title,
      meta,
      head,
      root: body,
      body: jsonScript('ssr-state', rendered.state),
    });
  }
  return fill(frameFor(build, plan, false), { meta, head });
}
