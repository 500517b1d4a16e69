import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, fill, texts, type Lang } from './i18n';

/** The header's bell: its name is "Notifications", then how many are unread when one is. */
export function bell(page: Page, lang: Lang): Locator {
  const { title } = texts(lang).notifications;
  return page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) });
}

/** The bell says `count` unread, in its name and its badge. */
export async function expectUnread(page: Page, lang: Lang, count: 0 | 1): Promise<void> {
  const n = texts(lang).notifications;
  await expect(bell(page, lang)).toHaveAccessibleName(
    count === 0 ? n.title : `${n.title} ${fill(n.unread_one, { count })}`,
  );
  await expect(bell(page, lang).getByTestId('notifications-badge')).toHaveCount(count);
}

/** A row of the notification centre, by its text (after "Unread:" while it is). */
export function notificationRow(page: Page, lang: Lang, text: string, unread: boolean): Locator {
  const n = texts(lang).notifications;
  return page.getByRole('main').getByRole('link', {
    name: new RegExp(`^${escapeRegExp(`${unread ? `${n.unreadMark} ` : ''}${text}`)}`),
  });
}
