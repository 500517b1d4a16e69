import { expect, test } from '@playwright/test';
import type { FilterDefinition } from '@souq/contracts';
import { expectNoSeriousViolations } from '../support/axe';
import { filterButton, filterDialog, expectFilterCount } from '../support/category-page';
import { escapeRegExp, fill, LANGS, texts } from '../support/i18n';
import {
  applyButton,
  cardHeart,
  cardOf,
  cards,
  cardsPerRow,
  cardTitles,
  fetchOffers,
  openJob,
  openJobs,
  resultsLine,
  saveJobsShot,
  seeAlso,
  standard,
} from '../support/jobs';
import { withoutServerRendering } from '../support/page-data';
import { expectNoHorizontalOverflow } from '../support/layout';

/**
 * Spec 2 "Jobs": the list (breadcrumb, the 3-column grid and its cards) and the job page it
 * opens, in both languages and widths; its company search, filters and pages, and the home
 * page's jobs section, at one width (they do not depend on it); against the seeded API.
 */

const PAGE_SIZE = 12;

for (const lang of LANGS) {
  const t = texts(lang);

  test(
    `[${lang}] the jobs list: its breadcrumb and cards, 3 columns or 1, and the offer it opens`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      // Two axe scans and two screenshots.
      test.slow();
      const all = await fetchOffers(request, lang);
      await openJobs(page, lang, all.total);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.jobs.title);
      const crumbs = page.getByRole('navigation', { name: t.categoryPage.breadcrumb, exact: true });
      await expect(crumbs.getByRole('link', { name: t.categoryPage.home })).toHaveAttribute(
        'href',
        `/${lang}`,
      );
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(t.jobs.title);

      // The newest offers, each card with its fields.
      expect(await cardTitles(main)).toEqual(all.data.slice(0, PAGE_SIZE).map((o) => o.title));
      const first = all.data[0];
      if (!first) throw new Error('no offers');
      const card = cardOf(main, first.title);
      await expect(card).toContainText(first.other_info);
      await expect(card).toContainText(standard(first, 'work_time'));
      await expect(card).toContainText(standard(first, 'experience'));
      await expect(card).toContainText(first.location ?? '');
      await expect(cardHeart(card, lang, first.title)).toHaveAttribute('aria-pressed', 'false');
      await expect(card.getByTestId('applied-badge')).toHaveCount(0);
      await expect(card.getByRole('link', { name: first.title })).toHaveAttribute(
        'href',
        `/${lang}/job/${String(first.id)}`,
      );
      // Three columns on a desktop, one on a phone; nothing sticks out sideways.
      expect(await cardsPerRow(main)).toBe(testInfo.project.name === 'desktop' ? 3 : 1);
      await expectNoHorizontalOverflow(page);
      await saveJobsShot(page, testInfo.project.name, lang, 'jobs-list');
      await expectNoSeriousViolations(page);

      // Opening the first offer: its page with the standards, the description and real similar
      // offers.
      await cards(main).first().getByRole('link').click();
      await expect(page).toHaveURL(`/${lang}/job/${String(first.id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
      await expect(main.getByRole('table').getByRole('row')).toHaveCount(first.standards.length);
      await expect(main.getByRole('heading', { level: 2, name: t.jobs.description })).toBeVisible();
      await expect(seeAlso(page, lang).getByRole('link').first()).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: t.categoryPage.breadcrumb, exact: true })
          .getByRole('link', { name: t.jobs.title }),
      ).toHaveAttribute('href', `/${lang}/jobs`);
      await expectNoHorizontalOverflow(page);
      await saveJobsShot(page, testInfo.project.name, lang, 'job-detail');
      await expectNoSeriousViolations(page);
    },
  );

  test(`[${lang}] the jobs list searches by company, filters, pages and shows an offer past its date as closed; the work-time filter is a radio group sent as the API expects; the home jobs section shows the first 3 offers, or 'Oops! Error'`, async ({
    page,
    request,
  }) => {
    // Three walks: the list, its work-time filter, the home page.
    test.slow();
    await test.step('the jobs list searches by company, filters, pages and shows an offer past its date as closed', async () => {
      const all = await fetchOffers(request, lang);
      const first = all.data[0];
      if (!first) throw new Error('no offers');
      const main = page.getByRole('main');
      await openJobs(page, lang, all.total);

      // An offer without a company shows 'Unknown Company' and the fallback logo (its page of the list).
      const unnamedIndex = all.data.findIndex((offer) => offer.company_name === null);
      const unnamed = all.data[unnamedIndex];
      if (!unnamed) throw new Error('no offer without a company');
      const pageNumber = Math.floor(unnamedIndex / PAGE_SIZE) + 1;
      if (pageNumber > 1) {
        await page
          .getByRole('navigation', { name: t.categoryPage.pages, exact: true })
          .getByRole('button', {
            name: fill(t.categoryPage.page, { value: pageNumber }),
            exact: true,
          })
          .click();
      }
      const shown = all.data.slice((pageNumber - 1) * PAGE_SIZE, pageNumber * PAGE_SIZE);
      await expect(main.getByText(t.jobs.closedBadge, { exact: true })).toHaveCount(
        shown.filter((offer) => offer.is_expired).length,
      );
      const unnamedCard = cardOf(main, unnamed.title);
      await expect(unnamedCard).toContainText(t.jobs.unknownCompany);
      await expect(unnamedCard.getByTestId('company-logo-fallback')).toBeVisible();

      // The company search: offers of that company (or with the word in their title), marked.
      const company = all.data.find((offer) => offer.company_name !== null)?.company_name ?? '';
      const word = company.split(' ')[0] ?? company;
      const matches = await fetchOffers(request, lang, { q: word });
      await main
        .getByRole('button', { name: fill(t.categoryPage.searchIn, { name: t.jobs.title }) })
        .click();
      const search = page.getByRole('dialog', { name: t.jobs.searchTitle, exact: true });
      await expect(search.getByRole('status')).toHaveText(t.enterSearchTerm);
      await search.getByRole('searchbox').fill(word);
      await expect(search.getByRole('status')).toHaveText(
        fill(t.search.resultsCount, { value: matches.total }),
      );
      await expect(search.getByRole('link')).toHaveCount(Math.min(matches.total, 10));
      await expect(search.locator('mark').first()).toHaveText(new RegExp(escapeRegExp(word), 'i'));
      const hit = matches.data[0];
      if (!hit) throw new Error('no search result');
      await search.getByRole('link').first().click();
      await expect(page).toHaveURL(`/${lang}/job/${String(hit.id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hit.title);
      await page.goBack();

      // The filters: work time and location, applied together, then reset.
      const definitions = await request.get('/api/get_filter_options?category_id=6', {
        headers: { lang },
      });
      const locationFilter =
        ((await definitions.json()) as { data: { name: string; type: string }[] }).data.at(-1)
          ?.name ?? '';
      const workTime = standard(first, 'work_time');
      const city = (first.location ?? '').split(lang === 'ar' ? '،' : ',')[0] ?? '';
      const filtered = all.data.filter(
        (offer) => standard(offer, 'work_time') === workTime && offer.location?.startsWith(city),
      );
      await openJobs(page, lang, all.total);
      await filterButton(page, lang).click();
      const dialog = filterDialog(page, lang);
      await dialog.getByRole('radio', { name: workTime, exact: true }).check();
      await dialog.getByRole('combobox', { name: locationFilter, exact: true }).selectOption(city);
      await expect(resultsLine(page, lang, all.total)).toBeVisible();
      await dialog.getByRole('button', { name: t.filters.apply, exact: true }).click();
      await expect(resultsLine(page, lang, filtered.length)).toBeVisible();
      expect(await cardTitles(main)).toEqual(filtered.slice(0, PAGE_SIZE).map((o) => o.title));
      await expectFilterCount(page, lang, 2);
      await filterButton(page, lang).click();
      await filterDialog(page, lang)
        .getByRole('button', { name: t.filters.reset, exact: true })
        .click();
      await expect(resultsLine(page, lang, all.total)).toBeVisible();
      await expectFilterCount(page, lang, 0);

      // An offer past its last date to apply: no apply button, applications closed.
      const expired = all.data.find((offer) => offer.is_expired);
      if (!expired) throw new Error('no expired offer');
      await openJob(page, lang, expired);
      await expect(main.getByText(t.jobs.closed, { exact: true })).toBeVisible();
      await expect(applyButton(page, lang)).toHaveCount(0);
    });

    await test.step('the work-time filter is a radio group and is sent as the API expects', async () => {
      const answer = await request.get('/api/get_filter_options?category_id=6', {
        headers: { lang },
      });
      const { data: definitions } = (await answer.json()) as { data: FilterDefinition[] };
      const workTime = definitions.find((definition) => definition.type === 'work_time');
      if (!workTime) throw new Error('the jobs have no work-time filter');
      const chosen = String(workTime.values[0]);
      const expected = await fetchOffers(request, lang, {
        'filtersAttributes[0][attribute_id]': String(workTime.id),
        'filtersAttributes[0][value]': chosen,
      });
      const all = await fetchOffers(request, lang);

      await openJobs(page, lang, all.total);
      const sent: string[] = [];
      page.on('request', (sentRequest) => {
        const url = new URL(sentRequest.url());
        if (url.pathname === '/api/job-offers/search') sent.push(sentRequest.url());
      });
      await filterButton(page, lang).click();
      const group = filterDialog(page, lang).getByRole('group', {
        name: workTime.name,
        exact: true,
      });
      await expect(group.getByRole('radio')).toHaveCount(workTime.values.length + 1);
      await expect(group.getByRole('radio', { name: t.filters.any, exact: true })).toBeChecked();
      await group.getByRole('radio', { name: chosen, exact: true }).check();
      await filterDialog(page, lang)
        .getByRole('button', { name: t.filters.apply, exact: true })
        .click();
      await expect(resultsLine(page, lang, expected.total)).toBeVisible();
      await expectFilterCount(page, lang, 1);
      const url = new URL(sent.at(-1) ?? 'http://x');
      expect(url.searchParams.get('filtersAttributes[0][attribute_id]')).toBe(String(workTime.id));
      expect(url.searchParams.get('filtersAttributes[0][value]')).toBe(chosen);
    });

    await test.step("the home jobs section shows the first 3 offers, or 'Oops! Error'", async () => {
      const newest = (await fetchOffers(request, lang)).data.slice(0, 3);
      await page.goto(`/${lang}`);
      const section = page.getByRole('region', { name: t.jobs.homeTitle, exact: true });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        newest.map((o) => o.title),
      );
      await expect(
        section.getByRole('link', { name: `${t.adSection.showMore}: ${t.jobs.homeTitle}` }),
      ).toHaveAttribute('href', `/${lang}/jobs`);
      await section.getByRole('link', { name: newest[0]?.title ?? '', exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/job/${String(newest[0]?.id)}`);

      await withoutServerRendering(page);
      await page.route('**/api/job-offers/search?**', (route) =>
        route.fulfill({ status: 500, json: { message: 'down' } }),
      );
      await page.goto(`/${lang}`);
      await expect(
        page.getByRole('region', { name: t.jobs.homeTitle, exact: true }).getByRole('alert'),
      ).toHaveText(t.jobs.homeError);
    });
  });
}
