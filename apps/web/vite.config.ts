import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { installableApp } from './vite-plugins/installable-app/installable-app.ts';

/** The API server of apps/api; in production it also serves this build. */
const API_ORIGIN = 'http://localhost:3000';

const proxy = { '/api': API_ORIGIN, '/media': API_ORIGIN };

/**
 * React's modules are Preact's compatibility layer, in the browser and on the server alike: a
 * page hydrates only what the same renderer made (useId's ids, for one).
 */
export const preactAliases = [
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('src/app/preact/react.js', import.meta.url)),
  },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Files smaller than this are sent as they are (@fastify/compress's threshold, apps/api app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Each script and stylesheet of the build also as `.br` (Brotli's best quality) and `.gz`, which
 * the server sends as they are (apps/api plugins/web, `preCompressed`): compressing them on each
 * request took the server's thread a few milliseconds a file, at a quality that left them 13 %
 * larger for the phone to download. Made from the files as written: Vite still rewrites chunks
 * (its preload helper's list) after other plugins have seen them.
 */
function precompressed(): Plugin {
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
  return {
    name: 'souq:precompressed',
    apply: 'build',
    async writeBundle({ dir = '' }, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const source = await readFile(file);
          if (source.length < COMPRESS_FROM_BYTES) return;
          await writeFile(`${file}.br`, brotliCompressSync(source, brotli));
          await writeFile(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompressed(), installableApp()])],
  resolve: { alias: preactAliases },
  server: { proxy },
  preview: { proxy },
  // The manifest tells the server which chunks each page needs (apps/api plugins/web). The
  // server build goes to dist/.ssr, which the static files never serve: its renderer
  // (src/entry-server.tsx) and its page plans (src/entry-pages.ts, no React: what the page
  // folders declare to the server, which loads it in its own thread).
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: ['src/entry-server.tsx', 'src/entry-pages.ts'] },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          // Nothing may import from the entry chunk: its stylesheet (src/index.css) would then be
          // a dependency of every chunk that does, which Vite's preload helper links when it
          // loads them. The server puts that stylesheet inside the page, where the helper does
          // not see it, so it was fetched and applied a second time as the app started (a
          // restyle of the whole page). What the chunks shared with the entry (the bundler's
          // runtime, the preload helper) goes to Preact's chunk, which all load.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules\/preact\/|rolldown:runtime|vite\/preload-helper/,
                },
                // The icons in one chunk: the ad page fetched them as files of their own, each a
                // request and a module to start on a phone
                // (docs/decisions/0084-fewer-files-at-start.md).
                { name: 'icons', test: /node_modules\/lucide-react\// },
                // The small modules most pages share (the ad card, prices, paths, the page's
                // pieces) in one chunk, which is smaller than the 13 the ad page had of them. Not
                // their dependencies: a library one of them uses stays where it was.
                {
                  name: 'basics',
                  test: /src\/shared\/(ads|format|lib|ui)\//,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  // The server build bundles its dependencies: it runs from wherever the build is (WEB_DIST).
  ssr: { noExternal: true },
  // and is a production build whatever NODE_ENV the server runs with: React's development build
  // (prop checks, warnings) renders a page much more slowly
  // (docs/decisions/0024-server-build-is-a-production-build.md).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
