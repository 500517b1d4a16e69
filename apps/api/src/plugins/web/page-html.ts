import { readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf } from '@souq/contracts';
import type { Answers, PagePlan, PicturePreload } from './page-plans.ts';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The built web app: index.html and Vite's manifest of chunks (`build.manifest`). */
export type WebBuild = { template: string; manifest: Manifest; entryFiles: ReadonlySet<string> };

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
  return { template, manifest, entryFiles: chunkFiles(manifest, 'index.html') };
}

function attribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
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

/**
 * The server-rendered page in place of the app shell. React renders the page's `<title>` where
 * the component is and moves it to the head in the browser; here it replaces the head's title.
 */
function withRenderedPage(template: string, html: string): string {
  const title = TITLE.exec(html)?.[0];
  const page = title === undefined ? template : template.replace(TITLE, () => title);
  const body = title === undefined ? html : html.replace(title, '');
  // Inert until hydrated (apps/web main.tsx): a click before that would do nothing.
  return page.replace(ROOT, () => `<div id="root" inert>${body}</div>`);
}

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

/**
 * index.html for one page: its language and direction, a `modulepreload` for each chunk of its
 * route (fetched alongside the main bundle instead of after it), its largest picture preloaded,
 * and either the page rendered by the server with its state (the browser hydrates it) or, when
 * it could not be, the API answers of its first render (the browser renders it from them).
 */
export function renderPage(
  build: WebBuild,
  plan: PagePlan | undefined,
  answers: Answers,
  rendered?: RenderedPage | null,
): string {
  if (!plan) return build.template;
  const head: string[] = [];
  if (plan.module) {
    for (const file of chunkFiles(build.manifest, plan.module)) {
      if (!build.entryFiles.has(file)) {
        head.push(`<link rel="modulepreload" crossorigin href="/${attribute(file)}">`);
      }
    }
  }
  const picture = plan.largestPicture?.(answers);
  if (picture) head.push(pictureLink(picture));
  // Replacer functions: a `$` in the data must not act as a replacement pattern.
  const body = rendered
    ? jsonScript('ssr-state', rendered.state)
    : answers.size > 0
      ? jsonScript('page-data', { lang: plan.lang, answers: Object.fromEntries(answers) })
      : '';
  const template = rendered ? withRenderedPage(build.template, rendered.html) : build.template;
  const html = template
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${plan.lang}" dir="${directionOf(plan.lang)}">`,
    )
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace('</body>', () => `${body}</body>`);
  return rendered ? scriptsAfterPaint(html) : html;
}
