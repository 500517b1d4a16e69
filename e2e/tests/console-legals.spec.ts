import { expect, test, type Page } from '@playwright/test';
import type { ConsoleLegals, Envelope } from '@souq/contracts';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { dirOf, fill, LANGS, texts, type Lang } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { STAFF, useStaffSession } from '../support/staff';

/** Deletes the question asked in English `questionEn` if it is still there (a test stopped early). */
async function removeLeftover(page: Page, questionEn: string): Promise<void> {
  const response = await page.request.get('/api/admin/legals');
  if (!response.ok()) return;
  const { data } = (await response.json()) as Envelope<ConsoleLegals>;
  const left = data.flatMap((g) => g.sections).find((s) => s.question_en === questionEn);
  if (left) await page.request.delete(`/api/admin/legals/${String(left.id)}`);
}

/** The legals page opened on help and support, and one of its questions opened. */
async function openHelpQuestion(visitor: Page, lang: Lang, question: string): Promise<void> {
  const t = texts(lang);
  await visitor.goto(`/${lang}/legals`);
  await visitor
    .getByRole('navigation', { name: t.legals.nav, exact: true })
    .getByRole('button', { name: t.legals.groups.help_support })
    .click();
  await visitor.getByRole('button', { name: question, exact: true }).click();
}

/**
 * Issue 47, the legals: an admin adds a help and support question in the console (an empty
 * Arabic question is refused in the form first), a visitor finds it at once in the legals page's
 * accordion, its answer is edited and shown so, and it is deleted after a confirmation. Only the
 * spec's own question changes: legals.spec reads the seeded privacy questions; a question left by
 * a test stopped early is deleted at its end.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const a = t.admin.legals;
  const v = validationMessages[lang];

  test(
    `[${lang}] an admin adds a help question, the legals page shows it, its answer is edited, and it is deleted`,
    { tag: '@writes' },
    async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const token = `${Date.now().toString(36)}${String(testInfo.workerIndex)}`;
      const questionEn = `How do I reach the night desk ${token}?`;
      const questionAr = `كيف أتواصل مع مكتب الليل ${token}؟`;
      const first = {
        en: `Write to us from the contact page ${token}.`,
        ar: `راسلنا من صفحة التواصل ${token}.`,
      };
      const edited = { en: `Call the night desk ${token}.`, ar: `اتصل بمكتب الليل ${token}.` };
      const question = lang === 'ar' ? questionAr : questionEn;
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);
      try {
        await page.goto(`/${lang}/admin`);
        await page
          .getByRole('navigation', { name: t.admin.nav.label })
          .getByRole('link', { name: t.admin.nav.legals })
          .click();
        await expect(page).toHaveURL(`/${lang}/admin/legals`);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
        const privacy = page.getByRole('region', { name: a.groups.privacy_policy });
        const help = page.getByRole('region', { name: a.groups.help_support });
        await expect(
          privacy
            .getByRole('listitem')
            .filter({ hasText: 'What information do we collect?' })
            .filter({ hasText: 'ما المعلومات التي نجمعها؟' }),
        ).toHaveCount(1);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousViolations(page);

        const form = page.getByRole('region', { name: a.addTitle });
        await form
          .getByRole('combobox', { name: a.fields.group })
          .selectOption({ label: a.groups.help_support });
        const field = (name: string) => form.getByRole('textbox', { name, exact: true });
        await field(a.fields.question_en).fill(questionEn);
        await field(a.fields.answer_en).fill(first.en);
        await field(a.fields.question_ar).fill('   ');
        await field(a.fields.answer_ar).fill(first.ar);
        await form.getByRole('button', { name: a.add }).click();
        // An empty Arabic question is refused in the form, before any request.
        await expect(field(a.fields.question_ar)).toHaveAccessibleDescription(v.required);
        await expectNoSeriousViolations(page);
        await field(a.fields.question_ar).fill(questionAr);
        await form.getByRole('button', { name: a.add }).click();
        await expect(toast(page, apiMessage('legal_saved', lang))).toBeVisible();
        const added = help.getByRole('listitem').filter({ hasText: questionEn });
        await expect(added).toContainText(questionAr);

        // A visitor finds it at once in the accordion of help and support, its answer under it.
        const visitor = await page.context().newPage();
        await openHelpQuestion(visitor, lang, question);
        await expect(visitor.getByText(first[lang], { exact: true })).toBeVisible();

        // Its answer edited in the console, the page shows the new one.
        await added.getByRole('button', { name: fill(a.edit, { question }) }).click();
        const editor = page.getByRole('region', { name: fill(a.editTitle, { question }) });
        await editor
          .getByRole('textbox', { name: a.fields[`answer_${lang}`], exact: true })
          .fill(edited[lang]);
        await editor.getByRole('button', { name: a.save }).click();
        await expect(toast(page, apiMessage('legal_saved', lang))).toBeVisible();
        await expect(added).toContainText(edited[lang]);
        await openHelpQuestion(visitor, lang, question);
        await expect(visitor.getByText(edited[lang], { exact: true })).toBeVisible();
        await expect(visitor.getByText(first[lang], { exact: true })).toHaveCount(0);

        // Deleted after a confirmation, it leaves the console's list and the page.
        await added.getByRole('button', { name: fill(a.delete, { question }) }).click();
        const dialog = page.getByRole('dialog', { name: fill(a.confirmTitle, { question }) });
        await expect(dialog).toContainText(a.confirmBody);
        await expectNoSeriousViolations(page);
        await dialog.getByRole('button', { name: a.confirm }).click();
        await expect(toast(page, apiMessage('legal_removed', lang))).toBeVisible();
        await expect(page.getByText(questionEn)).toHaveCount(0);
        await visitor.goto(`/${lang}/legals`);
        await visitor
          .getByRole('navigation', { name: t.legals.nav, exact: true })
          .getByRole('button', { name: t.legals.groups.help_support })
          .click();
        await expect(visitor.getByRole('heading', { level: 2 }).first()).toHaveText(
          t.legals.groups.help_support,
        );
        await expect(visitor.getByRole('button', { name: question, exact: true })).toHaveCount(0);
      } finally {
        await removeLeftover(page, questionEn);
      }
    },
  );
}
