import { appAlive } from '../support/page-data';
import { expect, test } from '@playwright/test';
import type { AdDetail, Envelope } from '../../packages/contracts/src/index';
import { createAccount, signInAs } from '../support/accounts';
import { cardLinks, resultsLine } from '../support/category-page';
import { dirOf, LANGS, otherLang, texts } from '../support/i18n';
import { headerSearchOpener } from '../support/layout';
import { publishCar } from '../support/selling';

/**
 * Issue 41, item 14: an ad its seller wrote in the other language than the site's is found by
 * its make in the site's language, and its page says which language its text is in.
 */
const TITLE = { ar: 'سيارة عائلية نظيفة', en: 'Clean family hatchback' } as const;
/** The name of the cars' Make attribute. */
const MAKE = { ar: 'الشركة المصنعة', en: 'Make' } as const;

for (const lang of LANGS) {
  const t = texts(lang);
  const written = otherLang(lang);

  test(
    `[${lang}] an ad written in ${written} is found by its make in ${lang} and says it is offered in ${written}`,
    { tag: '@writes' },
    async ({ page, request }, testInfo) => {
      test.slow();
      await signInAs(page, await createAccount(request, testInfo));
      // A word of this run's alone narrows the search to this ad.
      const code = `q${Date.now().toString(36)}${String(testInfo.retry)}`;
      const title = `${TITLE[written]} ${code}`;
      const adId = await publishCar(page, written, title, 61);
      const detail = await page.request.get(`/api/ads/${String(adId)}`, { headers: { lang } });
      const ad = ((await detail.json()) as Envelope<AdDetail>).data;
      const make = ad.attributes.find((attribute) => attribute.name === MAKE[lang])?.value;
      expect(typeof make).toBe('string');
      // The title does not hold the make, and is not in the site's language.
      const term = `${String(make)} ${code}`;

      await page.goto(`/${lang}`);
      await appAlive(page);
      await headerSearchOpener(page, lang).click();
      const dialog = page.getByRole('dialog', { name: t.search.title, exact: true });
      await dialog.getByRole('searchbox').fill(term);
      await dialog.getByRole('button', { name: t.searchPage.seeAll, exact: true }).click();
      await expect(resultsLine(page, lang, 1)).toBeVisible();
      const card = cardLinks(page, lang);
      await expect(card).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('heading', { name: title })).toHaveAttribute(
        'lang',
        written,
      );

      await card.click();
      await expect(page).toHaveURL(`/${lang}/ad/${String(adId)}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(title);
      await expect(heading).toHaveAttribute('lang', written);
      // Its direction from its own letters (issue 16's rule for what users write).
      await expect(heading).toHaveAttribute('dir', 'auto');
      await expect(heading).toHaveCSS('direction', dirOf(written));
      const offeredIn = t.adDetail.offeredIn[written];
      await expect(page.getByRole('main').getByText(offeredIn, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} (${offeredIn}) | ${t.appName}`);

      // The page in the ad's own language needs no label.
      await page.goto(`/${written}/ad/${String(adId)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(
        page.getByRole('main').getByText(texts(written).adDetail.offeredIn[written]),
      ).toHaveCount(0);
    },
  );
}
