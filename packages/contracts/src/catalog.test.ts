import { describe, expect, it } from 'vitest';
import { idParam } from './catalog.ts';
import { parseId } from './constants.ts';

describe('parseId', () => {
  it('accepts exactly what idParam accepts, with the same number', () => {
    const inputs = [
      '1',
      '42',
      '007',
      ' 12',
      '1e3',
      '2147483647',
      '2147483648',
      '0',
      '-3',
      '1.5',
      'abc',
      '',
      ' ',
      '0x10',
    ];
    for (const input of inputs) {
      const parsed = idParam.safeParse(input);
      expect(parseId(input), JSON.stringify(input)).toBe(parsed.success ? parsed.data : null);
    }
    expect(parseId(undefined)).toBeNull();
  });
});
