import { expect, test } from '@playwright/test';
import type { LegalsData } from '@souq/contracts';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, LANGS, texts } from '../support/i18n';
import { apiData, saveFullShot } from '../support/info-pages';
import { expectNoHorizontalOverflow } from '../support/layout';

/** Spec 2, legals: two groups in a sidebar, an accordion with one question open at a time. */

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the legals page opens one question at a time in each group`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const [privacy, help] = await apiData<LegalsData>(request, 'Legals', lang);
      if (!privacy || !help) throw new Error('the API answers both groups');
      await page.goto(`/${lang}/legals`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.legals.title);

      const nav = page.getByRole('navigation', { name: t.legals.nav, exact: true });
      const groups = nav.getByRole('button');
      await expect(groups).toHaveText([
        t.legals.groups.privacy_policy,
        t.legals.groups.help_support,
      ]);
      await expect(groups.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
        t.legals.groups.privacy_policy,
      );

      const questions = page.getByRole('main').getByRole('button', { expanded: false });
      const [first, second] = privacy.sections;
      if (!first || !second) throw new Error('the privacy policy has questions');
      await expect(page.getByRole('heading', { level: 3 }).getByRole('button')).toHaveText(
        privacy.sections.map((s) => s.question),
      );
      await expect(page.getByText(first.answer)).toBeHidden();

      const firstButton = page.getByRole('button', { name: first.question, exact: true });
      const secondButton = page.getByRole('button', { name: second.question, exact: true });
      await firstButton.click();
      await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(first.answer)).toBeVisible();

      // Opening another question closes the first.
      await secondButton.click();
      await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
      await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(second.answer)).toBeVisible();
      await expect(page.getByText(first.answer)).toBeHidden();
      await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
      // Its headings go down one level at a time too (issue 41, item 28).
      await expectNoSeriousViolations(page, { headingOrder: true });
      await expectNoHorizontalOverflow(page);
      await saveFullShot(page, testInfo, lang, 'legals');

      // A second press closes it again.
      await secondButton.click();
      await expect(questions).toHaveCount(privacy.sections.length);

      await groups.nth(1).click();
      await expect(groups.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
        t.legals.groups.help_support,
      );
      await expect(page.getByRole('heading', { level: 3 }).getByRole('button')).toHaveText(
        help.sections.map((s) => s.question),
      );
      const helpFirst = help.sections[0];
      if (!helpFirst) throw new Error('help and support has questions');
      await page.getByRole('button', { name: helpFirst.question, exact: true }).click();
      await expect(page.getByText(helpFirst.answer)).toBeVisible();
    },
  );
}
