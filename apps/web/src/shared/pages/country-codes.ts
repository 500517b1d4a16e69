import { COUNTRIES } from '@souq/contracts';

/**
 * ISO 3166-1 alpha-2 codes by country name, English or Arabic, lower case: the countries table
 * holds the seed's reference countries, by name only.
 */
const CODES = new Map(
  COUNTRIES.flatMap((country) => {
    const code = country.iso.toUpperCase();
    return [
      [country.en.toLowerCase(), code],
      [country.ar, code],
    ] as const;
  }),
);

/** A country's ISO code (`SY`) from its name in either language; undefined for one not known. */
export function countryCode(name: string): string | undefined {
  return CODES.get(name.trim().toLowerCase());
}
