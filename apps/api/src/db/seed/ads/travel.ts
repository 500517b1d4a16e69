import type { Rng } from '../prng.ts';
import type { Bilingual } from '../types.ts';
import { describe } from './html.ts';
import {
  amount,
  arabicCount,
  boolean,
  choice,
  choices,
  dropdown,
  multiselect,
  priceFilter,
  range,
  roundTo,
  SYRIAN_POUND,
  text,
  written,
  yesNo,
  required,
} from './kit.ts';
import type { AdDraft, CategoryTemplate } from './types.ts';

const BEACH: Bilingual = { en: 'Beach', ar: 'شاطئية' };
const CULTURAL: Bilingual = { en: 'Cultural', ar: 'ثقافية' };
const RELIGIOUS: Bilingual = { en: 'Religious', ar: 'دينية' };
const MOUNTAIN: Bilingual = { en: 'Mountain', ar: 'جبلية' };
const HONEYMOON: Bilingual = { en: 'Honeymoon', ar: 'شهر عسل' };
const TRIP_TYPES = [BEACH, CULTURAL, RELIGIOUS, MOUNTAIN, HONEYMOON];

type Destination = Bilingual & { types: Bilingual[]; abroad: boolean; perDayK: number };

const d = (
  en: string,
  ar: string,
  types: Bilingual[],
  abroad: boolean,
  perDayK: number,
): Destination => ({
  en,
  ar,
  types,
  abroad,
  perDayK,
});

const DESTINATIONS: Destination[] = [
  d('Istanbul', 'إسطنبول', [CULTURAL, HONEYMOON], true, 2_200),
  d('Antalya', 'أنطاليا', [BEACH, HONEYMOON], true, 2_000),
  d('Trabzon', 'طرابزون', [MOUNTAIN], true, 1_800),
  d('Beirut', 'بيروت', [CULTURAL], true, 1_500),
  d('Dubai', 'دبي', [CULTURAL, HONEYMOON], true, 3_500),
  d('Sharm El Sheikh', 'شرم الشيخ', [BEACH, HONEYMOON], true, 2_400),
  d('Mecca', 'مكة المكرمة', [RELIGIOUS], true, 3_000),
  d('Latakia', 'اللاذقية', [BEACH], false, 600),
  d('Tartus', 'طرطوس', [BEACH], false, 500),
  d('Kassab', 'كسب', [MOUNTAIN], false, 450),
  d('Bloudan', 'بلودان', [MOUNTAIN], false, 400),
  d('Bosra', 'بصرى', [CULTURAL], false, 350),
];

const FLIGHTS: Bilingual = { en: 'Flights', ar: 'الطيران' };
const HOTEL: Bilingual = { en: 'Hotel', ar: 'الفندق' };
const BREAKFAST: Bilingual = { en: 'Breakfast', ar: 'الإفطار' };
const TRANSFERS: Bilingual = { en: 'Airport transfers', ar: 'النقل من وإلى المطار' };
const GUIDE: Bilingual = { en: 'Tour guide', ar: 'مرشد سياحي' };
const VISA: Bilingual = { en: 'Visa', ar: 'التأشيرة' };
const INCLUDES = [FLIGHTS, HOTEL, BREAKFAST, TRANSFERS, GUIDE, VISA];
const DEPARTURES: Bilingual[] = [
  { en: 'Damascus', ar: 'دمشق' },
  { en: 'Aleppo', ar: 'حلب' },
  { en: 'Homs', ar: 'حمص' },
];

const typeFilter = required(dropdown({ en: 'Trip Type', ar: 'نوع الرحلة' }, TRIP_TYPES));
const destination = dropdown(
  { en: 'Destination', ar: 'الوجهة' },
  DESTINATIONS.map(({ en, ar }) => ({ en, ar })),
);
const duration = range({ en: 'Duration (days)', ar: 'المدة (أيام)' }, 1, 30);
const price = priceFilter(200_000_000);
const includes = multiselect({ en: 'Package Includes', ar: 'تشمل الرحلة' }, INCLUDES);
const guided = boolean({ en: 'Guided Tour', ar: 'جولة مع مرشد' });
const departure = text({ en: 'Departure City', ar: 'مدينة الانطلاق' });

function trip(rng: Rng): AdDraft {
  const place = rng.pick(DESTINATIONS);
  const kind = rng.pick(place.types);
  const days = place.abroad ? rng.int(4, 12) : rng.int(2, 4);
  const included = place.abroad
    ? [FLIGHTS, HOTEL, BREAKFAST, ...[TRANSFERS, GUIDE, VISA].filter(() => rng.chance(0.5))]
    : [HOTEL, BREAKFAST, ...(rng.chance(0.5) ? [GUIDE] : [])];
  const withGuide = included.includes(GUIDE);
  const cost = roundTo((place.perDayK * 1_000 * days * rng.int(85, 120)) / 100, 100_000);
  const from = rng.pick(DEPARTURES);
  const isUmrah = kind === RELIGIOUS;
  const daysAr = arabicCount(days, 'يوم واحد', 'يومين', 'أيام', 'يوماً');
  const title = isUmrah
    ? { en: `Umrah package, ${days} days`, ar: `برنامج عمرة لمدة ${daysAr}` }
    : {
        en: `${days}-day ${kind.en.toLowerCase()} trip to ${place.en}`,
        ar: `رحلة ${kind.ar} لمدة ${daysAr} إلى ${place.ar}`,
      };
  return {
    subCategorySlug: null,
    title,
    price: cost,
    description: describe(
      {
        en: `${title.en} departing from ${from.en}. Price per person in a double room; children under six travel at half price.`,
        ar: `${title.ar} انطلاقاً من ${from.ar}. السعر للشخص الواحد في غرفة مزدوجة، والأطفال دون السادسة بنصف السعر.`,
      },
      included,
      {
        en: 'Limited seats: book at least two weeks ahead.',
        ar: 'المقاعد محدودة: احجز قبل أسبوعين على الأقل.',
      },
    ),
    attributes: [
      choice(typeFilter, kind),
      choice(destination, place),
      amount(duration, days, { en: 'days', ar: 'أيام' }),
      amount(price, cost, SYRIAN_POUND),
      choices(includes, included),
      yesNo(guided, withGuide),
      written(departure, from),
    ],
  };
}

export const travel: CategoryTemplate = {
  slug: 'travel',
  filters: [typeFilter, destination, duration, price, includes, guided, departure],
  count: 30,
  draft: (rng) => trip(rng),
};
