import { expect, test, type Page } from '@playwright/test';
import type { PostingAttribute } from '../../packages/contracts/src/index';
import { createAccount, signInAs } from '../support/accounts';
import { toast } from '../support/ad-page';
import { escapeRegExp, LANGS, texts, type Lang } from '../support/i18n';
import {
  answerAttributes,
  answerOf,
  fetchAttributes,
  field,
  findCategory,
  pictureFiles,
  pictureInput,
} from '../support/selling';
import { approveHeldAd } from '../support/staff';

/**
 * Issue 17, posting: an ad in each top-level category that holds ads, through the post form
 * (the finder in either language, every attribute answered, pictures), published (a new
 * seller's ad once a moderator approves it) and then found by search and by each of its filters
 * on its category page.
 */
const CATEGORIES: { id: number; word: string; lang: Lang; match: RegExp }[] = [
  { id: 8, word: 'سيارة', lang: 'ar', match: /سيارات مستعملة/ },
  { id: 5, word: 'flat for rent', lang: 'en', match: /For Rent/ },
  { id: 4, word: 'دراجة جبلية', lang: 'ar', match: /دراجات جبلية/ },
  { id: 9, word: 'equipment', lang: 'en', match: /Equipment Rentals/ },
  { id: 10, word: 'services', lang: 'ar', match: /الخدمات/ },
  { id: 1, word: 'travel', lang: 'en', match: /Travel/ },
];

/** The category page's address with one attribute's answer as its filter (`f{id}=`). */
function filteredAddress(lang: Lang, categoryId: number, attribute: PostingAttribute): string {
  const { label } = answerOf(attribute);
  const value = encodeURIComponent(label);
  const query =
    attribute.type === 'range'
      ? `f${String(attribute.id)}=${value}&f${String(attribute.id)}=${value}`
      : `f${String(attribute.id)}=${value}`;
  return `/${lang}/category/${String(categoryId)}?${query}`;
}

async function expectListed(page: Page, address: string, title: string) {
  await page.goto(address);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 3, name: title, exact: true }),
  ).toBeVisible();
}

for (const lang of LANGS) {
  const t = texts(lang);
  const ofLang = [...CATEGORIES.entries()].filter(([, category]) => category.lang === lang);

  test(`[${lang}] posts an ad in categories ${ofLang.map(([, category]) => String(category.id)).join(', ')} that search and each of its filters find`, async ({
    page,
    request,
  }, testInfo) => {
    // Three ads, each through the post form, approved and found: the three former tests' time.
    test.setTimeout(270_000);
    for (const [index, category] of ofLang) {
      await test.step(`posts an ad in category ${String(category.id)} that search and each of its filters find`, async () => {
        await signInAs(page, await createAccount(request, testInfo));
        const { photo } = await pictureFiles(index);
        const attributes = await fetchAttributes(page, lang, category.id);
        const token = `Zq${Date.now().toString(36)}${String(index)}`;
        const title =
          lang === 'ar' ? `إعلان للبيع بحالة جيدة ${token}` : `A good ad for sale ${token}`;

        await page.goto(`/${lang}/post`);
        await findCategory(page, lang, category.word, category.match);
        await answerAttributes(page, attributes);
        const main = page.getByRole('main');
        await field(main, t.selling.title).fill(title);
        await field(main, t.selling.description).fill('Line one\nLine two');
        await main.getByLabel(t.selling.kind.negotiable, { exact: true }).check();
        await field(main, t.selling.price).fill('1500000');
        await field(main, t.selling.city).selectOption({ index: 1 });
        await pictureInput(page).setInputFiles(photo);
        await expect(
          main.getByRole('listitem', { name: new RegExp(escapeRegExp('1')) }),
        ).toBeVisible();
        await expect(main.getByRole('progressbar')).toHaveCount(0);
        await main.getByRole('button', { name: t.selling.preview }).click();
        // The focus goes to the preview's note, not to <body> with the form it was in.
        await expect(
          main.getByRole('status').filter({ hasText: t.selling.previewNote }),
        ).toBeFocused();

        // The preview is the ad page's own layout, then the ad itself.
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(main.getByText(t.adDetail.negotiable, { exact: true })).toBeVisible();
        await main.getByRole('button', { name: t.selling.publish, exact: true }).click();
        // A new seller's ad waits for review (issue 42): the seller is told, its page says so, and a
        // moderator approves it.
        await expect(toast(page, t.selling.heldForReview)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${lang}/ad/\\d+$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', lang);
        await expect(
          page.getByRole('region', { name: t.adDetail.moderation.pending.title }),
        ).toBeVisible();
        await approveHeldAd(lang, Number(new URL(page.url()).pathname.split('/').at(-1)));

        // Publishing dropped the draft: a late save of it must not bring it back.
        await page.goto(`/${lang}/post`);
        await expect(page.getByRole('searchbox', { name: t.selling.category.find })).toBeVisible();
        await expect(main.getByRole('button', { name: t.selling.continueDraft })).toHaveCount(0);

        await expectListed(page, `/${lang}/category/${String(category.id)}?q=${token}`, title);
        for (const attribute of attributes) {
          await test.step(`the filter ${attribute.name} finds it`, async () => {
            await expectListed(page, filteredAddress(lang, category.id, attribute), title);
          });
        }
      });
    }
  });
}
