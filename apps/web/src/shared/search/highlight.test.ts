import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const marked = (text: string, term: string) =>
  highlightParts(text, term)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks every occurrence of the term, whatever its case', () => {
    expect(marked('Trek Marlin 7 trek bag', 'TREK')).toBe('[Trek] Marlin 7 [trek] bag');
  });

  it('marks a partial word', () => {
    expect(marked('Toyota Corolla 2019', 'coro')).toBe('Toyota [Coro]lla 2019');
  });

  it('marks each word of a term of several words', () => {
    expect(marked('Giant Talon 2 mountain bike', 'bike giant')).toBe(
      '[Giant] Talon 2 mountain [bike]',
    );
  });

  it('merges overlapping matches', () => {
    expect(marked('Mercedes', 'merc ced')).toBe('[Merced]es');
  });

  it('matches Arabic text across hamza, taa marbuta and alif maqsura forms', () => {
    expect(marked('دراجة جبلية أحمر', 'جبليه')).toBe('دراجة [جبلية] أحمر');
    expect(marked('شقة في إدلب', 'ادلب')).toBe('شقة في [إدلب]');
    expect(marked('مستشفى', 'مستشفي')).toBe('[مستشفى]');
  });

  it('treats characters of regular expressions as plain text', () => {
    expect(marked('Explore E+ (2024)', 'e+ (')).toBe('Explore [E+] [(]2024)');
  });

  it('marks nothing for a blank term or no match', () => {
    expect(highlightParts('Trek', '   ')).toEqual([{ text: 'Trek', match: false }]);
    expect(highlightParts('Trek', 'giant')).toEqual([{ text: 'Trek', match: false }]);
    expect(highlightParts('', 'giant')).toEqual([{ text: '', match: false }]);
  });
});
