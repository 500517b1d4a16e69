import { expect, test } from '@playwright/test';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { uniqueAccount } from '../support/accounts';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { dirOf, fill, LANGS, texts } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { STAFF, useStaffSession } from '../support/staff';

/**
 * Issue 47, the interests: an admin adds one in the console (an empty Arabic name is refused in
 * the form, a name a seeded interest has by the server), a visitor registering finds it at once
 * on the interests step and picks it, and its deletion then asks how many chose it first. The
 * seeded interests stay as they are (other specs pick them by their place).
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const p = t.admin.interests;
  const v = validationMessages[lang];

  test(
    `[${lang}] an admin adds an interest, a new user picks it at registration, and its deletion asks first`,
    { tag: '@writes' },
    async ({ browser, page }, testInfo) => {
      test.setTimeout(120_000);
      const token = `${Date.now().toString(36)}${String(testInfo.workerIndex)}`;
      const nameEn = `Birdwatching ${token}`;
      const nameAr = `مراقبة الطيور ${token}`;
      const name = lang === 'ar' ? nameAr : nameEn;
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);

      await page.goto(`/${lang}/admin`);
      await page
        .getByRole('navigation', { name: t.admin.nav.label })
        .getByRole('link', { name: t.admin.nav.interests })
        .click();
      await expect(page).toHaveURL(`/${lang}/admin/interests`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Cars' }).filter({ hasText: 'سيارات' }),
      ).toHaveCount(1);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);

      const form = page.getByRole('region', { name: p.addTitle });
      const english = form.getByRole('textbox', { name: p.fields.name_en });
      const arabic = form.getByRole('textbox', { name: p.fields.name_ar });
      await english.fill(nameEn);
      await arabic.fill('   ');
      await form.getByRole('button', { name: p.add }).click();
      // An empty Arabic name is refused in the form, before any request.
      await expect(arabic).toHaveAccessibleDescription(v.required);
      // A seeded interest's name (whatever its case) is refused by the server.
      await arabic.fill('سيارات');
      await form.getByRole('button', { name: p.add }).click();
      await expect(arabic).toHaveAccessibleDescription(v.interest_name_taken);
      await expectNoSeriousViolations(page);
      await arabic.fill(nameAr);
      await form.getByRole('button', { name: p.add }).click();
      await expect(toast(page, apiMessage('interest_saved', lang))).toBeVisible();
      const added = page.getByRole('listitem').filter({ hasText: nameEn });
      await expect(added).toContainText(nameAr);

      // A visitor registering finds it at once on the interests step, and picks it.
      const visitorContext = await browser.newContext({
        ...testInfo.project.use,
        baseURL: testInfo.project.use.baseURL,
      });
      try {
        const visitor = await visitorContext.newPage();
        const account = uniqueAccount(testInfo);
        await visitor.goto(`/${lang}/register`);
        await visitor.getByLabel(t.auth.name, { exact: true }).fill(account.name);
        await visitor.getByLabel(t.auth.userName, { exact: true }).fill(account.userName);
        await visitor.getByLabel(t.auth.phoneNumber, { exact: true }).fill(account.phoneLocal);
        await visitor.getByLabel(t.auth.birthdate, { exact: true }).fill('1992-03-04');
        await visitor.getByLabel(t.auth.password, { exact: true }).fill(account.password);
        await visitor
          .getByLabel(t.auth.passwordConfirmation, { exact: true })
          .fill(account.password);
        await visitor.getByRole('button', { name: t.auth.next, exact: true }).click();
        await expect(visitor).toHaveURL(`/${lang}/Choose-Interest`);
        const chips = visitor.getByRole('list', { name: t.auth.interestsTitle });
        const chip = chips.getByRole('button', { name, exact: true });
        await expect(chip).toBeVisible();
        // The seeded interests keep their order: a new one comes after them.
        await expect(chips.getByRole('button').first()).toHaveText(
          lang === 'ar' ? 'سيارات' : 'Cars',
        );
        await chip.click();
        await expect(chip).toHaveAttribute('aria-pressed', 'true');
        await visitor.getByRole('button', { name: t.auth.createAccount, exact: true }).click();
        await expect(visitor).toHaveURL(`/${lang}/Verify-Phone-OTP`);
      } finally {
        await visitorContext.close();
      }

      // Chosen by one person now: its deletion says so, and asks again.
      await page.reload();
      await expect(added).toContainText(fill(p.chosenBy_one, { count: 1 }));
      await page.getByRole('button', { name: fill(p.delete, { name }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(p.confirmTitle, { name }) });
      await expect(dialog).toContainText(fill(p.confirmChosen_one, { count: 1 }));
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: p.confirmAnyway }).click();
      await expect(toast(page, apiMessage('interest_removed', lang))).toBeVisible();
      await expect(page.getByText(nameEn)).toHaveCount(0);
    },
  );
}
