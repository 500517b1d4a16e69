import type { Rng } from '../prng.ts';
import type { Bilingual } from '../types.ts';
import { describe } from './html.ts';
import {
  amount,
  boolean,
  choice,
  dropdown,
  NEW,
  priceFilter,
  roundTo,
  SYRIAN_POUND,
  text,
  USED,
  written,
  yesNo,
  required,
} from './kit.ts';
import type { AdDraft, CategoryTemplate } from './types.ts';

type Item = { type: Bilingual; name: Bilingual; brand: string; sale: number; daily: number };

const item = (
  type: Bilingual,
  name: Bilingual,
  brand: string,
  saleM: number,
  dailyK: number,
): Item => ({
  type,
  name,
  brand,
  sale: saleM * 1_000_000,
  daily: dailyK * 1_000,
});

const ITEMS: Item[] = [
  item(
    { en: 'Generator', ar: 'مولدة كهربائية' },
    { en: 'Perkins 100 kVA generator', ar: 'مولدة بيركنز 100 ك.ف.أ' },
    'Perkins',
    250,
    600,
  ),
  item(
    { en: 'Excavator', ar: 'حفارة' },
    { en: 'Caterpillar 320 excavator', ar: 'حفارة كاتربيلر 320' },
    'Caterpillar',
    1_500,
    3_500,
  ),
  item(
    { en: 'Concrete Mixer', ar: 'جبالة باطون' },
    { en: 'Concrete mixer 350 L', ar: 'جبالة باطون 350 ليتر' },
    'Altrad',
    25,
    150,
  ),
  item(
    { en: 'Scaffolding', ar: 'سقالات' },
    { en: 'Steel scaffolding set, 100 m²', ar: 'طقم سقالات حديد 100 م²' },
    'Layher',
    60,
    200,
  ),
  item(
    { en: 'Air Compressor', ar: 'ضاغط هواء' },
    { en: 'Atlas Copco air compressor', ar: 'ضاغط هواء أطلس كوبكو' },
    'Atlas Copco',
    120,
    400,
  ),
  item(
    { en: 'Forklift', ar: 'رافعة شوكية' },
    { en: 'Toyota 3-ton forklift', ar: 'رافعة شوكية تويوتا 3 طن' },
    'Toyota',
    400,
    1_200,
  ),
  item(
    { en: 'Sound System', ar: 'نظام صوتي' },
    { en: 'JBL event sound system', ar: 'نظام صوت JBL للحفلات' },
    'JBL',
    45,
    350,
  ),
  item(
    { en: 'Event Tent', ar: 'خيمة مناسبات' },
    { en: 'Event tent 10 × 20 m', ar: 'خيمة مناسبات 10 × 20 م' },
    'Losberger',
    80,
    500,
  ),
  item(
    { en: 'Camera Kit', ar: 'عدة تصوير' },
    { en: 'Canon EOS R6 video kit', ar: 'عدة تصوير فيديو كانون EOS R6' },
    'Canon',
    70,
    300,
  ),
  item(
    { en: 'Welding Machine', ar: 'آلة لحام' },
    { en: 'Lincoln welding machine', ar: 'آلة لحام لنكولن' },
    'Lincoln',
    15,
    100,
  ),
];

/** Rental terms and the days of use their price covers. */
const PERIODS: { label: Bilingual; days: number }[] = [
  { label: { en: 'Daily', ar: 'يومي' }, days: 1 },
  { label: { en: 'Weekly', ar: 'أسبوعي' }, days: 6 },
  { label: { en: 'Monthly', ar: 'شهري' }, days: 22 },
];

const typeFilter = required(
  dropdown(
    { en: 'Equipment Type', ar: 'نوع المعدات' },
    ITEMS.map((i) => i.type),
  ),
);
const conditionFilter = required(dropdown({ en: 'Condition', ar: 'الحالة' }, [NEW, USED]));
const price = priceFilter(2_000_000_000);
const period = dropdown(
  { en: 'Rental Period', ar: 'مدة الإيجار' },
  PERIODS.map((p) => p.label),
);
const delivery = boolean({ en: 'Delivery Available', ar: 'التوصيل متاح' });
const operator = boolean({ en: 'Operator Included', ar: 'مع مشغّل' });
const brandFilter = text({ en: 'Brand', ar: 'الماركة' });

function equipment(rng: Rng, forRent: boolean): AdDraft {
  const thing = rng.pick(ITEMS);
  const isNew = !forRent && rng.chance(0.4);
  const term = rng.pick(PERIODS);
  const cost = forRent
    ? roundTo((thing.daily * term.days * rng.int(90, 110)) / 100, 10_000)
    : roundTo((thing.sale * (isNew ? 1 : 0.65) * rng.int(90, 110)) / 100, 100_000);
  const deal = forRent ? { en: 'for rent', ar: 'للإيجار' } : { en: 'for sale', ar: 'للبيع' };
  const delivers = rng.chance(0.6);
  return {
    subCategorySlug: forRent ? 'equipment-rentals' : 'equipment-sales',
    title: { en: `${thing.name.en} ${deal.en}`, ar: `${thing.name.ar} ${deal.ar}` },
    price: cost,
    description: describe(
      forRent
        ? {
            en: `${thing.name.en} available ${term.label.en.toLowerCase()}, serviced after every rental and ready to work.`,
            ar: `${thing.name.ar} متاحة بإيجار ${term.label.ar}، تتم صيانتها بعد كل تأجير وجاهزة للعمل.`,
          }
        : {
            en: `${isNew ? 'New' : 'Used'} ${thing.name.en.toLowerCase()} in working order, with service records.`,
            ar: `${thing.name.ar} ${isNew ? 'جديدة' : 'مستعملة'} بحالة تشغيل ممتازة، مع سجل الصيانة.`,
          },
      [
        { en: `Brand: ${thing.brand}`, ar: `الماركة: ${thing.brand}` },
        delivers
          ? { en: 'Delivery to site', ar: 'التوصيل إلى الموقع' }
          : { en: 'Pick-up from our yard', ar: 'الاستلام من مستودعنا' },
        { en: 'Invoice provided', ar: 'فاتورة نظامية' },
      ],
      {
        en: 'Call to check availability for your dates.',
        ar: 'اتصل للتأكد من التوفر في المواعيد المطلوبة.',
      },
    ),
    attributes: [
      choice(typeFilter, thing.type),
      choice(conditionFilter, isNew ? NEW : USED),
      amount(price, cost, SYRIAN_POUND),
      ...(forRent ? [choice(period, term.label), yesNo(operator, rng.chance(0.5))] : []),
      yesNo(delivery, delivers),
      written(brandFilter, { en: thing.brand, ar: thing.brand }),
    ],
  };
}

export const equipmentTemplate: CategoryTemplate = {
  slug: 'rent',
  filters: [typeFilter, conditionFilter, price, period, delivery, operator, brandFilter],
  count: 34,
  draft: (rng, index) => equipment(rng, index % 2 === 1),
};
