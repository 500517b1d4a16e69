import type { Rng } from '../prng.ts';
import type { Bilingual } from '../types.ts';
import { describe } from './html.ts';
import {
  amount,
  boolean,
  choice,
  choices,
  dropdown,
  multiselect,
  NEW,
  priceFilter,
  range,
  roundTo,
  spec,
  SYRIAN_POUND,
  text,
  USED,
  written,
  yesNo,
  required,
} from './kit.ts';
import type { AdDraft, CategoryTemplate } from './types.ts';
import {
  CAR_FEATURES,
  COLOURS,
  FUELS,
  type Make,
  MAKES,
  PARTS,
  PETROL,
  TRANSMISSIONS,
  DIESEL,
} from './vehicles-data.ts';

/** The ad page shows this attribute (by its English or Arabic name) as the ad's condition. */
const condition = required(dropdown({ en: 'Vehicle Condition', ar: 'حالة المركبة' }, [NEW, USED]));
const make = required(
  dropdown(
    { en: 'Make', ar: 'الشركة المصنعة' },
    MAKES.map(({ en, ar }) => ({ en, ar })),
  ),
);
const price = priceFilter(5_000_000_000);
const year = range({ en: 'Year', ar: 'سنة الصنع' }, 1990, 2026);
const mileage = range({ en: 'Mileage (km)', ar: 'المسافة المقطوعة (كم)' }, 0, 500_000);
const fuel = dropdown({ en: 'Fuel Type', ar: 'نوع الوقود' }, FUELS);
const gearbox = dropdown({ en: 'Transmission', ar: 'ناقل الحركة' }, TRANSMISSIONS);
const features = multiselect({ en: 'Features', ar: 'المواصفات الإضافية' }, CAR_FEATURES);
const accidentFree = boolean({ en: 'Accident Free', ar: 'خالية من الحوادث' });
const colour = text({ en: 'Colour', ar: 'اللون' });

const KM: Bilingual = { en: 'km', ar: 'كم' };

function car(rng: Rng, isNew: boolean): AdDraft {
  const brand = rng.pick(MAKES);
  const model = rng.pick(brand.models);
  const built = isNew ? rng.int(2025, 2026) : rng.int(2006, 2022);
  const km = isNew ? 0 : roundTo(rng.int(15_000, 320_000), 500);
  // Used cars lose about a tenth of their value a year.
  const value =
    brand.newPrice *
    (isNew ? rng.int(90, 140) / 100 : (0.9 ** (2026 - built) * rng.int(85, 115)) / 100);
  const cost = roundTo(value * 1_000_000, 5_000_000);
  const fuelType = rng.chance(0.8) ? PETROL : built >= 2020 ? rng.pick(FUELS) : DIESEL;
  const shift = rng.pick(TRANSMISSIONS);
  const extras = rng.sample(CAR_FEATURES, rng.int(2, 5));
  const paint = rng.pick(COLOURS);
  const clean = isNew || rng.chance(0.7);
  const name = { en: `${brand.en} ${model.en} ${built}`, ar: `${brand.ar} ${model.ar} ${built}` };
  return {
    subCategorySlug: isNew ? 'new-cars' : 'used-cars',
    title: name,
    price: cost,
    description: describe(
      isNew
        ? {
            en: `Brand new ${name.en}, zero kilometres, full agency warranty and first service included.`,
            ar: `${name.ar} جديدة كلياً، صفر كيلومتر، مع كفالة الوكالة الكاملة والصيانة الأولى مجاناً.`,
          }
        : {
            en: `${name.en} in very good condition with ${km.toLocaleString('en-US')} km, regularly serviced, papers ready for transfer.`,
            ar: `${name.ar} بحالة جيدة جداً، ${km.toLocaleString('en-US')} كم، صيانة دورية، الأوراق جاهزة للفراغ.`,
          },
      [
        {
          en: `${shift.en} transmission, ${fuelType.en} engine`,
          ar: `ناقل حركة ${shift.ar}، محرك ${fuelType.ar}`,
        },
        ...extras,
        clean
          ? { en: 'Accident free', ar: 'خالية من الحوادث' }
          : { en: 'Minor bodywork repaired', ar: 'إصلاحات بسيطة في الهيكل' },
      ],
      {
        en: 'Inspection welcome. Serious buyers only, please.',
        ar: 'الفحص متاح. للجادين فقط من فضلكم.',
      },
    ),
    attributes: [
      choice(condition, isNew ? NEW : USED),
      choice(make, brand),
      amount(price, cost, SYRIAN_POUND),
      amount(year, built),
      amount(mileage, km, KM),
      choice(fuel, fuelType),
      choice(gearbox, shift),
      choices(features, extras),
      yesNo(accidentFree, clean),
      written(colour, paint),
      spec({ en: 'Model', ar: 'الطراز' }, model),
    ],
  };
}

function part(rng: Rng): AdDraft {
  const piece = rng.pick(PARTS);
  const brand: Make = rng.pick(MAKES);
  const model = rng.pick(brand.models);
  const isNew = rng.chance(0.6);
  const cost = roundTo(rng.int(150, 18_000) * 1_000 * (isNew ? 1.4 : 1), 25_000);
  return {
    subCategorySlug: 'car-parts',
    title: {
      en: `${piece.en} for ${brand.en} ${model.en}`,
      ar: `${piece.ar} لسيارة ${brand.ar} ${model.ar}`,
    },
    price: cost,
    description: describe(
      {
        en: `${isNew ? 'Original new' : 'Clean used'} ${piece.en.toLowerCase()} that fits ${brand.en} ${model.en} models.`,
        ar: `${piece.ar} ${isNew ? 'أصلي جديد' : 'مستعمل نظيف'} يناسب سيارات ${brand.ar} ${model.ar}.`,
      },
      [
        { en: 'Tested before sale', ar: 'مفحوص قبل البيع' },
        { en: 'Fitting available at our workshop', ar: 'التركيب متاح في ورشتنا' },
        { en: 'Delivery inside the city', ar: 'توصيل داخل المدينة' },
      ],
      {
        en: 'Send the chassis number to confirm compatibility.',
        ar: 'أرسل رقم الشاسيه للتأكد من التوافق.',
      },
    ),
    attributes: [
      choice(condition, isNew ? NEW : USED),
      choice(make, brand),
      amount(price, cost, SYRIAN_POUND),
      spec({ en: 'Part', ar: 'القطعة' }, piece),
      spec({ en: 'Compatible model', ar: 'الطراز المتوافق' }, model),
    ],
  };
}

export const vehicles: CategoryTemplate = {
  slug: 'cars',
  filters: [condition, make, price, year, mileage, fuel, gearbox, features, accidentFree, colour],
  count: 56,
  draft: (rng, index) => {
    const slot = index % 4;
    if (slot === 3) return part(rng);
    return car(rng, slot === 0);
  },
};
