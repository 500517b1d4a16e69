import type { FilterDefinition } from '@souq/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { categoryAdsQueryOptions } from './api/get-category-ads';
import { categoryPageLoader } from './category-page-loader';

const EMPTY_PAGE = { data: [], current_page: 1, per_page: 12, total: 0, last_page: 1 };
const DEFINITIONS: Record<string, FilterDefinition[]> = {
  en: [{ id: 3, name: 'Brand', type: 'dropdown', values: ['Toyota', 'Kia'] }],
  ar: [{ id: 3, name: 'الماركة', type: 'dropdown', values: ['تويوتا', 'كيا'] }],
};

const fetchMock = vi.fn<typeof fetch>();

/** The API: the filters in the `lang` header's language, and an empty page of ads. */
function answer(url: string, lang: string): Response {
  const data = url.startsWith('/api/get_filter_options') ? DEFINITIONS[lang] : EMPTY_PAGE;
  return new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The addresses the loader asked the API for, decoded. */
function requested(): string[] {
  return fetchMock.mock.calls.map(([input]) => decodeURIComponent(urlOf(input)));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((url, init) =>
    Promise.resolve(answer(urlOf(url), new Headers(init?.headers).get('lang') ?? '')),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** What the loader of `/{lang}/category/{id}{search}` throws, or its data when it throws nothing. */
function load(lang: string, categoryId: string, search = '', queryClient = createQueryClient()) {
  const loader = categoryPageLoader(() => queryClient);
  const url = new URL(`http://localhost/${lang}/category/${categoryId}${search}`);
  const request = new Request(url);
  const pattern = '/:lang/category/:categoryId';
  try {
    return loader({ params: { lang, categoryId }, request, url, pattern, context: {} });
  } catch (thrown) {
    return thrown;
  }
}

/** Waits until the client has no call in flight. */
async function settled(queryClient: QueryClient): Promise<void> {
  await vi.waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
  });
}

describe('the category page loader', () => {
  it('sends the jobs category to the jobs list, in the page language (issue 16)', () => {
    const answer = load('ar', '6');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/ar/jobs');
  });

  it("shows the service providers' category as a page of its ads, as any other", () => {
    expect(load('en', '10')).not.toBeInstanceOf(Response);
  });

  it('makes an id that is not a number the not-found page (issue 16)', () => {
    for (const id of ['abc', '0', '-3', '2.5', '99999999999']) {
      // React Router turns what `data()` makes into a 404 route error.
      expect(load('en', id), id).toMatchObject({ init: { status: 404 } });
    }
  });

  it('gives the page its category', () => {
    expect(load('en', '8')).toEqual({ categoryId: 8 });
  });

  it('starts the plain first page as the server answers it into the page', () => {
    load('en', '8');
    expect(requested()).toContain('/api/ads?category_id=8&page=1');
  });

  it("asks for the category's own name, a sub-category's too (issue 41, item 22)", () => {
    load('ar', '12');
    expect(requested()).toContain('/api/categories/12');
  });

  it("starts the page of ads the address asks for, under the listing's key (issue 16)", async () => {
    const queryClient = createQueryClient();
    load('en', '8', '?sort=price_asc&page=2&q=%20kia%20', queryClient);
    await settled(queryClient);
    expect(requested()).toEqual([
      '/api/categories/8',
      '/api/get_filter_options?category_id=8',
      '/api/ads?category_id=8&q=kia&sort=price_asc&page=2',
    ]);
    const request = { q: 'kia', sort: 'price_asc', page: 2 } as const;
    const key = categoryAdsQueryOptions('en', 8, request).queryKey;
    expect(queryClient.getQueryData(key)).toEqual(EMPTY_PAGE);
  });

  it('applies the filters of the address as the definitions allow, in either language', async () => {
    const queryClient = createQueryClient();
    load('en', '8', '?f3=كيا&f99=x&page=abc&sort=cheapest', queryClient);
    await settled(queryClient);
    expect(requested()).toEqual([
      '/api/categories/8',
      '/api/get_filter_options?category_id=8',
      '/api/get_filter_options?category_id=8',
      '/api/ads?category_id=8&page=1&filtersAttributes[0][attribute_id]=3&filtersAttributes[0][value]=Kia',
    ]);
    const request = { page: 1, filtersAttributes: [{ attribute_id: 3, value: 'Kia' }] };
    expect(queryClient.getQueryData(categoryAdsQueryOptions('en', 8, request).queryKey)).toEqual(
      EMPTY_PAGE,
    );
  });
});
