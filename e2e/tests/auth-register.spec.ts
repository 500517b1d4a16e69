import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  latestCode,
  submitLogin,
  uniqueAccount,
  type Account,
} from '../support/accounts';
import { LANGS, texts, type Texts } from '../support/i18n';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { validationMessages } from '../../packages/contracts/src/validation-messages';

/** Spec 2 (Registration, Choose interests, OTP screens), 4 (Registration, Password reset), 5. */

async function fillStepOne(
  page: Page,
  t: Texts,
  account: Pick<Account, 'name' | 'userName' | 'phoneLocal' | 'password'>,
  /** The number as the user types it; the local digits by default. */
  phoneTyped = account.phoneLocal,
) {
  await page.getByLabel(t.auth.name, { exact: true }).fill(account.name);
  await page.getByLabel(t.auth.userName, { exact: true }).fill(account.userName);
  await page.getByLabel(t.auth.phoneNumber, { exact: true }).fill(phoneTyped);
  await page.getByLabel(t.auth.birthdate, { exact: true }).fill('1992-03-04');
  await page.getByLabel(t.auth.password, { exact: true }).fill(account.password);
  await page.getByLabel(t.auth.passwordConfirmation, { exact: true }).fill(account.password);
}

async function typeCode(page: Page, t: Texts, code: string) {
  const first = page.getByRole('group', { name: t.otp.label }).getByRole('textbox').first();
  await first.click();
  await page.keyboard.type(code);
}

