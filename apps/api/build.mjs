// `npm run build -w apps/api`: compiles the server to JavaScript in dist/server, which production
// runs with plain `node` (docs/decisions/0065-compiled-server.md). esbuild bundles our TypeScript
// (this app and @souq/contracts) and leaves every npm package external: they are loaded from
// node_modules, as `npm ci --omit=dev` installs them. `node build.mjs DIR` writes to DIR instead
// of dist, DIR being the apps/api folder's `dist` in another copy of the repository's layout
// (scripts/build-production.mjs).
import { cp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const app = import.meta.dirname;
const dist = path.resolve(process.argv[2] ?? path.join(app, 'dist'));
// Two folders below apps/api, like the sources' modules (src/config/env.ts): what they find
// relative to themselves (the repository root, `migrations` beside migrate.ts) is found the
// same way from the compiled files.
const outdir = path.join(dist, 'server');

/** Our own packages are TypeScript and compiled in; every other import stays an import. */
const ownPackage = /^@souq\//;
const external = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      ownPackage.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Packages that nothing imports, loaded by name at run time: pino's pretty printer outside
 * production (`transport: { target: 'pino-pretty' }`).
 */
const LOADED_BY_NAME = ['pino-pretty'];

await rm(dist, { recursive: true, force: true });
const result = await build({
  absWorkingDir: app,
  entryPoints: {
    // Each program the server or its commands start: the server (and its cluster workers),
    // the embedded database's thread (embedded-postgres.ts starts ./pglite-thread.mjs), the
    // staff-role command (npm run admin:grant), db:reset, db:backup, db:restore and
    // db:search-indexes.
    server: 'src/server.ts',
    'pglite-thread': 'src/db/embedded/pglite-thread.ts',
    'staff-role': 'src/cli/staff-role.ts',
    'db-reset': 'src/db/reset.ts',
    'db-backup': 'src/cli/db-backup.ts',
    'db-restore': 'src/cli/db-restore.ts',
    'db-search-indexes': 'src/cli/db-search-indexes.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Shared modules and those imported on demand (the seed) become chunks beside the entries.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: 'linked',
  plugins: [external],
  metafile: true,
  logLevel: 'warning',
});
await cp(path.join(app, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});

// What the compiled server imports at run time must be a dependency of apps/api: production
// installs only those. A dependency it does not import is only weight, and may be on its way.
const imported = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external: isExternal } of output.imports) {
    if (!isExternal || specifier.startsWith('node:') || builtinModules.includes(specifier)) {
      continue;
    }
    const parts = specifier.split('/');
    imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
}
const { dependencies } = JSON.parse(await readFile(path.join(app, 'package.json'), 'utf8'));
const declared = Object.keys(dependencies);
const unused = declared.filter((name) => !imported.has(name) && !LOADED_BY_NAME.includes(name));
if (unused.length > 0) {
  console.warn(
    `apps/api's dependencies name packages the compiled server does not import: ${unused.join(', ')}`,
  );
}
const missing = [...imported].filter((name) => !declared.includes(name));
if (missing.length > 0) {
  console.error(
    `The compiled server imports packages that apps/api's dependencies do not name (production would not install them): ${missing.join(', ')}`,
  );
  process.exit(1);
}
