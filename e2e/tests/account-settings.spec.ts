import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { createAccount, latestCode, signInAs, uniqueAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { LANGS, texts, type Texts } from '../support/i18n';

/**
 * Issue 16 item 5: the profile's settings. Interests, picture, password, phone number and
 * deleting the account, each through its form, checked against what the server then holds.
 */

const NEW_PASSWORD = 'Lm4!harbour-pine';

/**
 * Records the sides of each picture the page sends to the API in `window.sentPictureSides`:
 * Playwright cannot read a Blob request body, so the page measures it as it leaves.
 */
const RECORD_SENT_PICTURES = `
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (init && init.body instanceof Blob) {
      const bitmap = await createImageBitmap(init.body).catch(() => null);
      window.sentPictureSides = bitmap && [bitmap.width, bitmap.height];
    }
    return send(input, init);
  };
`;

function card(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

async function typeCode(page: Page, t: Texts, code: string) {
  await page.getByRole('group', { name: t.otp.label }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** A photo as a phone takes it: larger than the 2,048 px the browser scales it down to. */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

for (const lang of LANGS) {
  const t = texts(lang);
  const v = validationMessages[lang];

  test(`[${lang}] interests and picture are saved and kept after a reload`, async ({
    page,
    request,
  }, testInfo) => {
    // A sign-up, an accessibility scan, a 12-megapixel photo scaled in the browser and processed
    // by the server, and a reload: on a busy machine that is more than the default 30 s.
    test.slow();
    const account = await createAccount(request, testInfo);
    await signInAs(page, account);
    await page.addInitScript({ content: RECORD_SENT_PICTURES });
    await page.goto(`/${lang}/profile`);
    const interests = card(page, t.profile.interestsTitle);
    const tags = interests.getByRole('list', { name: t.auth.interestsTitle });
    const name = (await tags.getByRole('button', { pressed: false }).first().textContent()) ?? '';
    expect(name).not.toBe('');
    const tag = tags.getByRole('button', { name, exact: true });
    await tag.click();
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await interests.getByRole('button', { name: t.profile.saveInterests }).click();
    await expect(page.getByText(apiMessage('interests_saved', lang))).toBeVisible();
    await expectNoSeriousViolations(page);

    // A 4,000 px photo leaves the browser at 2,048 px at most.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(4000, 3000),
    });
    await expect.poll(() => page.evaluate('window.sentPictureSides')).toEqual([2048, 1536]);
    await expect(page.getByText(apiMessage('avatar_saved', lang))).toBeVisible();
    const avatar = page.getByRole('main').locator('img[src^="/media/uploads/avatars/"]');
    await expect(avatar).toBeVisible();

    await page.reload();
    await expect(
      card(page, t.profile.interestsTitle).getByRole('button', {
        name,
        exact: true,
        pressed: true,
      }),
    ).toBeVisible();
    await expect(avatar).toBeVisible();

    // Not a picture: the server's message, and the picture stays.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('these are notes, not a picture'),
    });
    await expect(page.getByText(v.picture_type)).toBeVisible();
    await expect(avatar).toBeVisible();

    await page.getByRole('button', { name: t.profile.removePicture }).click();
    await expect(page.getByText(apiMessage('avatar_removed', lang))).toBeVisible();
    await expect(avatar).toHaveCount(0);
  });

  test(`[${lang}] a new password needs the current one and signs out the other sessions`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const account = await createAccount(request, testInfo);
    await signInAs(page, account);
    const other = await browser.newContext();
    await signInAs(await other.newPage(), account);
    await page.goto(`/${lang}/profile`);
    const form = card(page, t.profile.passwordTitle);
    await form.getByLabel(t.profile.currentPassword, { exact: true }).fill('wrong-password');
    await form.getByLabel(t.auth.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel(t.auth.confirmPassword, { exact: true }).fill(`${NEW_PASSWORD}x`);
    await form.getByRole('button', { name: t.profile.passwordTitle }).click();
    await expect(form.getByText(v.passwords_mismatch)).toBeVisible();
    await form.getByLabel(t.auth.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: t.profile.passwordTitle }).click();
    await expect(form.getByText(v.password_incorrect)).toBeVisible();

    await form.getByLabel(t.profile.currentPassword, { exact: true }).fill(account.password);
    await form.getByRole('button', { name: t.profile.passwordTitle }).click();
    await expect(page.getByText(apiMessage('password_changed', lang))).toBeVisible();
    await expect(form.getByLabel(t.profile.currentPassword, { exact: true })).toHaveValue('');

    expect((await page.request.get('/api/me')).status()).toBe(200);
    expect((await other.request.get('/api/me')).status()).toBe(401);
    await other.close();
    const oldLogin = await request.post('/api/login', {
      data: { userName: account.userName, password: account.password },
    });
    expect(oldLogin.status()).toBe(422);
    const newLogin = await request.post('/api/login', {
      data: { userName: account.userName, password: NEW_PASSWORD },
    });
    expect(newLogin.status()).toBe(200);
  });

  test(`[${lang}] a new phone number is confirmed by the code sent to it`, async ({
    page,
    request,
  }, testInfo) => {
    const account = await createAccount(request, testInfo);
    const next = uniqueAccount(testInfo);
    await signInAs(page, account);
    await page.goto(`/${lang}/profile`);
    const form = card(page, t.profile.phoneTitle);
    await form.getByLabel(t.profile.newPhone, { exact: true }).fill(account.phoneLocal);
    await form.getByRole('button', { name: t.profile.sendCode }).click();
    await expect(form.getByText(v.phone_number_same)).toBeVisible();

    // Typed as its owner knows it: the local form, with the leading 0.
    await form.getByLabel(t.profile.newPhone, { exact: true }).fill(`0${next.phoneLocal}`);
    await form.getByRole('button', { name: t.profile.sendCode }).click();
    await expect(page).toHaveURL(`/${lang}/profile/phone`);
    await expect(
      page.getByRole('heading', { level: 1, name: t.profile.confirmPhoneTitle }),
    ).toBeVisible();
    await expect(page.getByText(next.phone)).toBeVisible();
    // Like registration and reset: the 6th digit verifies, and a wrong code says so in the form.
    const code = await latestCode(request, next.phone);
    await typeCode(page, t, code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert').filter({ hasText: v.otp_invalid })).toBeVisible();
    await typeCode(page, t, code);
    await expect(page).toHaveURL(`/${lang}/profile`);
    await expect(page.getByText(apiMessage('phone_changed', lang))).toBeVisible();
    await expect(page.getByText(next.phone)).toBeVisible();

    const login = await request.post('/api/login', {
      data: { userName: next.phone, password: account.password },
    });
    expect(login.status()).toBe(200);
  });

  test(`[${lang}] deleting the account asks for the password, then signs out for good`, async ({
    page,
    request,
  }, testInfo) => {
    const account = await createAccount(request, testInfo);
    await signInAs(page, account);
    await page.goto(`/${lang}/profile`);
    await card(page, t.profile.deleteTitle)
      .getByRole('button', { name: t.profile.deleteButton })
      .click();
    const dialog = page.getByRole('dialog', { name: t.profile.deleteConfirmTitle });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByLabel(t.profile.deletePassword, { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: t.profile.deleteButton }).click();
    await expect(dialog.getByText(v.password_incorrect)).toBeVisible();
    await dialog.getByRole('button', { name: t.profile.cancel }).click();
    await expect(dialog).toHaveCount(0);
    expect((await page.request.get('/api/me')).status()).toBe(200);

    await card(page, t.profile.deleteTitle)
      .getByRole('button', { name: t.profile.deleteButton })
      .click();
    await dialog.getByLabel(t.profile.deletePassword, { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: t.profile.deleteButton }).click();
    await expect(page).toHaveURL(`/${lang}`);
    await expect(page.getByText(apiMessage('account_deleted', lang))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: t.login })).toBeVisible();
    const login = await request.post('/api/login', {
      data: { userName: account.userName, password: account.password },
    });
    expect(login.status()).toBe(422);
  });
}
