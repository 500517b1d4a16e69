import { AD_SORTS, LISTING_LIMITS } from '@souq/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING,
  listingRequest,
  readListingParams,
  writeListingParams,
  type ListingParams,
} from './listing-params';

const read = (query: string) => readListingParams(new URLSearchParams(query));

const FULL: ListingParams = {
  q: 'bmw x5',
  sort: 'price_asc',
  page: 2,
  filters: [
    { attribute_id: 3, value: ['Toyota', 'Kia'] },
    { attribute_id: 5, value: ['2000', '2010'] },
    { attribute_id: 7, value: 'أحمر' },
  ],
};

describe('writeListingParams', () => {
  it('writes every part, a filter once per value', () => {
    expect(writeListingParams(FULL).toString()).toBe(
      'q=bmw+x5&sort=price_asc&page=2&f3=Toyota&f3=Kia&f5=2000&f5=2010&f7=%D8%A3%D8%AD%D9%85%D8%B1',
    );
  });

  it('leaves the defaults out: the plain listing has no query string', () => {
    expect(writeListingParams(DEFAULT_LISTING).toString()).toBe('');
    expect(writeListingParams({ ...DEFAULT_LISTING, q: '   ', page: 1 }).toString()).toBe('');
    expect(writeListingParams({ ...DEFAULT_LISTING, page: 3 }).toString()).toBe('page=3');
  });
});

describe('readListingParams', () => {
  it('reads back what was written', () => {
    expect(read(writeListingParams(FULL).toString())).toEqual(FULL);
    for (const sort of AD_SORTS) {
      const params = { ...DEFAULT_LISTING, sort };
      expect(read(writeListingParams(params).toString())).toEqual(params);
    }
  });

  it('gives the defaults for an empty address', () => {
    expect(read('')).toEqual(DEFAULT_LISTING);
  });

  it('ignores a page that is not a whole number from 1 to the limit', () => {
    for (const page of [
      'abc',
      '0',
      '-1',
      '2.5',
      '1e3',
      '02',
      '',
      String(LISTING_LIMITS.pageMax + 1),
    ]) {
      expect(read(`page=${page}`).page, page).toBe(1);
    }
    expect(read(`page=${String(LISTING_LIMITS.pageMax)}`).page).toBe(LISTING_LIMITS.pageMax);
  });

  it('ignores an unknown sort', () => {
    expect(read('sort=cheapest').sort).toBe('newest');
    expect(read('sort=PRICE_ASC').sort).toBe('newest');
  });

  it('trims the search words and ignores them when too long', () => {
    expect(read('q=%20%20bmw%20').q).toBe('bmw');
    expect(read(`q=${'a'.repeat(LISTING_LIMITS.searchTermMax)}`).q).toHaveLength(
      LISTING_LIMITS.searchTermMax,
    );
    expect(read(`q=${'a'.repeat(LISTING_LIMITS.searchTermMax + 1)}`).q).toBe('');
  });

  it('reads only f{id} keys with a valid id, and their non-blank values', () => {
    expect(
      read('f3=a&fx=b&f0=c&f-2=d&f03=e&f2.5=f&f99999999999=g&q2=h&f4=%20&f4=&f5=%20x%20').filters,
    ).toEqual([
      { attribute_id: 3, value: 'a' },
      { attribute_id: 5, value: 'x' },
    ]);
  });

  it('ignores a filter with too many or too long values, and filters beyond the limit', () => {
    const many = Array.from(
      { length: LISTING_LIMITS.filterValuesMax + 1 },
      (_, i) => `f1=${String(i)}`,
    );
    const long = `f2=${'x'.repeat(LISTING_LIMITS.filterValueMax + 1)}`;
    expect(read([...many, long, 'f3=ok'].join('&')).filters).toEqual([
      { attribute_id: 3, value: 'ok' },
    ]);
    const filters = Array.from(
      { length: LISTING_LIMITS.filtersMax + 5 },
      (_, i) => `f${String(i + 1)}=v`,
    );
    expect(read(filters.join('&')).filters).toHaveLength(LISTING_LIMITS.filtersMax);
  });
});

describe('listingRequest', () => {
  it('leaves the defaults out, as the server-rendered first page is asked for', () => {
    expect(listingRequest(DEFAULT_LISTING, [])).toEqual({ page: 1 });
    expect(Object.keys(listingRequest(DEFAULT_LISTING, []))).toEqual(['page']);
  });

  it('sends the applied filters, not the address ones', () => {
    const applied = [{ attribute_id: 3, value: 'Kia' }];
    expect(listingRequest(FULL, applied)).toEqual({
      q: 'bmw x5',
      sort: 'price_asc',
      page: 2,
      filtersAttributes: applied,
    });
  });
});
