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

/**
 * `{ lang, answers }` for the web app's page-data.ts, inside a JSON script that cannot be
 * closed early: `<` is escaped in the JSON text (`\u003c` means the same to JSON.parse).
 */
function pageDataScript(lang: string, answers: Answers): string {
  const json = JSON.stringify({ lang, answers: Object.fromEntries(answers) });
  return `<script type="application/json" id="page-data">${json.replaceAll('<', '\\u003c')}</script>`;
}

/**
 * index.html for one page: its language and direction, a `modulepreload` for each chunk of its
 * route (fetched alongside the main bundle instead of after it), its largest picture preloaded,
 * and the API answers of its first render.
 */
export function renderPage(build: WebBuild, plan: PagePlan | undefined, answers: Answers): string {
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
  const body = answers.size > 0 ? pageDataScript(plan.lang, answers) : '';
  return build.template
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${plan.lang}" dir="${directionOf(plan.lang)}">`,
    )
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace('</body>', () => `${body}</body>`);
}
