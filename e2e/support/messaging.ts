import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { ConversationDetail, Envelope } from '@souq/contracts';
import { newPerson } from './accounts';
import { texts, type Lang } from './i18n';
import { publishCar } from './selling';

/**
 * A seller with a car ad of their own and a buyer, each signed in in a browser context of
 * their own (two people on two phones).
 */
export async function sellerAndBuyer(browser: Browser, lang: Lang, testInfo: TestInfo) {
  const seller = await newPerson(browser, testInfo);
  const buyer = await newPerson(browser, testInfo);
  const title = `${lang === 'ar' ? 'سيارة للمحادثة' : 'Car to chat about'} ${seller.account.phoneLocal}`;
  const adId = await publishCar(seller.page, lang, title, testInfo.workerIndex + 3);
  return { seller, buyer, adId, title };
}

/** Starts the buyer's conversation through the API; answers its id. */
export async function startConversation(buyer: Page, adId: number): Promise<number> {
  const started = await buyer.request.post('/api/conversations', { data: { ad_id: adId } });
  expect(started.status(), await started.text()).toBe(201);
  return ((await started.json()) as Envelope<ConversationDetail>).data.id;
}

/** Sends a message through the API as the page's user. */
export async function sendThroughApi(page: Page, conversationId: number, body: string) {
  const sent = await page.request.post(`/api/conversations/${String(conversationId)}/messages`, {
    data: { body },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** The thread's message bubbles with this exact text. */
export function bubbles(page: Page, text: string) {
  return page.locator('li[data-message-id]').filter({ has: page.getByText(text, { exact: true }) });
}

/** The header's link to the conversations, whose name holds the unread count. */
export function messagesLink(page: Page, lang: Lang) {
  return page.getByRole('banner').getByRole('link', { name: texts(lang).messages });
}
