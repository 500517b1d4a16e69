import { describe, expect, it } from 'vitest';
import { adForm, type AdFormInput } from './selling.ts';
import { fieldErrors } from './validation.ts';

const valid: AdFormInput = {
  category_id: 8,
  lang: 'en',
  title: 'Toyota Corolla 2015, one owner',
  price_kind: 'fixed',
  price: 5000,
  city_id: 1,
  pictures: [1],
};

function errorsOf(input: Record<string, unknown>) {
  const result = adForm.safeParse({ ...valid, ...input }, { reportInput: true });
  return result.success ? {} : fieldErrors(result.error.issues, 'en');
}

describe('the post form', () => {
  it('asks for a city that was not chosen, and for a price left empty', () => {
    expect(errorsOf({ city_id: null })).toEqual({ city_id: ['Choose a city.'] });
    expect(errorsOf({ city_id: '' })).toEqual({ city_id: ['Choose a city.'] });
    expect(errorsOf({ price: '' })).toEqual({ price: ['Enter a price.'] });
    expect(errorsOf({ price: 'abc' })).toEqual({ price: ['Must be a number.'] });
  });

  it('refuses 0 as a fixed or negotiable price, and takes it when the ad is free', () => {
    const free = 'A price must be more than 0. For no price, choose “Free”.';
    expect(errorsOf({ price: 0 })).toEqual({ price: [free] });
    expect(errorsOf({ price: 0, price_kind: 'negotiable' })).toEqual({ price: [free] });
    expect(errorsOf({ price: 0, price_kind: 'free' })).toEqual({});
    expect(errorsOf({ price: 1 })).toEqual({});
    // Said together with the other messages, not only once they are fixed.
    expect(errorsOf({ price: 0, city_id: null })).toEqual({
      city_id: ['Choose a city.'],
      price: [free],
    });
  });

  it('refuses a body that is no form without reading its price (was a 500)', () => {
    for (const body of [null, undefined, 'form', []]) {
      expect(adForm.safeParse(body).success).toBe(false);
    }
  });
});
