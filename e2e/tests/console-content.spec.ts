import { expect, test, type Page } from '@playwright/test';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, fill, LANGS, texts, type Lang } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { STAFF, useStaffSession } from '../support/staff';

/**
 * Issue 47, the content pages: an admin edits a legal page in both languages with the editor's
 * formatting, sees both previews side by side, saves, and the public page shows it at once; then
 * puts the earlier version back from the history, and the public page is as it was. Each language
 * edits its own page, and only adds a closing paragraph, so that the title, the headings and the
 * first paragraph other specs read of these pages never change.
 */
const PAGE_OF: Record<Lang, 'refund' | 'faq'> = { ar: 'refund', en: 'faq' };

/** Types a bold closing paragraph at the end of a language's body. */
async function addClosingParagraph(page: Page, body: ReturnType<Page['getByRole']>, text: string) {
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(text);
}

for (const lang of LANGS) {
  const t = texts(lang);
  const c = t.admin.content;
  const slug = PAGE_OF[lang];

  test(
    `[${lang}] an admin edits a legal page in both languages, previews it and puts it back`,
    { tag: '@writes' },
    async ({ page, context }, testInfo) => {
      test.setTimeout(120_000);
      const token = `${Date.now().toString(36)}${String(testInfo.workerIndex)}`;
      const closing = { en: `Updated on ${token}.`, ar: `حُدّثت في ${token}.` };
      await useStaffSession(context, String(testInfo.project.use.baseURL), STAFF.admin);

      await page.goto(`/${lang}/admin`);
      await page
        .getByRole('navigation', { name: t.admin.nav.label })
        .getByRole('link', { name: t.admin.nav.content })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await page
        .getByRole('navigation', { name: c.pages })
        .getByRole('link', { name: c.slugs[slug] })
        .click();
      await expect(page).toHaveURL(`/${lang}/admin/content?page=${slug}`);
      const english = page.getByRole('group', { name: c.languages.en });
      const arabic = page.getByRole('group', { name: c.languages.ar });
      await expect(english.getByRole('textbox', { name: c.body })).toContainText(/\w/);
      await expect(arabic.getByRole('textbox', { name: c.body })).toHaveAttribute('dir', 'rtl');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);

      // An empty title is refused with its field message, before any request.
      const title = arabic.getByRole('textbox', { name: c.pageTitle });
      const seededTitle = await title.inputValue();
      await title.fill('');
      await page.getByRole('button', { name: c.save }).click();
      await expect(title).toHaveAccessibleDescription(validationMessages[lang].required);
      await title.fill(seededTitle);

      for (const language of ['en', 'ar'] as const) {
        const group = language === 'en' ? english : arabic;
        await addClosingParagraph(
          page,
          group.getByRole('textbox', { name: c.body }),
          closing[language],
        );
        await expect(
          group.getByRole('button', { name: c.tools.bold, exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
        // The preview shows it as readers will, in its language's direction.
        const preview = page.getByRole('region', {
          name: fill(c.preview, { language: c.languages[language] }),
        });
        await expect(preview.locator('strong', { hasText: closing[language] })).toBeVisible();
        await expect(preview.locator(`[lang="${language}"]`)).toHaveAttribute(
          'dir',
          dirOf(language),
        );
      }
      await page.getByRole('button', { name: c.save }).click();
      await expect(toast(page, apiMessage('page_saved', lang))).toBeVisible();

      // The public page shows it at once.
      const reader = await context.newPage();
      await reader.goto(`/${lang}/${slug}`);
      await expect(reader.getByRole('article')).toContainText(closing[lang]);

      // The history lists the save as current; the version before it is shown and put back.
      const history = page.getByRole('region', { name: c.history });
      const versions = history.getByRole('listitem');
      await expect(versions.first()).toContainText(c.current);
      const mine = Number(/\d+/.exec(await versions.first().innerText())?.[0]);
      const earlier = mine - 1;
      await history
        .getByRole('button', { name: fill(c.showVersion, { version: earlier }) })
        .click();
      const dialog = page.getByRole('dialog', { name: fill(c.version, { version: earlier }) });
      await expect(dialog.getByText(closing.en)).toHaveCount(0);
      await expect(
        dialog.getByRole('region', { name: fill(c.preview, { language: c.languages.ar }) }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: fill(c.restore, { version: earlier }) }).click();
      await expect(
        toast(page, apiMessage('page_restored', lang, { version: String(earlier) })),
      ).toBeVisible();
      await expect(versions.first()).toContainText(fill(c.restoredFrom, { version: earlier }));
      await expect(
        page.getByRole('group', { name: c.languages[lang] }).getByRole('textbox', { name: c.body }),
      ).not.toContainText(closing[lang]);

      await reader.reload();
      await expect(reader.getByRole('article')).not.toContainText(closing[lang]);
      await expect(reader.getByRole('article')).toContainText(/\S/);
    },
  );
}
