// Runs every check of the project in order and ends with the line `N passed, N failed`.
// Steps: Chromium, typecheck, lint, unit + API tests (vitest), web build, browser tests (Playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A step that is one check: it passes or fails as a whole. */
function check(title, command, args) {
  if (run(title, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

/** A step whose JSON report counts its tests. */
function suite(title, command, args, reportFile, count, env) {
  const ok = run(title, command, args, env);
  if (!existsSync(reportFile)) {
    failed += 1;
    failures.push(`${title} (no report)`);
    return;
  }
  const { ok: okCount, bad } = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  passed += okCount;
  failed += bad;
  if (bad > 0 || !ok) failures.push(title);
  if (!ok && bad === 0) failed += 1;
}

check('Chromium (Debian package)', 'bash', ['scripts/ensure-chromium.sh']);
check('Typecheck (tsc -b)', 'npx', ['tsc', '-b']);
check('Lint (eslint)', 'npx', ['eslint', '.']);
check('Format (prettier --check)', 'npx', ['prettier', '--check', '.']);
suite(
  'Unit and API tests (vitest)',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ],
  `${reports}/vitest.json`,
  (r) => ({ ok: r.numPassedTests, bad: r.numFailedTests + (r.numPendingTests ?? 0) }),
);
check('Web build (vite build)', 'npm', ['run', 'build']);
suite(
  'Browser tests (Playwright in Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  `${reports}/playwright.json`,
  (r) => ({
    ok: r.stats.expected + r.stats.flaky,
    bad: r.stats.unexpected + r.stats.skipped,
  }),
);

if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
