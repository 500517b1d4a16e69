// `node scripts/build-production.mjs DIR`: builds what production runs into the folder DIR, in
// the repository's layout: the package manifests and lockfile, the web app's build
// (apps/web/dist, its server build in .ssr) and the compiled server (apps/api/dist). Nothing
// else: no sources, no node_modules. Then, in DIR:
//   npm ci --omit=dev --workspace @souq/api    (the server's production dependencies only)
//   node apps/api/dist/server/server.mjs       (what `npm start` and the container run)
// The Dockerfile's build stage runs it, and so does the test of the production build
// (apps/api/test/serving/production-build.test.ts).
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!process.argv[2]) {
  console.error('usage: node scripts/build-production.mjs DIR');
  process.exit(2);
}
const out = path.resolve(process.argv[2]);

function run(command, args, cwd) {
  // A production build whoever runs it: under NODE_ENV=test (Vitest) React's plugin would
  // compile JSX for React's development build, which the server build does not bundle.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build-production: ${command} ${args.join(' ')} failed`);
    process.exit(1);
  }
}

/** Every workspace folder (`apps/api`, …): `npm ci` needs each one's package.json. */
async function workspaces() {
  const { workspaces: patterns } = JSON.parse(
    await readFile(path.join(root, 'package.json'), 'utf8'),
  );
  const folders = [];
  for (const pattern of patterns) {
    const parent = pattern.replace(/\/\*$/, '');
    for (const entry of await readdir(path.join(root, parent), { withFileTypes: true })) {
      if (entry.isDirectory()) folders.push(path.join(parent, entry.name));
    }
  }
  return folders;
}

await rm(out, { recursive: true, force: true });
for (const file of [
  'package.json',
  'package-lock.json',
  ...(await workspaces()).map((folder) => path.join(folder, 'package.json')),
]) {
  await mkdir(path.dirname(path.join(out, file)), { recursive: true });
  await copyFile(path.join(root, file), path.join(out, file));
}

const webDist = path.join(out, 'apps/web/dist');
const web = path.join(root, 'apps/web');
run('npx', ['vite', 'build', '--outDir', webDist, '--logLevel', 'warn'], web);
run(
  'npx',
  ['vite', 'build', '--ssr', '--outDir', path.join(webDist, '.ssr'), '--logLevel', 'warn'],
  web,
);
run(process.execPath, [path.join(root, 'apps/api/build.mjs'), path.join(out, 'apps/api/dist')]);
console.log(`production build in ${out}`);
