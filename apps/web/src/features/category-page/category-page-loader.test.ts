import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { categoryPageLoader } from './category-page-loader';

/** What the loader of `/{lang}/category/{id}` throws, or its data when it throws nothing. */
function load(lang: string, categoryId: string): unknown {
  const loader = categoryPageLoader(createQueryClient());
  const url = new URL(`http://localhost/${lang}/category/${categoryId}`);
  const request = new Request(url);
  const pattern = '/:lang/category/:categoryId';
  try {
    return loader({ params: { lang, categoryId }, request, url, pattern, context: {} });
  } catch (thrown) {
    return thrown;
  }
}

describe('the category page loader', () => {
  it('sends the jobs category to the jobs list, in the page language (issue 16)', () => {
    const answer = load('ar', '6');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/ar/jobs');
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
});