for (const lang of LANGS) {
  const t = texts(lang);
  const v = validationMessages[lang];

  test(`[${lang}] registration step 1: the country picker lists flags and closes on an outside click; every rule under its field; a taken phone number or user name; a too common password; once nothing is refused, Next opens the interests`, async ({
    page,
    request,
  }, testInfo) => {
    // Four walks through the first step of registration.
    test.slow();
    await test.step('the country picker lists flags and closes on an outside click', async () => {
      await page.goto(`/${lang}/register`);
      await page
        .getByRole('button', { name: t.auth.countryCode.replace('{{code}}', '+963') })
        .click();
      const list = page.getByRole('listbox', { name: t.auth.countryCodeList });
      await expect(list).toBeVisible();
      await expect(list.getByRole('option').first()).toContainText('+963');
      await page.getByRole('heading', { level: 1 }).click();
      await expect(list).toHaveCount(0);
    });

    await test.step('step 1 shows every rule under its field', async () => {
      await page.goto(`/${lang}/register`);
      await expect(
        page.getByRole('button', { name: t.auth.countryCode.replace('{{code}}', '+963') }),
      ).toBeVisible();
      await page.getByLabel(t.auth.phoneNumber, { exact: true }).fill('12a');
      await page.getByLabel(t.auth.password, { exact: true }).fill('abcdef');
      await page.getByLabel(t.auth.passwordConfirmation, { exact: true }).fill('abcdeg');
      await page.getByRole('button', { name: t.auth.next, exact: true }).click();
      await expect(page.getByText(v.name_min, { exact: true })).toBeVisible();
      await expect(page.getByText(v.user_name_min, { exact: true })).toBeVisible();
      await expect(page.getByText(v.phone_digits, { exact: true })).toBeVisible();
      await expect(page.getByText(v.passwords_mismatch, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`/${lang}/register`);

      await page.getByLabel(t.auth.phoneNumber, { exact: true }).fill('123');
      await page.getByLabel(t.auth.birthdate, { exact: true }).fill('2999-01-01');
      await page.getByLabel(t.auth.password, { exact: true }).fill('abc');
      await page.getByLabel(t.auth.passwordConfirmation, { exact: true }).fill('abc');
      await page.getByRole('button', { name: t.auth.next, exact: true }).click();
      await expect(page.getByText(v.phone_invalid, { exact: true })).toBeVisible();
      await expect(page.getByText(v.birthdate_past, { exact: true })).toBeVisible();
      await expect(page.getByText(v.password_min, { exact: true })).toBeVisible();
      await expect(page.getByText(v.password_confirmation_min, { exact: true })).toBeVisible();
      await expect(page.getByText(v.passwords_mismatch, { exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(`/${lang}/register`);
    });

    await test.step('step 1 shows a taken phone number or user name; the interests step waits', async () => {
      const taken = await createAccount(request, testInfo);
      const fresh = uniqueAccount(testInfo);
      const next = page.getByRole('button', { name: t.auth.next, exact: true });
      const phoneField = page.getByLabel(t.auth.phoneNumber, { exact: true });
      await page.goto(`/${lang}/register`);

      // The taken number typed in its local form, with its 0 and spaces.
      const local = taken.phoneLocal;
      const typed = `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
      await fillStepOne(page, t, fresh, typed);
      await next.click();
      await expect(page.getByText(v.phone_number_taken, { exact: true })).toBeVisible();
      await expect(page.getByText(v.user_name_taken, { exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(`/${lang}/register`);
      await expect(page.getByRole('heading', { name: t.auth.interestsTitle })).toHaveCount(0);
      // What was typed is still there.
      await expect(phoneField).toHaveValue(typed);

      await phoneField.fill(fresh.phoneLocal);
      await page.getByLabel(t.auth.userName, { exact: true }).fill(taken.userName.toUpperCase());
      await next.click();
      await expect(page.getByText(v.user_name_taken, { exact: true })).toBeVisible();
      await expect(page.getByText(v.phone_number_taken, { exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(`/${lang}/register`);
      await expect(page.getByRole('heading', { name: t.auth.interestsTitle })).toHaveCount(0);
    });

    await test.step('step 1 shows a too common password; once nothing is refused, Next opens the interests', async () => {
      const account = uniqueAccount(testInfo);
      const next = page.getByRole('button', { name: t.auth.next, exact: true });
      await page.goto(`/${lang}/register`);
      await fillStepOne(page, t, { ...account, password: 'password123' });
      await next.click();
      await expect(page.getByText(v.password_too_common, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`/${lang}/register`);
      await expect(page.getByRole('heading', { name: t.auth.interestsTitle })).toHaveCount(0);

      await page.getByLabel(t.auth.password, { exact: true }).fill(account.password);
      await page.getByLabel(t.auth.passwordConfirmation, { exact: true }).fill(account.password);
      await next.click();
      await expect(page).toHaveURL(`/${lang}/Choose-Interest`);
      await expect(page.getByRole('heading', { name: t.auth.interestsTitle })).toBeVisible();
    });
  });

  test(
    `[${lang}] forgot password → code → new password, the new one works, the old one not; registration through interests and the phone code ends signed in at home`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      // Ten screens and seven password hashes: a long journey on a busy machine.
      test.slow();
      await test.step('forgot password → code → new password; the new one works, the old one not', async () => {
        const account = await createAccount(request, testInfo);
        await page.goto(`/${lang}/login`);
        await page.getByRole('link', { name: t.auth.forgotPassword, exact: true }).click();
        await expect(page).toHaveURL(`/${lang}/ForgetPassword`);
        await page.getByLabel(t.auth.phoneNumber, { exact: true }).fill('12');
        await page.getByRole('button', { name: t.auth.next, exact: true }).click();
        await expect(page.getByText(v.phone_invalid, { exact: true })).toBeVisible();
        // The local form with its leading 0, as a Syrian user writes it.
        await page.getByLabel(t.auth.phoneNumber, { exact: true }).fill(`0${account.phoneLocal}`);
        await page.getByRole('button', { name: t.auth.next, exact: true }).click();

        await expect(page).toHaveURL(`/${lang}/OTP-Verification`);
        await expect(page.getByText(account.phone)).toBeVisible();
        const code = await latestCode(request, account.phone);
        // Pasting fills all six boxes.
        const boxes = page.getByRole('group', { name: t.otp.label }).getByRole('textbox');
        await boxes.first().focus();
        // A real paste event with the code as its clipboard text (the e2e files have no DOM types).
        await page.evaluate(`(() => {
          const data = new DataTransfer();
          data.setData('text/plain', ${JSON.stringify(code)});
          document.activeElement.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        })()`);
        // The pasted code verifies at once, as a typed one does.

        await expect(page).toHaveURL(`/${lang}/Add-New-Password`);
        const newPassword = `${account.password}-2`;
        await page.getByLabel(t.auth.newPassword, { exact: true }).fill(newPassword);
        await page.getByLabel(t.auth.confirmPassword, { exact: true }).fill('something-else');
        await page.getByRole('button', { name: t.auth.confirm, exact: true }).click();
        await expect(page.getByText(v.passwords_mismatch, { exact: true })).toBeVisible();
        await page.getByLabel(t.auth.confirmPassword, { exact: true }).fill(newPassword);
        await page.getByRole('button', { name: t.auth.confirm, exact: true }).click();

        await expect(page).toHaveURL(`/${lang}/login`);
        await submitLogin(page, t, account.userName, account.password);
        await expect(page.locator('form').getByText(v.invalid_credentials)).toBeVisible();
        await submitLogin(page, t, account.userName, newPassword);
        await expect(page).toHaveURL(`/${lang}`);
        await expect(page.getByRole('banner').getByText(account.name)).toBeVisible();
      });

      await test.step('registration through interests and the phone code ends signed in at home', async () => {
        // Signed out again: registration is for visitors.
        await page.context().clearCookies();
        const account = uniqueAccount(testInfo);
        await page.goto(`/${lang}/register`);
        // The number as its owner knows it: the international form, spaced.
        await fillStepOne(page, t, account, `+963 ${account.phoneLocal}`);
        await page.getByRole('button', { name: t.auth.female, exact: true }).click();
        await page.getByRole('button', { name: t.auth.next, exact: true }).click();

        await expect(page).toHaveURL(`/${lang}/Choose-Interest`);
        const chips = page.getByRole('list', { name: t.auth.interestsTitle }).getByRole('button');
        await expect(chips.first()).toBeVisible();
        await chips.nth(0).click();
        await chips.nth(2).click();
        await expect(chips.nth(0)).toHaveAttribute('aria-pressed', 'true');
        await page.getByRole('button', { name: t.auth.createAccount, exact: true }).click();

        await expect(page).toHaveURL(`/${lang}/Verify-Phone-OTP`);
        await expect(page.getByText(account.phone)).toBeVisible();
        // A short code gets the spec's message and stays here.
        await typeCode(page, t, '123');
        await page.getByRole('button', { name: t.otp.verify, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: v.otp_length })).toBeVisible();
        // A resend right after the first code is refused with the server's wait message.
        await page.getByRole('button', { name: t.otp.resend, exact: true }).click();
        await expect(page.getByText(apiMessage('otp_wait', lang))).toBeVisible();

        const code = await latestCode(request, account.phone);
        // The 6th digit verifies; a wrong code's error shows in the form.
        await typeCode(page, t, code === '000000' ? '111111' : '000000');
        await expect(page.getByRole('alert').filter({ hasText: v.otp_invalid })).toBeVisible();
        await typeCode(page, t, code);
        await expect(page).toHaveURL(`/${lang}`);
        await expect(page.getByRole('banner').getByText(account.name)).toBeVisible();
      });
    },
  );
}
