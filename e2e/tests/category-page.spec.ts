import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Ad, FilterDefinition } from '@souq/contracts';
import { validationMessages } from '../../packages/contracts/src/validation-messages';
import {
  attributeValue,
  fetchAdPage,
  fetchAllAds,
  fetchFilters,
  filterNamed,
  linkedAdIds,
  nextAdsResponse,
  recordAdsRequests,
} from '../support/category-api';
import { fetchCategories, nameOf } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import {
  cardLinks,
  expectFilterCount,
  filterButton,
  filterDialog,
  openCategory,
  resultsLine,
  saveShot,
} from '../support/category-page';
import { dirOf, fill, LANGS, texts, type Lang } from '../support/i18n';
import { withoutServerRendering } from '../support/page-data';
import { expectNoHorizontalOverflow } from '../support/layout';

/**
 * Spec 2 "Category page", 4 "Filters" and 5 "Range filter": the grid shows the API's ads,
 * each filter type narrows it to ads that really carry the value, nothing changes before
 * Apply, Reset restores, and every range message appears for the input that earns it.
 */

const BIKES = 4;
const CARS = 8;
const PAGE_SIZE = 12;
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

function arabicIndic(value: number): string {
  return String(value).replace(/\d/g, (digit) => ARABIC_INDIC.charAt(Number(digit)));
}

/** The number a range attribute shows (`21`, `84,500 km`). */
function numberIn(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  const match = /[\d,]+(\.\d+)?/.exec(text);
  return match === null ? Number.NaN : Number(match[0].replace(/,/g, ''));
}

function idsWhere(ads: Ad[], keep: (ad: Ad) => boolean): Set<number> {
  return new Set(ads.filter(keep).map((ad) => ad.id));
}

/** Applies the modal's filters and checks the grid against the ads that should match. */
async function applyAndExpect(
  page: Page,
  lang: Lang,
  expected: Set<number>,
  count: number,
): Promise<void> {
  const t = texts(lang);
  const answered = nextAdsResponse(page);
  await filterDialog(page, lang)
    .getByRole('button', { name: t.filters.apply, exact: true })
    .click();
  await answered;
  await expect(filterDialog(page, lang)).toHaveCount(0);
  await expect(
    expected.size === 0
      ? page.getByRole('main').getByText(t.categoryPage.noProducts, { exact: true })
      : resultsLine(page, lang, expected.size),
  ).toBeVisible();
  await expect(cardLinks(page, lang)).toHaveCount(Math.min(PAGE_SIZE, expected.size));
  for (const id of await linkedAdIds(cardLinks(page, lang))) {
    expect(expected.has(id), `ad ${id} matches the filters`).toBe(true);
  }
  await expectFilterCount(page, lang, count);
}

async function openFilters(page: Page, lang: Lang): Promise<Locator> {
  await filterButton(page, lang).click();
  const dialog = filterDialog(page, lang);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts(lang).filters.apply })).toBeVisible();
  return dialog;
}

function rangeGroup(dialog: Locator, filter: FilterDefinition): Locator {
  return dialog.getByRole('group', { name: filter.name, exact: true });
}

