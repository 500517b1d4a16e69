import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { formatMessage, validationMessages } from './validation-messages.ts';
import { fieldErrors } from './validation.ts';

function errorsOf(schema: z.ZodType, input: unknown, lang: 'ar' | 'en') {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return fieldErrors(result.error.issues, lang);
}

describe('fieldErrors', () => {
  const schema = z.object({
    id: z.coerce.number().int().positive(),
    name: z.string().min(3),
    email: z.email(),
    kind: z.enum(['ad', 'store']),
  });

  it('translates every issue into the requested language, keyed by field', () => {
    const input = { id: 'abc', name: 'ab', email: 'nope', kind: 'x' };
    expect(errorsOf(schema, input, 'en')).toEqual({
      id: ['Must be a number.'],
      name: ['Must be at least 3 characters.'],
      email: ['Enter a valid email address.'],
      kind: ['Choose one of: ad, store.'],
    });
    expect(errorsOf(schema, input, 'ar')).toEqual({
      id: [validationMessages.ar.not_a_number],
      name: ['يجب ألا يقل عن 3 أحرف.'],
      email: [validationMessages.ar.invalid_email],
      kind: ['اختر واحداً من: ad, store.'],
    });
  });

  it('reports a missing field as required and numbers below the minimum', () => {
    expect(errorsOf(schema, { id: '0', email: 'a@b.co', kind: 'ad' }, 'en')).toEqual({
      id: ['Must be greater than 0.'],
      name: ['This field is required.'],
    });
  });

  it('uses a schema’s own message key when it names one', () => {
    const named = z.object({ code: z.string().length(6, { error: 'invalid_format' }) });
    expect(errorsOf(named, { code: '12' }, 'en')).toEqual({ code: ['The format is not valid.'] });
  });

  it("says what is wrong when a schema's 'required' reaches a check without a message", () => {
    const name = z.object({ name: z.string('required').trim().min(1, 'required').max(5) });
    expect(errorsOf(name, { name: 'much too long' }, 'en')).toEqual({
      name: ['Must be at most 5 characters.'],
    });
    expect(errorsOf(name, { name: '  ' }, 'en')).toEqual({ name: ['This field is required.'] });
    expect(errorsOf(name, {}, 'ar')).toEqual({ name: [validationMessages.ar.required] });
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves texts without them alone', () => {
    expect(formatMessage('too_big_number', 'en', { maximum: 5 })).toBe('Must be at most 5.');
    expect(formatMessage('required', 'ar')).toBe(validationMessages.ar.required);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(validationMessages.ar).sort()).toEqual(
      Object.keys(validationMessages.en).sort(),
    );
  });
});
