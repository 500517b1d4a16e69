import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_FILES, LANGUAGES } from '@souq/contracts';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ICONS, renderIcons } from './icons.ts';
import { OFFLINE_SCRIPT, offlinePage } from './offline-page.ts';
import { webManifest } from './web-manifest.ts';

/** A file's path in the build, from its address at the site's root. */
const inBuild = (address: string) => address.slice(1);

/**
 * The installable app's files, made from the locales and the brand mark at each build: each
 * language's manifest and offline page, and the icons (PNG, drawn by sharp from
 * public/favicon.svg).
 */
function appFiles(): Plugin {
  let publicDir = '';
  return {
    name: 'souq:installable-app',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle() {
      const faviconFile = path.join(publicDir, 'favicon.svg');
      const favicon = await readFile(faviconFile, 'utf8');
      const emit = (fileName: string, source: string | Buffer) => {
        this.emitFile({ type: 'asset', fileName, source });
      };
      for (const lang of LANGUAGES) {
        emit(inBuild(APP_FILES.manifest(lang)), webManifest(lang));
        emit(inBuild(APP_FILES.offlinePage(lang)), offlinePage(lang, favicon));
      }
      for (const { file, png } of await renderIcons(faviconFile)) emit(file, png);
    },
  };
}

/**
 * What the service worker (src/service-worker, built to `/sw.js`) keeps at install: only what
 * offline needs that a visitor may not have loaded. The offline pages with their script and
 * mark, the manifests' and notifications' icons, and the script that starts a kept page's app
 * (the only one not under `/assets/`). Not the app's chunks: they are kept as they are loaded
 * (docs/decisions/0112-installable-app-and-offline.md).
 */
const PRECACHED = [
  ...LANGUAGES.map((lang) => inBuild(APP_FILES.offlinePage(lang))),
  inBuild(OFFLINE_SCRIPT),
  'favicon.svg',
  'start-after-paint.js',
  ...ICONS.filter(({ file }) => file !== APP_FILES.appleTouchIcon).map(({ file }) => inBuild(file)),
];

/**
 * The installable app: its files, and the service worker built by vite-plugin-pwa with its
 * precache list written in (Workbox's injectManifest). The manifests are ours (one per
 * language) and the app registers the worker itself (app/service-worker.ts).
 */
export function installableApp(): PluginOption[] {
  return [
    appFiles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: { globPatterns: PRECACHED },
    }),
  ];
}
