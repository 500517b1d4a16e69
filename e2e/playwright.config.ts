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
const WRITING_JOURNEYS = [
  'auth-register.spec.ts',
  'ad-detail-engagement.spec.ts',
  'ad-detail-reviews.spec.ts',
  'auth-favorites.spec.ts',
  'jobs-apply.spec.ts',
  'store-page.spec.ts',
  'selling-manage.spec.ts',
];

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
    stdout: 'ignore' as const,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    ...(postgresUrl
      ? [
          {
            name: 'postgres',
            testMatch: WRITING_JOURNEYS,
            // The database is the same in both languages: the journeys run once, in Arabic.
            grep: /\[ar\]/,
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
      // Journeys whose steps do not depend on the layout (form rules, toasts, counters, API
      // refusals) run at desktop width only; their pages are checked at phone width by the
      // screenshot, accessibility and page specs.
      testIgnore: [
        'account-settings.spec.ts',
        'ad-detail-engagement.spec.ts',
        'ad-detail-reviews.spec.ts',
        'auth-favorites.spec.ts',
        'auth-login.spec.ts',
        'auth-register.spec.ts',
        'auth-session-cookies.spec.ts',
        'browsing-rules.spec.ts',
        'category-url-state.spec.ts',
        'error-screen.spec.ts',
        'jobs-apply.spec.ts',
        'messaging.spec.ts',
        'search-page-journey.spec.ts',
        'share-journey.spec.ts',
        'selling-manage.spec.ts',
        'selling-post.spec.ts',
        'server-rendering.spec.ts',
        'user-text-direction.spec.ts',
      ],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
      },
    },
  ],
  webServer: [
    webServer(port, '', dataDir),
    ...(postgresUrl
      ? [webServer(postgresPort, postgresUrl, mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-pg-')))]
      : []),
  ],
});
