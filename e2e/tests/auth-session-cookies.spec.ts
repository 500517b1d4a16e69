import { chromium, expect, test, type Page } from '@playwright/test';
import { createAccount, submitLogin } from '../support/accounts';
import { LANGS, texts, type Lang } from '../support/i18n';

/** Issue 16, items 4 (remember me) and 23 (signing in over plain HTTP on a LAN address). */
const THIRTY_DAYS_S = 30 * 24 * 3600;

async function signIn(page: Page, lang: Lang, userName: string, password: string) {
  const t = texts(lang);
  await submitLogin(page, t, userName, password);
  await expect(page.getByText(t.auth.loginSuccess, { exact: true })).toBeVisible();
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(`[${lang}] remember me, ticked by default, keeps both cookies 30 days; unticked, the session ends with the browser; signing in works over plain HTTP on an address that is not loopback`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // Three sign-ins of new accounts, one in a browser of its own.
    test.slow();
    await test.step('remember me, ticked by default, keeps both cookies 30 days', async () => {
      const account = await createAccount(request, testInfo);
      await page.goto(`/${lang}/login`);
      await expect(page.getByRole('checkbox', { name: t.auth.rememberMe })).toBeChecked();
      await signIn(page, lang, account.userName, account.password);
      const cookies = await page.context().cookies();
      const nowS = Date.now() / 1000;
      for (const name of ['auth_token', 'userData']) {
        const expires = cookies.find((c) => c.name === name)?.expires ?? -1;
        expect(expires, name).toBeGreaterThan(nowS + THIRTY_DAYS_S - 3600);
      }
    });

    await test.step('unticked, the session ends with the browser', async () => {
      // Signed out again: the login page is for visitors.
      await page.context().clearCookies();
      const account = await createAccount(request, testInfo);
      await page.goto(`/${lang}/login`);
      await page.getByRole('checkbox', { name: t.auth.rememberMe }).uncheck();
      await signIn(page, lang, account.userName, account.password);
      const cookies = await page.context().cookies();
      for (const name of ['auth_token', 'userData'])
        expect(cookies.find((c) => c.name === name)?.expires, name).toBe(-1);

      // The browser is closed and opened again: it keeps only cookies that have an expiry.
      const reopened = await browser.newContext({
        storageState: { cookies: cookies.filter((c) => c.expires > 0), origins: [] },
      });
      const again = await reopened.newPage();
      await again.goto(`/${lang}/profile`);
      await expect(again).toHaveURL(new RegExp(`/${lang}/login\\?redirect=`));
      await reopened.close();
    });

    await test.step('signing in works over plain HTTP on an address that is not loopback', async () => {
      const account = await createAccount(request, testInfo);
      const base = new URL(testInfo.project.use.baseURL ?? '');
      // A LAN name for the server: the browser treats it as any plain-HTTP site (no secure context).
      const launch = testInfo.project.use.launchOptions ?? {};
      const lanBrowser = await chromium.launch({
        ...launch,
        args: [...(launch.args ?? []), `--host-resolver-rules=MAP souq.lan ${base.hostname}`],
      });
      try {
        const page = await lanBrowser.newPage();
        const lanBase = `http://souq.lan:${base.port}`;
        await page.goto(`${lanBase}/${lang}/login`);
        expect(await page.evaluate('window.isSecureContext')).toBe(false);
        await signIn(page, lang, account.userName, account.password);
        await page.goto(`${lanBase}/${lang}/profile`);
        await expect(page.getByRole('heading', { level: 1, name: t.profile.title })).toBeVisible();
        await expect(page.getByText(account.phone)).toBeVisible();
      } finally {
        await lanBrowser.close();
      }
    });
  });
}
