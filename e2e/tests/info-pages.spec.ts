import { expect, test, type Page } from '@playwright/test';
import type { ContentPage, ServiceProvider } from '@souq/contracts';
import { expectHeadingsInOrder, expectNoSeriousViolations } from '../support/axe';
import { dirOf, fill, LANGS, texts } from '../support/i18n';
import { apiData, saveFullShot } from '../support/info-pages';
import { expectNoHorizontalOverflow } from '../support/layout';

/**
 * Spec 2: service providers, about us and the footer's about, terms, faq, privacy and refund.
 * Issue 41, item 28: the headings of each of them go down one level at a time (axe
 * `heading-order`), the content pages' stored headings included, served under the page's title.
 */

const FOOTER_PAGES = ['about', 'safety', 'terms', 'faq', 'privacy', 'refund'] as const;

/** The content page's title and its body's own headings, in its article. */
async function expectArticleHeadings(page: Page, content: ContentPage): Promise<void> {
  const headings = (content.body.match(/<h\d/g) ?? []).length;
  await expect(page.getByRole('article').getByRole('heading')).toHaveCount(1 + headings);
}

/** The first paragraph of a page's HTML as text. */
function firstParagraph(html: string): string {
  const match = /<p>(.*?)<\/p>/.exec(html);
  if (!match?.[1]) throw new Error('the page starts with a paragraph');
  return match[1].replace(/<[^>]+>/g, '');
}

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] service providers: the hero, and real providers with their ratings; about us and every footer page show their served content`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      // Eight pages, four axe scans and three whole-page screenshots.
      test.slow();
      await test.step('service providers: the hero, and real providers with their ratings', async () => {
        const providers = await apiData<ServiceProvider[]>(request, 'ServiceProviders', lang);
        expect(providers.length).toBeGreaterThan(3);
        await page.goto(`/${lang}/service-providers`);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t.serviceProviders.heroTitle,
        );
        await expect(
          page.getByRole('link', { name: t.serviceProviders.orderService, exact: true }),
        ).toHaveAttribute('href', `/${lang}/category/10`);

        const list = page.getByRole('main').getByRole('listitem');
        await expect(list).toHaveCount(providers.length);
        const best = providers[0];
        if (!best) throw new Error('there is a provider');
        const card = list.first();
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(best.name);
        await expect(
          card.getByRole('img', {
            name: fill(t.rating.outOfFive, { rating: Math.round(best.average_rating * 2) / 2 }),
          }),
        ).toBeVisible();
        await expect(card).toContainText(
          fill(t.serviceProviders.ratingsCount, { count: best.ratings_count }),
        );
        await expect(
          card.getByRole('link', { name: `${t.serviceProviders.viewProfile}: ${best.name}` }),
        ).toHaveAttribute(
          'href',
          best.type === 'store' ? `/${lang}/store/${best.id}` : `/${lang}/user/${best.id}/profile`,
        );

        await expectNoHorizontalOverflow(page);
        await expectNoSeriousViolations(page, { headingOrder: true });
        await saveFullShot(page, testInfo, lang, 'service-providers');
      });

      await test.step('about us and every footer page show their served content', async () => {
        const about = await apiData<ContentPage>(request, 'pages/about', lang);
        await page.goto(`/${lang}/about-us`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.infoPages.aboutUsTitle);
        await expect(page.getByText(firstParagraph(about.body))).toBeVisible();
        await expect(
          page.getByRole('main').getByRole('link', { name: t.infoPages.cta, exact: true }),
        ).toHaveAttribute('href', `/${lang}/contact-us`);
        await expectArticleHeadings(page, about);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousViolations(page, { headingOrder: true });
        await saveFullShot(page, testInfo, lang, 'about-us');

        const footer = page.getByRole('contentinfo');
        for (const slug of FOOTER_PAGES) {
          const content = await apiData<ContentPage>(request, `pages/${slug}`, lang);
          await footer.getByRole('link', { name: t.footer.pages[slug], exact: true }).click();
          // The about page's one address is the about-us page's (issue 41, item 20).
          await expect(page).toHaveURL(`/${lang}/${slug === 'about' ? 'about-us' : slug}`);
          const title = slug === 'about' ? t.infoPages.aboutUsTitle : content.title;
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
          await expect(page.getByText(firstParagraph(content.body))).toBeVisible();
          await expect(page).toHaveTitle(`${title} | ${t.appName}`);
          await expectArticleHeadings(page, content);
          // The last one gets a whole scan below, which checks the headings' order too.
          if (slug !== 'about' && slug !== FOOTER_PAGES.at(-1)) {
            await expectHeadingsInOrder(page, slug);
          }
        }
        await expectNoSeriousViolations(page, { headingOrder: true });
        await saveFullShot(page, testInfo, lang, 'refund');
      });
    },
  );
}
