import { describe, expect, it } from 'vitest';
import {
  forgotPasswordBody,
  otpBody,
  registerBody,
  resetPasswordBody,
  resendOtpBody,
} from './auth.ts';
import { isDialCode, readsAsPhone, toE164 } from './phone.ts';

describe('toE164', () => {
  it.each([
    ['0930 260 431', '+963'],
    ['0930260431', '+963'],
    ['930260431', '+963'],
    ['+963 930 260 431', '+963'],
    ['+963-930-260-431', '+963'],
    ['(0930) 260.431', '+963'],
    ['00963 930 260 431', '+963'],
    ['963930260431', '+963'],
    ['٠٩٣٠٢٦٠٤٣١', '+963'],
    ['۰۹۳۰۲۶۰۴۳۱', '+963'],
    ['+٩٦٣ ٩٣٠ ٢٦٠ ٤٣١', '+963'],
    ['\u200E+963 930 260 431\u200E', '+963'],
    // An international number keeps its own country whatever the form's.
    ['+963930260431', '+961'],
  ])('reads %s (country %s) as +963930260431', (text, dialCode) => {
    expect(toE164(text, dialCode)).toBe('+963930260431');
  });

  it('reads numbers of other countries by their dial code', () => {
    expect(toE164('050 123 4567', '+966')).toBe('+966501234567');
    expect(toE164('0151 23456789', '+49')).toBe('+4915123456789');
    expect(toE164('0911000001', '+963')).toBe('+963911000001');
  });

  it.each([
    ['0930 260', '+963'],
    ['09302604310', '+963'],
    ['0930260431', '+961'],
    ['0930260431', '+999'],
    ['0930260431', '963'],
    ['0930-abc', '+963'],
    ['', '+963'],
    ['+', '+963'],
  ])('refuses %s for %s', (text, dialCode) => {
    expect(toE164(text, dialCode)).toBeNull();
  });
});

describe('readsAsPhone', () => {
  it.each(['963911000002', '+963911000002', '0930 260 431', '+963 930-260-431', '٠٩٣٠٢٦٠٤٣١'])(
    '%s reads as a phone number',
    (text) => {
      expect(readsAsPhone(text)).toBe(true);
    },
  );
  it.each(['demo', 'user_963', '963a', '+', '---', '12+34'])('%s does not', (text) => {
    expect(readsAsPhone(text)).toBe(false);
  });
});

describe('isDialCode', () => {
  it('knows the dial codes of the countries list', () => {
    for (const code of [
      '+963',
      '+961',
      '+962',
      '+964',
      '+20',
      '+966',
      '+971',
      '+965',
      '+90',
      '+49',
    ])
      expect(isDialCode(code)).toBe(true);
    for (const code of ['963', '+999', '+', '', '+9630']) expect(isDialCode(code)).toBe(false);
  });
});

describe('the bodies with a phone number', () => {
  const details = {
    name: 'Lina',
    userName: 'lina_k',
    phone_number: '0930 260 431',
    country_code: '+963',
    birthdate: '1990-05-17',
    password: 'Gz7-kettle-orbit',
    password_confirmation: 'Gz7-kettle-orbit',
  };

  it('give the number as E.164, +963 when no country is sent', () => {
    expect(registerBody.parse(details).phone_number).toBe('+963930260431');
    expect(registerBody.parse({ ...details, country_code: undefined }).phone_number).toBe(
      '+963930260431',
    );
    expect(otpBody.parse({ phone_number: '٠٩٣٠٢٦٠٤٣١', otp: '123456' }).phone_number).toBe(
      '+963930260431',
    );
    expect(resendOtpBody.parse({ phone_number: '930260431' }).phone_number).toBe('+963930260431');
    expect(forgotPasswordBody.parse({ phone_number: '0501234567', country_code: '+966' })).toEqual({
      phone_number: '+966501234567',
      country_code: '+966',
    });
    expect(
      resetPasswordBody.parse({
        phone_number: '+963 930 260 431',
        reset_token: 'token',
        password: 'Gz7-kettle-orbit',
        confirmPassword: 'Gz7-kettle-orbit',
      }).phone_number,
    ).toBe('+963930260431');
  });

  function messages(input: object) {
    const result = registerBody.safeParse({ ...details, ...input });
    return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
  }

  it('fail on the phone field with one message, beside the other fields', () => {
    expect(messages({ phone_number: '0930 26', password_confirmation: 'other-one' })).toEqual([
      ['phone_number', 'phone_invalid'],
      ['password_confirmation', 'passwords_mismatch'],
    ]);
    expect(messages({ phone_number: '09x' })).toEqual([['phone_number', 'phone_digits']]);
    expect(messages({ phone_number: '' })).toEqual([['phone_number', 'required']]);
    expect(messages({ phone_number: '0'.repeat(41) })).toEqual([['phone_number', 'phone_invalid']]);
    expect(messages({ country_code: '+999' })).toEqual([['country_code', 'invalid']]);
  });

  it('refuse a user name that reads as a phone number in any form', () => {
    for (const userName of ['963911000002', '0930 260 431', '٠٩٣٠٢٦٠٤٣١'])
      expect(messages({ userName })).toEqual([['userName', 'user_name_phone_like']]);
  });
});
