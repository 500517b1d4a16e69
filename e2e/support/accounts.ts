import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { Texts } from './i18n';

export const DEMO = { userName: 'demo', password: 'demo12345' } as const;
export const PASSWORD = 'Kx7!river-stone';

let counter = 0;

/**
 * A phone number and user name no other test, worker or earlier run uses. Within a run the
 * worker (`workerIndex` is unique per worker process, restarts included) and the worker's own
 * counter make it unique; the clock's seconds keep reruns on a kept database apart. The number
 * stays under +963930000000, where the seeded users' numbers start.
 */
export function uniqueAccount(testInfo: TestInfo) {
  counter += 1;
  const worker = String(testInfo.workerIndex % 30).padStart(2, '0');
  const count = String(counter % 1000).padStart(3, '0');
  const seconds = String(Math.floor(Date.now() / 1000) % 1000).padStart(3, '0');
  const phoneLocal = `9${worker}${count}${seconds}`;
  const id = `${Date.now().toString(36)}w${worker}c${count}`;
  return {
    name: `Test User ${id}`,
    userName: `u${id}`,
    phoneLocal,
    phone: `+963${phoneLocal}`,
    password: PASSWORD,
  };
}

export type Account = ReturnType<typeof uniqueAccount>;

/** The latest SMS code sent to `phone` (the dev outbox; the e2e server runs with NODE_ENV=test). */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const read = async (): Promise<string | null> => {
    const response = await request.get('/api/dev/outbox', { params: { phone_number: phone } });
    if (!response.ok()) return null;
    const body = (await response.json()) as { data: { code: string | null }[] };
    return body.data[0]?.code ?? null;
  };
  await expect.poll(read).not.toBeNull();
  const code = await read();
  if (code === null) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Registers and verifies a new account through the API (no browser session). */
export async function createAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<Account> {
  const account = uniqueAccount(testInfo);
  const registered = await request.post('/api/register', {
    data: {
      name: account.name,
      userName: account.userName,
      phone_number: account.phone,
      birthdate: '1990-05-17',
      password: account.password,
      password_confirmation: account.password,
      gender: 'female',
      interests: [],
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const otp = await latestCode(request, account.phone);
  const verified = await request.post('/api/verify-otp', {
    data: { phone_number: account.phone, otp },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return account;
}

/** Signs in through the browser's own context, so the page gets the session cookies. */
export async function signInAs(page: Page, account: { userName: string; password: string }) {
  const response = await page.request.post('/api/login', {
    data: { userName: account.userName, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export type Person = { account: Account; page: Page };

/** Someone with a new account, signed in on a phone of their own (a browser context). */
export async function newPerson(
  browser: Browser,
  testInfo: TestInfo,
  contextOptions: BrowserContextOptions = {},
): Promise<Person> {
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
    ...contextOptions,
  });
  const page = await context.newPage();
  const account = await createAccount(page.request, testInfo);
  await signInAs(page, account);
  return { account, page };
}

/** Fills and sends the login form of the current page. */
export async function submitLogin(page: Page, t: Texts, userName: string, password: string) {
  await page.getByLabel(t.auth.phoneOrUserName, { exact: true }).fill(userName);
  await page.getByLabel(t.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.auth.loginButton, exact: true }).click();
}
