import { appAlive } from '../support/page-data';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, DEMO, signInAs } from '../support/accounts';
import { findAds } from '../support/ad-detail-api';
import { LANGS, texts } from '../support/i18n';
import { expectNoHorizontalOverflow, hasMenuBar } from '../support/layout';
import { sendThroughApi, startConversation } from '../support/messaging';

/**
 * Issue 41, item 16: the signed-in header on a small phone, English text in Arabic rows, and the
 * phone number on the code pages.
 */

type Box = { left: number; right: number };
type Text = { textContent: string | null };

/** What a test reads of an element and its text's glyphs (the e2e code has no DOM types). */
type Measured = {
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect: () => Box;
  ownerDocument: {
    createTreeWalker: (root: Measured, show: number) => { nextNode: () => Text | null };
    createRange: () => {
      setStart: (node: Text, at: number) => void;
      setEnd: (node: Text, at: number) => void;
      getBoundingClientRect: () => Box;
    };
  };
};

type Glyph = { left: number; inside: boolean };

function showsAllItsText(locator: Locator): Promise<boolean> {
  return locator.evaluate((element: Measured) => element.scrollWidth <= element.clientWidth);
}

/** Where each character of an element's first text is, and whether its box shows it. */
function glyphsOf(locator: Locator): Promise<Glyph[]> {
  return locator.evaluate((element: Measured) => {
    const document = element.ownerDocument;
    // 4: NodeFilter.SHOW_TEXT.
    const node = document.createTreeWalker(element, 4).nextNode();
    if (node === null) throw new Error('no text');
    const box = element.getBoundingClientRect();
    const length = node.textContent?.length ?? 0;
    return Array.from({ length }, (_, at) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const glyph = range.getBoundingClientRect();
      const inside = glyph.left >= box.left - 0.5 && glyph.right <= box.right + 0.5;
      return { left: glyph.left, inside };
    });
  });
}

/**
 * Whether the first and the last character of an element's text are inside its box: a text cut
 * at its start loses the first, one cut at its end the last.
 */
async function endsShown(locator: Locator): Promise<{ first: boolean; last: boolean }> {
  const glyphs = await glyphsOf(locator);
  return { first: glyphs.at(0)?.inside ?? false, last: glyphs.at(-1)?.inside ?? false };
}

async function myName(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/me')).json()) as { data: { name: string } };
  return me.data.name;
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] signed in, the header keeps the account link on screen down to 320 px, and the name readable`,
    { tag: '@layout' },
    async ({ page }) => {
      await signInAs(page, DEMO);
      const name = await myName(page);
      await page.goto(`/${lang}`);
      await appAlive(page);
      const account = page.getByRole('banner').getByRole('link', { name, exact: true });
      const { width } = page.viewportSize() ?? { width: 0 };

      // WCAG 1.4.10: at 320 px nothing of the header leaves the screen.
      for (const shown of [width, 320]) {
        await page.setViewportSize({ width: shown, height: 700 });
        const box = await account.boundingBox();
        if (box === null) throw new Error('the account link has no box');
        expect(box.x, `the account link at ${String(shown)} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `the account link at ${String(shown)} px`).toBeLessThanOrEqual(
          shown,
        );
        await expectNoHorizontalOverflow(page);
      }
      await page.setViewportSize({ width, height: 700 });

      // The name is read whole: in the header where there is room, else at the top of the menu.
      if (hasMenuBar(page)) {
        const shown = account.getByText(name, { exact: true });
        await expect(shown).toBeVisible();
        expect(await showsAllItsText(shown)).toBe(true);
        return;
      }
      await page.getByRole('banner').getByRole('button', { name: t.menu.open }).click();
      const drawer = page.getByRole('dialog', { name: t.menu.title });
      const profile = drawer.getByRole('link', { name, exact: true });
      await expect(profile).toHaveAttribute('href', `/${lang}/profile`);
      expect(await showsAllItsText(profile.getByText(name, { exact: true }))).toBe(true);
    },
  );
}

test(
  '[ar] an English message on the Arabic conversations list is cut at its own end',
  { tag: ['@layout', '@writes'] },
  async ({ page, request }, testInfo) => {
    const buyer = await createAccount(request, testInfo);
    await signInAs(page, buyer);
    const [ad] = await findAds(request, 'ar', () => true);
    if (!ad) throw new Error('no ad');
    const conversation = await startConversation(page, ad.id);
    const message =
      'Hello, is the car still available? I would like to see it this weekend in Damascus, ' +
      'and to know whether the price is negotiable, how many owners it had, and whether it ' +
      'was ever in an accident. Thank you very much for your time and your quick answer.';
    await sendThroughApi(page, conversation, message);

    await page.goto('/ar/messages');
    const line = page.getByRole('main').getByText(message, { exact: true });
    await expect(line).toBeVisible();
    await expect(line).toHaveCSS('direction', 'ltr');
    // The line is too long for its row: its start stays, its end gives way.
    expect(await endsShown(line)).toEqual({ first: true, last: false });
    // The sender ("You:") still leads the line, on the page's side.
    const you = page.getByRole('main').getByText(texts('ar').messaging.you, { exact: true });
    const [youBox, lineBox] = [await you.boundingBox(), await line.boundingBox()];
    if (youBox === null || lineBox === null) throw new Error('the row has no box');
    expect(youBox.x).toBeGreaterThan(lineBox.x);
  },
);

test('[ar] the code pages write the phone number left to right', async ({ page }) => {
  // Three pages, one of them signed in: past the default 30 s on a busy machine.
  test.slow();
  const phone = '+963930123456';
  const t = texts('ar');
  const pages = [
    { path: '/ar/Verify-Phone-OTP', title: t.otp.verifyPhoneTitle, signedIn: false },
    { path: '/ar/OTP-Verification', title: t.otp.resetTitle, signedIn: false },
    { path: '/ar/profile/phone', title: t.profile.confirmPhoneTitle, signedIn: true },
  ];
  for (const { path, title, signedIn } of pages) {
    if (signedIn) await signInAs(page, DEMO);
    await page.goto('/ar');
    await appAlive(page);
    // The way their forms go there: the number travels in the navigation's state. Sent again
    // until the router takes it: on a busy machine a navigation of its own may still be running.
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(async () => {
      await page.evaluate(`(() => {
        const state = { usr: { phone_number: '${phone}' }, key: 'code', idx: 1 };
        window.history.pushState(state, '', '${path}');
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      })()`);
      await expect(heading).toBeVisible({ timeout: 5_000 });
    }).toPass();
    const number = page.getByRole('main').getByText(phone, { exact: true });
    await expect(number, path).toHaveCSS('direction', 'ltr');
    // "+" first, on the left, then the digits.
    const [plus, nine] = await glyphsOf(number);
    expect(plus?.left, path).toBeLessThan(nine?.left ?? 0);
  }
});
