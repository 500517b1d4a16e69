import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { westernDigits } from './digits.ts';

/** What people type or paste between the digits of a number: spaces, dashes, dots, brackets, bidi marks. */
const SEPARATORS = /[\s\-.()\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const PLAIN_NUMBER = /^\+?\d+$/;

/** Western digits and no separators: `+963 930-260 431` → `+963930260431`, `٠٩٣٠` → `0930`. */
function plainNumber(text: string): string {
  return westernDigits(text.trim()).replace(SEPARATORS, '');
}

/**
 * Reads as a phone number: digits (Arabic-Indic ones too) with an optional leading `+`, spaces
 * and the like between them. Login looks such an identifier up by phone only, and a user name
 * may not read as one.
 */
export function readsAsPhone(text: string): boolean {
  return PLAIN_NUMBER.test(plainNumber(text));
}

let dialCodes: Set<string> | undefined;

/** A dial code libphonenumber knows (`+963`), as `GET /countries` gives them. */
export function isDialCode(code: string): boolean {
  dialCodes ??= new Set(getCountries().map((country) => `+${getCountryCallingCode(country)}`));
  return dialCodes.has(code);
}

/**
 * The E.164 form (`+963930260431`) of a phone number typed as its owner knows it: the local
 * form (`0930 260 431`, `930260431`), the international one (`+963 930 260 431`,
 * `00963930260431`), in Western or Arabic-Indic digits. A number without `+` or `00` belongs to
 * the country of `dialCode` (`+963`). Null when it is no valid number there: libphonenumber's
 * smallest metadata checks each country's lengths and leading digits.
 */
export function toE164(text: string, dialCode: string): string | null {
  const plain = plainNumber(text);
  if (!PLAIN_NUMBER.test(plain) || !isDialCode(dialCode)) return null;
  const parsed = plain.startsWith('+')
    ? parsePhoneNumberFromString(plain)
    : plain.startsWith('00')
      ? parsePhoneNumberFromString(`+${plain.slice(2)}`)
      : parsePhoneNumberFromString(plain, { defaultCallingCode: dialCode.slice(1) });
  return parsed?.isValid() ? parsed.number : null;
}
