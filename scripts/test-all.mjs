// Runs every check of the project in order, prints how long each step took and the slowest
// browser tests, and ends with the line `N passed, N failed`.
// Steps: Chromium, nginx and PostgreSQL's RUM (Debian's packages), typecheck, lint, unit + API tests (vitest),
// build, browser tests (Playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
/** Each step's title and duration, printed at the end: where the run's time goes. */
const durations = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push({ title, seconds: (performance.now() - started) / 1000 });
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

// The Node every step runs on (.nvmrc's, when run through ./npmw).
console.log(`Node ${process.version}`);
check('Chromium (Debian package)', 'bash', ['scripts/ensure-chromium.sh']);
check('nginx (Debian package)', 'bash', ['scripts/ensure-nginx.sh']);
check('RUM for PostgreSQL (Debian package)', 'bash', ['scripts/ensure-rum.sh']);
check('Typecheck (tsc -b)', 'npx', ['tsc', '-b']);
check('Lint (eslint)', 'npx', ['eslint', '.']);
check('Format (prettier --check)', 'npx', ['prettier', '--check', '.']);
check('Import circles (madge)', 'npm', ['run', '--silent', 'deps:check']);
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
check('Build (web app and server)', 'npm', ['run', 'build']);
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

function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** The slowest browser tests of the run (where to look first when the run grows). */
function printSlowestBrowserTests(reportFile, count) {
  if (!existsSync(reportFile)) return;
  const tests = [];
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          tests.push({
            seconds: result.duration / 1000,
            name: `[${test.projectName}] ${spec.file} › ${spec.title}`,
          });
        }
      }
    }
  };
  for (const suite of JSON.parse(readFileSync(reportFile, 'utf8')).suites) visit(suite);
  tests.sort((a, b) => b.seconds - a.seconds);
  console.log(`\nThe ${count} slowest browser tests:`);
  for (const { seconds, name } of tests.slice(0, count)) {
    console.log(`  ${seconds.toFixed(1).padStart(5)} s  ${name}`);
  }
}

printSlowestBrowserTests(`${reports}/playwright.json`, 20);
console.log('\nDuration of each step:');
for (const { title, seconds } of durations)
  console.log(`  ${minutes(seconds).padStart(12)}  ${title}`);
const total = durations.reduce((sum, step) => sum + step.seconds, 0);
console.log(`  ${minutes(total).padStart(12)}  in all`);

if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
