import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  request as requests,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type {
  AdAction,
  AdActionResult,
  AdStatus,
  Envelope,
  OutboxMessage,
  StaffCodeStep,
} from '../../packages/contracts/src/index';
import { DEMO, submitLogin } from './accounts';
import { texts, type Lang } from './i18n';

/** The demo's moderator and admin (seeded with the demo, the demo's password). */
export const STAFF = { moderator: 'moderator', admin: 'admin' } as const;
export type StaffName = (typeof STAFF)[keyof typeof STAFF];

/** The code texted to `phone` at `since` (ms) or later, or null. */
async function codeSince(
  request: APIRequestContext,
  phone: string,
  since: number,
): Promise<string | null> {
  const response = await request.get('/api/dev/outbox', { params: { phone_number: phone } });
  if (!response.ok()) return null;
  const [latest] = ((await response.json()) as Envelope<OutboxMessage[]>).data;
  if (!latest?.code || Date.parse(latest.sent_at) < since) return null;
  return latest.code;
}

/**
 * The code a staff sign-in started at `since` texted. A staff account gets a new code a minute
 * after the last one at the soonest: when another test signed in as the same person just before,
 * none came, and `askAgain` (signing in again) is repeated until one does.
 */
async function codeOfSignIn(
  request: APIRequestContext,
  phone: string,
  since: number,
  askAgain: () => Promise<unknown>,
): Promise<string> {
  await expect
    .poll(
      async () => {
        const code = await codeSince(request, phone, since);
        if (code === null) await askAgain();
        return code;
      },
      { message: `a sign-in code for ${phone}`, timeout: 100_000, intervals: [2_000, 10_000] },
    )
    .not.toBeNull();
  const code = await codeSince(request, phone, since);
  if (code === null) throw new Error(`no sign-in code for ${phone}`);
  return code;
}

const LOCK_STALE_MS = 3 * 60_000;

/**
 * Runs `signIn` while no other test signs in as `name` on this server (a lock file named after
 * its port): each sign-in texts a code, and two at once could each take the other's.
 */
async function alone<T>(baseURL: string, name: StaffName, signIn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `souq-e2e-${new URL(baseURL).port}-${name}.lock`);
  const take = (): boolean => {
    try {
      closeSync(openSync(lock, 'wx'));
      return true;
    } catch {
      const taken = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (taken !== undefined && Date.now() - taken > LOCK_STALE_MS) rmSync(lock, { force: true });
      return false;
    }
  };
  await expect
    .poll(take, {
      message: `another test signs in as ${name}`,
      timeout: 200_000,
      intervals: [1_000],
    })
    .toBe(true);
  try {
    return await signIn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Signs a member of staff in through the login form of the current page: the password, then the
 * code texted to their phone, typed in the code step (which verifies at the sixth digit).
 */
export async function signInStaffThroughForm(page: Page, lang: Lang, name: StaffName) {
  const t = texts(lang);
  const baseURL = new URL(page.url()).origin;
  await alone(baseURL, name, async () => {
    const since = Date.now();
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/login',
    );
    await submitLogin(page, t, name, DEMO.password);
    const response = await answered;
    expect(response.status(), await response.text()).toBe(202);
    const { phone_number: phone } = ((await response.json()) as Envelope<StaffCodeStep>).data;
    const step = page.getByRole('heading', { level: 1, name: t.auth.staffCodeTitle });
    await expect(step).toBeVisible();
    const code = await codeOfSignIn(page.request, phone, since, () =>
      page.getByRole('button', { name: t.otp.resend, exact: true }).click(),
    );
    await page.getByRole('group', { name: t.otp.label }).getByRole('textbox').first().click();
    await page.keyboard.type(code);
    // Verified (and so spent) before another test may sign in.
    await expect(step).toBeHidden();
  });
}

/** Signs a member of staff in through the API (both steps); the context gets the cookies. */
async function signInThroughApi(request: APIRequestContext, name: StaffName): Promise<void> {
  const since = Date.now();
  const login = () =>
    request.post('/api/login', { data: { userName: name, password: DEMO.password } });
  const first = await login();
  expect(first.status(), await first.text()).toBe(202);
  const { phone_number: phone } = ((await first.json()) as Envelope<StaffCodeStep>).data;
  const otp = await codeOfSignIn(request, phone, since, login);
  const signedIn = await request.post('/api/login/staff-code', {
    data: { phone_number: phone, otp, remember: true },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

type Cookies = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];

/** A request context of its own on `baseURL` that sends `cookies`. */
function requestWith(baseURL: string, cookies: Cookies): Promise<APIRequestContext> {
  return requests.newContext({ baseURL, storageState: { cookies, origins: [] } });
}

/**
 * The cookies of a session of `name`, signed in once for every test of a run that needs one:
 * they are kept in a file named after the server's port, and signed in again when that session
 * no longer opens the console (a new run).
 */
async function staffCookies(baseURL: string, name: StaffName): Promise<Cookies> {
  const file = path.join(os.tmpdir(), `souq-e2e-${new URL(baseURL).port}-${name}.json`);
  const reuse = async (): Promise<Cookies | null> => {
    let cookies: Cookies;
    try {
      cookies = JSON.parse(readFileSync(file, 'utf8')) as Cookies;
    } catch {
      return null;
    }
    const api = await requestWith(baseURL, cookies);
    try {
      return (await api.get('/api/admin/dashboard')).ok() ? cookies : null;
    } finally {
      await api.dispose();
    }
  };
  const kept = await reuse();
  if (kept) return kept;
  return alone(baseURL, name, async () => {
    // Another test may have signed in while this one waited.
    const signedIn = await reuse();
    if (signedIn) return signedIn;
    const api = await requests.newContext({ baseURL });
    try {
      await signInThroughApi(api, name);
      const { cookies } = await api.storageState();
      writeFileSync(file, JSON.stringify(cookies));
      return cookies;
    } finally {
      await api.dispose();
    }
  });
}

/** Gives `context` the kept session of `name` (see `staffCookies`), without the form. */
export async function useStaffSession(
  context: BrowserContext,
  baseURL: string,
  name: StaffName,
): Promise<void> {
  const cookies = await staffCookies(baseURL, name);
  await context.clearCookies();
  await context.addCookies(cookies);
}

/**
 * A moderator's decision on an ad (approve, reject, hide…), as the console takes it, through the
 * staff API with the kept admin session; answers the ad's status after it.
 */
export async function decideOnAd(
  lang: Lang,
  adId: number,
  action: AdAction,
  reason: string,
): Promise<AdStatus> {
  const baseURL = String(test.info().project.use.baseURL);
  const api = await requestWith(baseURL, await staffCookies(baseURL, STAFF.admin));
  try {
    const decided = await api.post(`/api/admin/ads/${String(adId)}/actions`, {
      headers: { lang },
      data: { action, reason },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    return ((await decided.json()) as Envelope<AdActionResult>).data.status;
  } finally {
    await api.dispose();
  }
}

/**
 * Approves an ad held for review (issue 42: a new seller's first ads wait for a moderator), as
 * the console does: the ad is then live.
 */
export async function approveHeldAd(lang: Lang, adId: number): Promise<void> {
  const reason = lang === 'ar' ? 'إعلان سليم' : 'A fair ad';
  expect(await decideOnAd(lang, adId, 'approve', reason)).toBe('active');
}