for (const lang of LANGS) {
  const t = texts(lang);
  const message = (key: keyof (typeof validationMessages)['en'], params = {}) =>
    fill(validationMessages[lang][key], params);

  test(
    `[${lang}] the grid shows the category's ads from the API, with breadcrumb and pages; the page with the filter modal open, and with search results open, has no serious accessibility violation`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      // Three axe scans of the page.
      test.slow();
      await test.step("the grid shows the category's ads from the API, with breadcrumb and pages", async () => {
        const name = nameOf(await fetchCategories(request, lang), BIKES);
        const first = await fetchAdPage(request, lang, { category_id: BIKES });
        const second = await fetchAdPage(request, lang, { category_id: BIKES, page: 2 });
        expect(first.last_page).toBeGreaterThan(1);

        await openCategory(page, lang, BIKES);
        await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
        await expect(page).toHaveTitle(`${name} | ${t.appName}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        const crumbs = page.getByRole('navigation', {
          name: t.categoryPage.breadcrumb,
          exact: true,
        });
        await expect(
          crumbs.getByRole('link', { name: t.categoryPage.home, exact: true }),
        ).toHaveAttribute('href', `/${lang}`);
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name);
        // The separator points along the reading direction.
        await expect(crumbs.locator('svg:visible')).toHaveClass(
          new RegExp(lang === 'ar' ? 'lucide-chevron-left' : 'lucide-chevron-right'),
        );

        await expect(resultsLine(page, lang, first.total)).toBeVisible();
        expect(await linkedAdIds(cardLinks(page, lang))).toEqual(first.data.map((ad) => ad.id));
        await expect(cardLinks(page, lang).first()).toHaveAttribute(
          'href',
          `/${lang}/ad/${first.data[0]?.id}`,
        );

        // Four columns on a desktop, one on a phone.
        const articles = page.getByRole('main').getByRole('article');
        const tops = await Promise.all(
          (await articles.all())
            .slice(0, 5)
            .map(async (card) => (await card.boundingBox())?.y ?? -1),
        );
        const perRow = tops.filter((y) => y === tops[0]).length;
        expect(perRow).toBe(testInfo.project.name === 'desktop' ? 4 : 1);
        await expectNoHorizontalOverflow(page);
        await saveShot(page, testInfo, lang, 'category-grid');

        const pages = page.getByRole('navigation', { name: t.categoryPage.pages, exact: true });
        await expect(
          pages.getByRole('button', { name: fill(t.categoryPage.page, { value: 1 }), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        const answered = nextAdsResponse(page);
        await pages
          .getByRole('button', { name: fill(t.categoryPage.page, { value: 2 }), exact: true })
          .click();
        await answered;
        await expect
          .poll(() => linkedAdIds(cardLinks(page, lang)))
          .toEqual(second.data.map((ad) => ad.id));
        await expect(
          pages.getByRole('button', { name: fill(t.categoryPage.page, { value: 2 }), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await pages.getByRole('button', { name: t.categoryPage.previousPage, exact: true }).click();
        await expect
          .poll(() => linkedAdIds(cardLinks(page, lang)))
          .toEqual(first.data.map((ad) => ad.id));
      });

      await test.step('the category page with the filter modal open has no serious accessibility violation', async () => {
        await openCategory(page, lang, BIKES);
        await openFilters(page, lang);
        await expectNoSeriousViolations(page);
      });

      await test.step('the category page with search results open has no serious accessibility violation', async () => {
        const name = nameOf(await fetchCategories(request, lang), BIKES);
        await openCategory(page, lang, BIKES);
        await page
          .getByRole('main')
          .getByRole('button', { name: fill(t.categoryPage.searchIn, { name }), exact: true })
          .click();
        const search = page.getByRole('dialog', {
          name: fill(t.categoryPage.searchTitle, { name }),
          exact: true,
        });
        await search.getByRole('searchbox').fill(lang === 'ar' ? 'دراجة' : 'bike');
        await expect(search.getByRole('list').getByRole('link').first()).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    },
  );

  test(`[${lang}] each filter type narrows the grid only after Apply (dropdown, multiselect without 'all', boolean, range in Arabic-Indic digits with Reset, text); every range message appears for the input that earns it; a category without ads says noProducts`, async ({
    page,
    request,
  }, testInfo) => {
    // Six visits of a category page, each from its plain address.
    test.slow();
    await test.step('a dropdown filter narrows the grid, only after Apply', async () => {
      const ads = await fetchAllAds(request, lang, BIKES);
      const brand = filterNamed(
        await fetchFilters(request, lang, BIKES),
        'dropdown',
        lang === 'ar' ? 'الماركة' : 'Brand',
      );
      const chosen = attributeValue(ads[0] as Ad, brand.id);
      if (typeof chosen !== 'string') throw new Error('the first bike has no brand');
      const expected = idsWhere(ads, (ad) => attributeValue(ad, brand.id) === chosen);
      expect(expected.size).toBeLessThan(ads.length);

      await openCategory(page, lang, BIKES);
      await expectFilterCount(page, lang, 0);
      const sent = recordAdsRequests(page);

      // A choice that is not applied changes nothing, and is forgotten.
      let dialog = await openFilters(page, lang);
      await saveShot(page, testInfo, lang, 'filter-modal');
      const select = dialog.getByLabel(brand.name, { exact: true });
      await expect(select.getByRole('option')).toHaveText([
        t.filters.any,
        ...(brand.values as string[]),
      ]);
      await select.selectOption(chosen);
      await dialog.getByRole('button', { name: t.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expectFilterCount(page, lang, 0);
      await expect(resultsLine(page, lang, ads.length)).toBeVisible();
      expect(sent).toHaveLength(0);

      dialog = await openFilters(page, lang);
      await expect(dialog.getByLabel(brand.name, { exact: true })).toHaveValue('');
      await dialog.getByLabel(brand.name, { exact: true }).selectOption(chosen);
      await applyAndExpect(page, lang, expected, 1);
      const url = new URL(sent.at(-1)?.url() ?? '');
      expect(url.searchParams.get('filtersAttributes[0][attribute_id]')).toBe(String(brand.id));
      expect(url.searchParams.get('filtersAttributes[0][value]')).toBe(chosen);

      // The modal opens again on the applied choice.
      dialog = await openFilters(page, lang);
      await expect(dialog.getByLabel(brand.name, { exact: true })).toHaveValue(chosen);
    });

    await test.step("multiselect (without 'all') and boolean filters narrow the grid", async () => {
      const ads = await fetchAllAds(request, lang, BIKES);
      const filters = await fetchFilters(request, lang, BIKES);
      const equipment = filterNamed(filters, 'multiselect');
      const warranty = filterNamed(filters, 'boolean');
      const all = lang === 'ar' ? 'الكل' : 'All';
      expect(equipment.values[0]).toBe(all);
      expect(warranty.values[0]).toBe(all);
      const firstExtras = attributeValue(ads[0] as Ad, equipment.id);
      const extra = Array.isArray(firstExtras) ? firstExtras[0] : firstExtras;
      if (extra === undefined) throw new Error('the first bike has no equipment');

      await openCategory(page, lang, BIKES);
      let dialog = await openFilters(page, lang);
      const boxes = dialog
        .getByRole('group', { name: equipment.name, exact: true })
        .getByRole('checkbox');
      await expect(boxes).toHaveCount(equipment.values.length - 1);
      await expect(dialog.getByRole('checkbox', { name: all, exact: true })).toHaveCount(0);
      await dialog.getByRole('checkbox', { name: extra, exact: true }).check();
      const having = (options: string[]) =>
        idsWhere(ads, (ad) => {
          const value = attributeValue(ad, equipment.id);
          const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
          return options.some((option) => list.includes(option));
        });
      await applyAndExpect(page, lang, having([extra]), 1);

      // Several options: ads with any of them; still one filter.
      const other = (equipment.values as string[]).find(
        (option) => option !== all && option !== extra,
      );
      if (other === undefined) throw new Error('equipment has one option only');
      dialog = await openFilters(page, lang);
      await expect(dialog.getByRole('checkbox', { name: extra, exact: true })).toBeChecked();
      await dialog.getByRole('checkbox', { name: other, exact: true }).check();
      const withExtra = having([extra, other]);
      await applyAndExpect(page, lang, withExtra, 1);

      dialog = await openFilters(page, lang);
      const radios = dialog
        .getByRole('group', { name: warranty.name, exact: true })
        .getByRole('radio');
      await expect(radios).toHaveCount(warranty.values.length);
      await expect(dialog.getByRole('radio', { name: all, exact: true })).toHaveCount(0);
      const yes = warranty.values[1] as string;
      await dialog.getByRole('radio', { name: yes, exact: true }).check();
      const both = idsWhere(
        ads,
        (ad) => withExtra.has(ad.id) && attributeValue(ad, warranty.id) === yes,
      );
      await applyAndExpect(page, lang, both, 2);
    });

    await test.step('a range filter takes Arabic-Indic digits and narrows the grid; Reset restores', async () => {
      const ads = await fetchAllAds(request, lang, BIKES);
      const filters = await fetchFilters(request, lang, BIKES);
      const gears = filterNamed(filters, 'range', lang === 'ar' ? 'عدد السرعات' : 'Gears');
      const target = numberIn(attributeValue(ads[0] as Ad, gears.id));
      expect(target).not.toBeNaN();
      const expected = idsWhere(ads, (ad) => numberIn(attributeValue(ad, gears.id)) === target);
      expect(expected.size).toBeLessThan(ads.length);

      await openCategory(page, lang, BIKES);
      const dialog = await openFilters(page, lang);
      const group = rangeGroup(dialog, gears);
      const min = group.getByLabel(t.filters.min, { exact: true });
      const max = group.getByLabel(t.filters.max, { exact: true });
      await expect(min).toHaveValue(String(gears.values[0]));
      await expect(max).toHaveValue(String(gears.values[1]));
      await min.fill('');
      await min.pressSequentially(arabicIndic(target));
      await expect(min).toHaveValue(String(target));
      await max.fill(arabicIndic(target));
      await expect(max).toHaveValue(String(target));
      await expect(
        group.getByRole('slider', { name: fill(t.filters.minSlider, { name: gears.name }) }),
      ).toHaveValue(String(target));
      await applyAndExpect(page, lang, expected, 1);

      const sent = recordAdsRequests(page);
      const again = await openFilters(page, lang);
      await expect(rangeGroup(again, gears).getByLabel(t.filters.min, { exact: true })).toHaveValue(
        String(target),
      );
      const answered = nextAdsResponse(page);
      await again.getByRole('button', { name: t.filters.reset, exact: true }).click();
      await answered;
      await expect(again).toHaveCount(0);
      await expectFilterCount(page, lang, 0);
      await expect(resultsLine(page, lang, ads.length)).toBeVisible();
      expect(
        new URL(sent.at(-1)?.url() ?? '').searchParams.has('filtersAttributes[0][attribute_id]'),
      ).toBe(false);
      const cleared = await openFilters(page, lang);
      await expect(
        rangeGroup(cleared, gears).getByLabel(t.filters.min, { exact: true }),
      ).toHaveValue(String(gears.values[0]));
    });

    await test.step('a text filter narrows the grid', async () => {
      const ads = await fetchAllAds(request, lang, CARS);
      const colour = filterNamed(await fetchFilters(request, lang, CARS), 'text');
      // The first car with a colour (a car another test posted may have none).
      const value = ads
        .map((ad) => attributeValue(ad, colour.id))
        .find((own): own is string => typeof own === 'string');
      if (value === undefined) throw new Error('no car has a colour');
      const expected = idsWhere(ads, (ad) => {
        const own = attributeValue(ad, colour.id);
        return typeof own === 'string' && own.toLowerCase().includes(value.toLowerCase());
      });
      expect(expected.size).toBeLessThan(ads.length);

      await openCategory(page, lang, CARS);
      const dialog = await openFilters(page, lang);
      await dialog.getByLabel(colour.name, { exact: true }).fill(value);
      await applyAndExpect(page, lang, expected, 1);
    });

    await test.step('every range message appears for the input that earns it, and Apply is refused', async () => {
      const gears = filterNamed(
        await fetchFilters(request, lang, BIKES),
        'range',
        lang === 'ar' ? 'عدد السرعات' : 'Gears',
      );
      const [low, high] = gears.values as number[];
      if (low === undefined || high === undefined) throw new Error('gears has no bounds');

      await openCategory(page, lang, BIKES);
      const sent = recordAdsRequests(page);
      const dialog = await openFilters(page, lang);
      const group = rangeGroup(dialog, gears);
      const min = group.getByLabel(t.filters.min, { exact: true });
      const max = group.getByLabel(t.filters.max, { exact: true });
      const expectMessages = async (onMin: string | null, onMax: string | null) => {
        for (const [input, text] of [
          [min, onMin],
          [max, onMax],
        ] as const) {
          if (text === null) {
            await expect(input).not.toHaveAttribute('aria-invalid', 'true');
          } else {
            await expect(input).toHaveAttribute('aria-invalid', 'true');
            await expect(input).toHaveAccessibleDescription(text);
            await expect(group.getByText(text, { exact: true }).first()).toBeVisible();
          }
        }
      };

      // Only digits, dots and commas get in.
      await min.fill('');
      await min.pressSequentially('a1b-');
      await expect(min).toHaveValue('1');

      await min.fill(String(low - 1));
      await expectMessages(message('range_above_min', { min: low }), null);
      await min.fill(arabicIndic(high + 5));
      await expectMessages(message('range_below_max', { max: high }), null);
      await min.fill('1.2.3');
      await expectMessages(message('range_not_number'), null);

      await min.fill(String(low));
      await max.fill(String(high + 1));
      await expectMessages(null, message('range_below_max', { max: high }));
      await max.fill(String(low - 1));
      await expectMessages(null, message('range_above_min', { min: low }));
      await max.fill(',');
      await expectMessages(null, message('range_not_number'));

      await min.fill(String(high - 1));
      await max.fill(String(low + 1));
      await expectMessages(message('range_min_below_max'), message('range_max_above_min'));

      // Apply is refused: the modal stays, the first field in error takes the focus.
      await dialog.getByRole('button', { name: t.filters.apply, exact: true }).click();
      await expect(dialog).toBeVisible();
      await expect(min).toBeFocused();
      expect(sent).toHaveLength(0);
      await expectFilterCount(page, lang, 0);

      // Sliders stay within the bounds and the other side.
      await max.fill(String(high));
      await expectMessages(null, null);
      const minSlider = group.getByRole('slider', {
        name: fill(t.filters.minSlider, { name: gears.name }),
      });
      await minSlider.focus();
      await page.keyboard.press('End');
      await expect(min).toHaveValue(String(high));
      await max.fill(String(low + 2));
      await expectMessages(message('range_min_below_max'), message('range_max_above_min'));
      await minSlider.focus();
      await page.keyboard.press('Home');
      await expect(min).toHaveValue(String(low));
      await expectMessages(null, null);
    });

    await test.step('a category without ads says noProducts', async () => {
      // The jobs category (no ads) is the jobs list: an empty answer stands in for one.
      await withoutServerRendering(page);
      await page.route(
        (url) =>
          url.pathname === '/api/ads' && url.searchParams.get('category_id') === String(BIKES),
        (route) =>
          route.fulfill({
            json: {
              data: { data: [], current_page: 1, per_page: PAGE_SIZE, total: 0, last_page: 1 },
            },
          }),
      );
      await openCategory(page, lang, BIKES);
      await expect(
        page.getByRole('main').getByText(t.categoryPage.noProducts, { exact: true }),
      ).toBeVisible();
      await expect(cardLinks(page, lang)).toHaveCount(0);
    });
  });
}
