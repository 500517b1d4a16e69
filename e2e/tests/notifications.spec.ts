import { expect, test, type Page } from '@playwright/test';
import type { NotificationKind, NotificationSettings } from '@souq/contracts';
import { toast } from '../support/ad-page';
import { createAccount, newPerson, signInAs } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { fill, LANGS, texts } from '../support/i18n';
import { bell, expectUnread, notificationRow } from '../support/notifications';

/**
 * Issue 48's notification centre: the header's bell counts a new notification as it is made
 * (the event stream), the centre lists it unread and opens what it is about, "mark all read"
 * clears them; and what a user is told, per kind, in the site and by push, is kept.
 */

async function myId(page: Page): Promise<number> {
  const me = (await (await page.request.get('/api/me')).json()) as { data: { id: number } };
  return me.data.id;
}

/** The unread count the server has for the page's user (what the bell fetches). */
async function unreadOnServer(page: Page): Promise<number> {
  const answer = await page.request.get('/api/notifications/unread');
  return ((await answer.json()) as { data: { unread: number } }).data.unread;
}

async function follow(follower: Page, followedId: number): Promise<void> {
  const followed = await follower.request.post('/api/follow', {
    data: { followed_id: followedId },
  });
  expect(followed.ok(), await followed.text()).toBe(true);
}

for (const lang of LANGS) {
  const t = texts(lang);
  const n = t.notifications;

  test(
    `[${lang}] a new follower rings the bell at once; the centre opens their page and marks all read`,
    { tag: '@writes' },
    async ({ browser }, testInfo) => {
      test.slow();
      const owner = await newPerson(browser, testInfo);
      const first = await newPerson(browser, testInfo);
      const ownerId = await myId(owner.page);
      const main = owner.page.getByRole('main');
      const row = (name: string, unread: boolean) =>
        notificationRow(owner.page, lang, fill(n.text.followerUser, { name }), unread);

      await test.step('the bell counts the new follower without a reload', async () => {
        await owner.page.goto(`/${lang}`);
        await expectUnread(owner.page, lang, 0);
        await follow(first.page, ownerId);
        // Made by a background task: once the server has it, the bell hears of it.
        await expect.poll(() => unreadOnServer(owner.page)).toBe(1);
        await expectUnread(owner.page, lang, 1);
      });

      await test.step("the centre lists it unread; following it opens the follower's page", async () => {
        await bell(owner.page, lang).click();
        await expect(owner.page).toHaveURL(`/${lang}/notifications`);
        await expect(main.getByRole('status')).toHaveText(fill(n.unreadCount_one, { count: 1 }));
        const unread = row(first.account.name, true);
        await expect(unread).toHaveAttribute(
          'href',
          `/${lang}/user/${String(await myId(first.page))}/profile`,
        );
        await expectNoSeriousViolations(owner.page);
        await unread.click();
        await expect(owner.page).toHaveURL(/\/user\/\d+\/profile$/);
        await expectUnread(owner.page, lang, 0);
        await owner.page.goBack();
        await expect(row(first.account.name, false)).toBeVisible();
      });

      await test.step('"mark all read" leaves none unread, in the centre and the bell', async () => {
        const second = await newPerson(browser, testInfo);
        await follow(second.page, ownerId);
        await expectUnread(owner.page, lang, 1);
        await expect(row(second.account.name, true)).toBeVisible();
        const markAll = main.getByRole('button', { name: n.markAllRead, exact: true });
        await markAll.click();
        await expect(toast(owner.page, n.allRead)).toBeVisible();
        await expect(row(second.account.name, false)).toBeVisible();
        await expect(row(first.account.name, false)).toBeVisible();
        await expect(markAll).toBeDisabled();
        await expectUnread(owner.page, lang, 0);
        await second.page.context().close();
      });
      await first.page.context().close();
      await owner.page.context().close();
    },
  );

  test(
    `[${lang}] what a user is told is kept per kind, in the site and by push`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      await signInAs(page, await createAccount(request, testInfo));
      await page.goto(`/${lang}/notifications`);
      await expect(page.getByRole('main').getByText(n.empty, { exact: true })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: n.settingsLink, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/profile#notification-settings`);
      const card = page.getByRole('region', { name: n.settings.title, exact: true });
      await expect(card).toBeInViewport();

      const toggle = (kind: NotificationKind, channel: 'inApp' | 'push') =>
        card
          .getByRole('group', { name: n.kinds[kind], exact: true })
          .getByRole('switch', { name: n.settings[channel], exact: true });
      await expect(toggle('saved_search', 'inApp')).toBeChecked();
      await expect(toggle('saved_search', 'push')).toBeChecked();
      await toggle('price_drop', 'push').uncheck();
      await toggle('follower', 'inApp').uncheck();
      // Push needs the site.
      await expect(toggle('follower', 'push')).toBeDisabled();
      await expect(toggle('follower', 'push')).not.toBeChecked();
      await card.getByRole('button', { name: n.settings.save, exact: true }).click();
      await expect(toast(page, n.settings.saved)).toBeVisible();

      await page.reload();
      await expect(toggle('price_drop', 'inApp')).toBeChecked();
      await expect(toggle('price_drop', 'push')).not.toBeChecked();
      await expect(toggle('follower', 'inApp')).not.toBeChecked();
      await expect(toggle('follower', 'push')).toBeDisabled();
      await expect(toggle('saved_search', 'push')).toBeChecked();
      const saved = (await (await page.request.get('/api/notification-settings')).json()) as {
        data: NotificationSettings;
      };
      expect(saved.data.price_drop).toEqual({ in_app: true, push: false });
      expect(saved.data.follower.in_app).toBe(false);
      expect(saved.data.message).toEqual({ in_app: true, push: true });
      await expectNoSeriousViolations(page);
    },
  );
}
