import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, LANGS, texts } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { bell, expectUnread } from '../support/notifications';

/**
 * Issue 48's screens at this project's width (phone and desktop), in both directions: the
 * header with its bell, the notification centre, the saved searches with a long name, and the
 * notification settings fit the screen and have no serious accessibility problem.
 */
for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the bell, the centre, the saved searches and the settings fit the screen`,
    { tag: '@layout' },
    async ({ browser }, testInfo) => {
      test.slow();
      const owner = await newPerson(browser, testInfo);
      const follower = await newPerson(browser, testInfo);
      const page = owner.page;
      const me = (await (await page.request.get('/api/me')).json()) as { data: { id: number } };
      const followed = await follower.page.request.post('/api/follow', {
        data: { followed_id: me.data.id },
      });
      expect(followed.ok(), await followed.text()).toBe(true);
      const name = `${lang === 'ar' ? 'سيارات تويوتا في دمشق' : 'Toyota cars in Damascus'} ${'x'.repeat(50)}`;
      const saved = await page.request.post('/api/saved-searches', {
        headers: { lang },
        data: { name, category_id: 8, q: 'toyota', alerts: 'daily' },
      });
      expect(saved.status(), await saved.text()).toBe(201);

      await page.goto(`/${lang}/notifications`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
      // The notification may be made while the page loads: the bell's live count is
      // notifications.spec.ts's; here, a page loaded after it shows it.
      await page.reload();
      await expectUnread(page, lang, 1);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);

      await page.goto(`/${lang}/saved-searches`);
      await expect(page.getByRole('main').getByRole('article', { name })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);

      await page.goto(`/${lang}/profile#notification-settings`);
      await expect(
        page.getByRole('heading', { name: t.notifications.settings.title }),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);
      await expect(bell(page, lang)).toBeVisible();
      await follower.page.context().close();
      await page.context().close();
    },
  );
}
