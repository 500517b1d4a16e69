import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
// Every run starts from a fresh, seeded embedded database (never the developer's ./data).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-'));
/**
 * An empty PostgreSQL database (`.ci/run` makes one): the journeys that write data run a second
 * time against a server on it, which seeds it on its first start.
 */
const postgresUrl = process.env.E2E_DATABASE_URL;
const postgresPort = port + 1;
/**
 * Specs that change what other specs read on public pages (a banner on the home page, a new
 * category in the menus, the footer's contact details, the service providers' list, the legal
 * questions): they run on the embedded database's server once the other browser tests are done
 * (`--no-deps` runs one of them alone).
 */
const afterTheOthers = /console-(banners|categories|contact|filters|legals|providers)\.spec\.ts/;

function serverEnv(serverPort: number, databaseUrl: string, serverDataDir: string) {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: serverDataDir,
    DATABASE_URL: databaseUrl,
    // Two of these servers run at once on two databases: on one Redis channel each would hear
    // the other's chat events for users of the same id. Each keeps its own (.ci/run sets it).
    REDIS_URL: '',
    NODE_ENV: 'test',
    // The journeys sign in as the demo's people, on PostgreSQL too.
    SEED_DEMO: '1',
    // The tests read the SMS codes from the development outbox.
    DEV_ROUTES: '1',
    LOG_LEVEL: 'warn',
    // The server shares the machine with the browsers, which keep it busy by design: it must
    // not shed their requests (overload is tested by the API tests and bench/capacity).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_REQUESTS_IN_FLIGHT: '0',
    // Every test's browser signs in from the same address: with the default 30 a minute, a
    // faster machine (or server) ran out of sign-ins mid-run (429 on the login form).
    AUTH_RATE_LIMIT_PER_IP: '10000',
    // The selling journeys post many ads from this one address.
    SELLING_RATE_LIMIT_PER_IP: '10000',
  };
}

function webServer(serverPort: number, databaseUrl: string, serverDataDir: string) {
  return {
    command: 'npx tsx apps/api/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${String(serverPort)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The server logs to stdout, at `warn` here: what it warned of or failed at during the run (a
    // background task that failed, an event not published) is in the run's output.
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: serverEnv(serverPort, databaseUrl, serverDataDir),
  };
}

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A state may take more than 10 s to come on a busy 2-core machine (a CI run with load average
  // 14: a page rendered in the browser, its call failing and retried once). An expectation met
  // sooner returns as soon as it is met.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/playwright.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Recording a trace (a DOM snapshot and a screenshot at every step) made every test about a
    // quarter slower, and CI keeps no files: ask for one when a test needs looking into
    // (`npm run test:e2e -- --trace on`, then `npx playwright show-trace`).
    trace: 'off',
    screenshot: 'only-on-failure',
    // The site's service worker (a production build registers it) would keep pages and files
    // between a test's steps and answer some requests itself: only the installable app's spec
    // allows it (installable-app.spec.ts). Playwright logs a warning where a page registers it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: afterTheOthers,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    ...(postgresUrl
      ? [
          {
            name: 'postgres',
            // The journeys that write data (tagged `@writes`: registration, reviews and ratings,
            // likes and favourites, applying, following, managing ads), once: in Arabic. The
            // console's screens are not run again: each of their rules is an API test on both
            // databases.
            grep: /\[ar\].*@writes/,
            testIgnore: /console-[\w-]+\.spec\.ts/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 800 },
              baseURL: `http://127.0.0.1:${String(postgresPort)}`,
            },
          },
        ]
      : []),
    {
      name: 'phone',
      // Only what depends on the width runs again on a phone (tests tagged `@layout`: screenshots,
      // overflow and accessibility scans, the header, menus and carousels); journeys whose steps
      // do not (form rules, toasts, counters, filters, API refusals) run at desktop width only.
      grep: /@layout/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
      },
    },
    {
      name: 'last',
      testMatch: afterTheOthers,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    webServer(port, '', dataDir),
    ...(postgresUrl
      ? [webServer(postgresPort, postgresUrl, mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-pg-')))]
      : []),
  ],
});
