import { CATEGORY_IDS } from '@souq/contracts';
import { describe, expect, it } from 'vitest';
import { readListingParams } from '../listing/filters/listing-params';
import { savedSearchAddress, type SearchOfAddress } from './saved-search-address';

const CARS: SearchOfAddress = {
  category_id: 8,
  q: 'bmw x5',
  sort: 'price_asc',
  filtersAttributes: [
    { attribute_id: 3, value: ['Toyota', 'Kia'] },
    { attribute_id: 5, value: ['2000', '2010'] },
    { attribute_id: 7, value: 'أحمر' },
  ],
};

describe('savedSearchAddress', () => {
  it("opens a category's search on its page, with its words, order and filters", () => {
    const address = savedSearchAddress('en', CARS);
    expect(address).toBe(
      '/en/category/8?q=bmw+x5&sort=price_asc&f3=Toyota&f3=Kia&f5=2000&f5=2010&f7=%D8%A3%D8%AD%D9%85%D8%B1',
    );
    // The category page reads back the very search, on its first page.
    const [, query] = address.split('?');
    expect(readListingParams(new URLSearchParams(query))).toEqual({
      q: CARS.q,
      sort: CARS.sort,
      page: 1,
      filters: CARS.filtersAttributes,
    });
  });

  it("keeps a plain category's address plain, in the page's language", () => {
    expect(
      savedSearchAddress('ar', { category_id: 8, q: '', sort: 'newest', filtersAttributes: [] }),
    ).toBe('/ar/category/8');
  });

  it("opens the jobs category's search on the jobs page", () => {
    expect(
      savedSearchAddress('en', {
        category_id: CATEGORY_IDS.jobs,
        q: 'nurse',
        sort: 'newest',
        filtersAttributes: [],
      }),
    ).toBe('/en/jobs?q=nurse');
  });

  it('opens a search of the whole site on the search page, with its words only', () => {
    expect(savedSearchAddress('ar', { ...CARS, category_id: null, q: 'آيفون 13' })).toBe(
      '/ar/search?q=%D8%A2%D9%8A%D9%81%D9%88%D9%86+13',
    );
    expect(
      savedSearchAddress('en', { category_id: null, q: '', sort: 'newest', filtersAttributes: [] }),
    ).toBe('/en/search');
  });
});
