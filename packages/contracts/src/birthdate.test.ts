import { describe, expect, it } from 'vitest';
import { registerBody } from './auth.ts';

/** The message keys of the registration's birthdate for a value (the other fields left out). */
function birthdateErrors(birthdate: unknown): string[] {
  const result = registerBody.safeParse({ birthdate });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === 'birthdate')
    .map((issue) => issue.message);
}

describe('the registration birthdate', () => {
  it('is required when empty or missing, not of an invalid format (issue 16)', () => {
    expect(birthdateErrors('')).toEqual(['required']);
    expect(birthdateErrors(undefined)).toEqual(['required']);
  });

  it('must be a date, in the past', () => {
    expect(birthdateErrors('17/05/1990')).toEqual(['invalid_format']);
    expect(birthdateErrors('2999-01-01')).toEqual(['birthdate_past']);
    expect(birthdateErrors('1990-05-17')).toEqual([]);
  });
});
