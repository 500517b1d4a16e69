import { expect, test } from '@playwright/test';
import { createAccount, DEMO, signInAs, submitLogin } from '../support/accounts';
import { LANGS, texts } from '../support/i18n';
import { validationMessages } from '../../packages/contracts/src/validation-messages';

/** Spec 2 (Login, protected pages), 4 (Auth), 8 (login toasts). */
for (const lang of LANGS) {
  const t = texts(lang);
  const v = validationMessages[lang];

  test(`[${lang}] login: the password toggle; a wrong password and empty fields; the user name shows the name in the header and logout clears it; the phone number, a protected page coming back after it; profile edit saves and shows the new record; a session revoked elsewhere sends the user to login, and back after it`, async ({
    page,
    request,
    playwright,
  }, testInfo) => {
    // Six walks through login, three new accounts.
    test.slow();
    await test.step('the password toggle shows and hides the password', async () => {
      await page.goto(`/${lang}/login`);
      const password = page.getByLabel(t.auth.password, { exact: true });
      await password.fill('secret1');
      await expect(password).toHaveAttribute('type', 'password');
      const show = t.auth.showPassword.replace('{{field}}', t.auth.password);
      const hide = t.auth.hidePassword.replace('{{field}}', t.auth.password);
      await page.getByRole('button', { name: show, exact: true }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: hide, exact: true }).click();
      await expect(password).toHaveAttribute('type', 'password');
    });

    await test.step('a wrong password shows the message under the field; empty fields the rules', async () => {
      await page.goto(`/${lang}/login`);
      await page.getByRole('button', { name: t.auth.loginButton, exact: true }).click();
      await expect(page.getByText(v.user_name_min, { exact: true })).toBeVisible();
      await expect(page.getByText(v.password_min, { exact: true })).toBeVisible();

      await submitLogin(page, t, 'demo2', 'not-the-password');
      const password = page.getByLabel(t.auth.password, { exact: true });
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('form').getByText(v.invalid_credentials)).toBeVisible();
      await expect(page).toHaveURL(`/${lang}/login`);
    });

    await test.step('login with the user name shows the name in the header; logout clears it', async () => {
      await page.goto(`/${lang}/login`);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.loginTitle })).toBeVisible();
      await submitLogin(page, t, DEMO.userName, DEMO.password);
      await expect(page.getByText(t.auth.loginSuccess, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`/${lang}`);
      const account = page.getByRole('banner').getByRole('link', { name: /Demo/ });
      await expect(account).toHaveAttribute('href', `/${lang}/profile`);

      await account.click();
      await expect(page.getByRole('heading', { level: 1, name: t.profile.title })).toBeVisible();
      await page.getByRole('button', { name: t.profile.logout, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}`);
      await expect(
        page.getByRole('banner').getByRole('link', { name: t.login, exact: true }),
      ).toBeVisible();
      // The server revoked the session: the profile sends us to login again.
      await page.goto(`/${lang}/profile`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?redirect=`));
      const cookies = await page.context().cookies();
      expect(cookies.map((c) => c.name)).not.toContain('auth_token');
      expect(cookies.map((c) => c.name)).not.toContain('userData');
    });

    await test.step('login with the phone number; a protected page comes back after login', async () => {
      const account = await createAccount(request, testInfo);
      await page.goto(`/${lang}/favorites`);
      await expect(page).toHaveURL(
        `/${lang}/login?redirect=${encodeURIComponent(`/${lang}/favorites`)}`,
      );
      await submitLogin(page, t, account.phone, account.password);
      await expect(page).toHaveURL(`/${lang}/favorites`);
      await expect(page.getByRole('heading', { level: 1, name: t.favorites })).toBeVisible();
      await expect(page.getByRole('banner').getByText(account.name)).toBeVisible();
    });

    await test.step('profile edit saves and shows the new record', async () => {
      const account = await createAccount(request, testInfo);
      await signInAs(page, account);
      await page.goto(`/${lang}/profile`);
      await expect(page.getByText(account.phone)).toBeVisible();
      await page.getByRole('button', { name: t.profile.edit, exact: true }).click();
      const name = page.getByLabel(t.auth.name, { exact: true });
      await name.fill('ab');
      await page.getByRole('button', { name: t.profile.save, exact: true }).click();
      await expect(page.getByText(v.name_min, { exact: true })).toBeVisible();
      await page.getByLabel(t.profile.email, { exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: t.profile.save, exact: true }).click();
      await expect(page.getByText(v.invalid_email, { exact: true })).toBeVisible();

      const newName = `${account.name} Edited`;
      await name.fill(newName);
      await page
        .getByLabel(t.profile.email, { exact: true })
        .fill(`${account.userName}@example.com`);
      await page.getByLabel(t.profile.bio, { exact: true }).fill('Hello from the e2e test');
      await page.getByRole('button', { name: t.profile.save, exact: true }).click();
      await expect(page.getByText('Hello from the e2e test')).toBeVisible();
      await expect(page.getByText(`${account.userName}@example.com`)).toBeVisible();
      await expect(page.getByRole('banner').getByText(newName)).toBeVisible();
      await page.reload();
      await expect(page.getByText('Hello from the e2e test')).toBeVisible();
    });

    await test.step('a session revoked elsewhere sends the user to login, and back after it', async () => {
      const account = await createAccount(request, testInfo);
      const signedIn = await page.request.post('/api/login', {
        data: { userName: account.userName, password: account.password },
      });
      const { data } = (await signedIn.json()) as { data: { token: string } };
      await page.goto(`/${lang}/profile`);
      await expect(page.getByText(account.phone)).toBeVisible();

      // Another client signs this session out (its token as a Bearer, no cookies of its own).
      const other = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      const revoked = await other.post('/api/logout', {
        headers: { Authorization: `Bearer ${data.token}` },
      });
      expect(revoked.ok()).toBe(true);
      await other.dispose();

      // The page's next call answers 401: the session is forgotten and login brings the user back.
      await page.reload();
      await expect(page).toHaveURL(
        `/${lang}/login?redirect=${encodeURIComponent(`/${lang}/profile`)}`,
      );
      await expect(
        page.getByRole('banner').getByRole('link', { name: t.login, exact: true }),
      ).toBeVisible();
      await submitLogin(page, t, account.userName, account.password);
      await expect(page).toHaveURL(`/${lang}/profile`);
      await expect(page.getByText(account.phone)).toBeVisible();
    });
  });
}
