import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ContentPage } from '@souq/contracts';
import { apiData, blockMapTiles } from '../support/info-pages';
import { LANGS } from '../support/i18n';

/**
 * Issue 41, item 28: the information pages' headings go down one level at a time (axe
 * `heading-order`, a moderate rule the serious-violations scans leave out), the content pages'
 * stored headings included.
 */

const CONTENT_PATHS = [
  ['about-us', 'about'],
  ['terms', 'terms'],
  ['faq', 'faq'],
  ['privacy', 'privacy'],
  ['refund', 'refund'],
] as const;

const OTHER_PATHS = ['contact-us', 'legals', 'service-providers'] as const;

/** No heading of the page as it is more than one level below the one before it. */
async function expectHeadingsInOrder(page: Page, path: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const misplaced = results.violations.flatMap((v) => v.nodes.map((node) => node.html));
  expect(misplaced, path).toEqual([]);
  // The rule really looked at the page's headings.
  expect(results.passes.map((pass) => pass.id)).toContain('heading-order');
}

for (const lang of LANGS) {
  for (const [path, slug] of CONTENT_PATHS) {
    test(
      `[${lang}] the headings of /${path} never skip a level`,
      { tag: '@layout' },
      async ({ page, request }) => {
        const content = await apiData<ContentPage>(request, `pages/${slug}`, lang);
        await page.goto(`/${lang}/${path}`);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        // The body's own headings are there, under the page's title.
        const headings = (content.body.match(/<h\d/g) ?? []).length;
        await expect(page.getByRole('article').getByRole('heading')).toHaveCount(1 + headings);
        await expectHeadingsInOrder(page, path);
      },
    );
  }

  for (const path of OTHER_PATHS) {
    test(
      `[${lang}] the headings of /${path} never skip a level`,
      { tag: '@layout' },
      async ({ page }) => {
        await blockMapTiles(page);
        await page.goto(`/${lang}/${path}`);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        await expect(
          page.getByRole('main').getByRole('heading', { level: 2 }).first(),
        ).toBeVisible();
        await expectHeadingsInOrder(page, path);
      },
    );
  }
}
