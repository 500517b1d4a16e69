import { COUNTRIES } from '@souq/contracts';
import type { Bilingual } from './types.ts';

export type CitySeed = Bilingual & { id: number; countryId: number; lat: number; lng: number };

function numberCities(): CitySeed[] {
  return COUNTRIES.flatMap((country) =>
    country.cities.map((city) => ({ ...city, countryId: country.id })),
  ).map((city, index) => ({ ...city, id: index + 1 }));
}

export const CITIES: readonly CitySeed[] = numberCities();

export function flagPath(iso: string): string {
  return `/media/flags/${iso}.webp`;
}

export function cityById(id: number | null | undefined): CitySeed {
  const city = CITIES.find((c) => c.id === id);
  if (!city) throw new Error(`unknown city id ${String(id)}`);
  return city;
}

export function cityNamed(en: string): CitySeed {
  const city = CITIES.find((c) => c.en === en);
  if (!city) throw new Error(`unknown city ${en}`);
  return city;
}

/** Most ads and users are in Syria; a few are abroad. */
export const SYRIAN_CITIES: readonly CitySeed[] = CITIES.filter((c) => c.countryId === 1);

/** Neighbourhoods used in addresses, per Syrian city. */
export const NEIGHBOURHOODS: Readonly<Record<string, readonly Bilingual[]>> = {
  Damascus: [
    { en: 'Al-Mezzeh', ar: 'المزة' },
    { en: 'Abu Rummaneh', ar: 'أبو رمانة' },
    { en: 'Al-Malki', ar: 'المالكي' },
    { en: 'Kafr Sousa', ar: 'كفرسوسة' },
    { en: 'Bab Touma', ar: 'باب توما' },
    { en: 'Al-Midan', ar: 'الميدان' },
    { en: 'Dummar', ar: 'دمر' },
  ],
  Aleppo: [
    { en: 'Al-Furqan', ar: 'الفرقان' },
    { en: 'Al-Aziziyah', ar: 'العزيزية' },
    { en: 'Al-Shahba', ar: 'الشهباء' },
    { en: 'Al-Jamiliyah', ar: 'الجميلية' },
  ],
  Homs: [
    { en: 'Al-Waer', ar: 'الوعر' },
    { en: 'Al-Hamra', ar: 'الحمراء' },
    { en: 'Al-Inshaat', ar: 'الإنشاءات' },
  ],
  Latakia: [
    { en: 'Al-Ziraa', ar: 'الزراعة' },
    { en: 'Al-Amrikan', ar: 'الأمريكان' },
    { en: 'Al-Sheikh Daher', ar: 'الشيخ ضاهر' },
  ],
};

const CITY_CENTRE: Bilingual = { en: 'City Centre', ar: 'وسط المدينة' };

export function addressIn(
  city: CitySeed,
  pick: (items: readonly Bilingual[]) => Bilingual,
): Bilingual {
  const area = pick(NEIGHBOURHOODS[city.en] ?? [CITY_CENTRE]);
  return { en: `${area.en}, ${city.en}`, ar: `${area.ar}، ${city.ar}` };
}
