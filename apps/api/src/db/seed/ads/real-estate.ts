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

/** `minRooms` indexes ROOMS (a villa has at least three rooms); null: no rooms to count. */
type Kind = Bilingual & {
  minArea: number;
  maxArea: number;
  pricePerM2: number;
  minRooms: number | null;
};

const RESIDENTIAL: Kind[] = [
  { en: 'Apartment', ar: 'شقة', minArea: 70, maxArea: 220, pricePerM2: 7_000_000, minRooms: 0 },
  { en: 'Villa', ar: 'فيلا', minArea: 250, maxArea: 600, pricePerM2: 11_000_000, minRooms: 2 },
  { en: 'House', ar: 'منزل', minArea: 120, maxArea: 300, pricePerM2: 5_500_000, minRooms: 1 },
  { en: 'Chalet', ar: 'شاليه', minArea: 60, maxArea: 140, pricePerM2: 9_000_000, minRooms: 0 },
  { en: 'Land', ar: 'أرض', minArea: 300, maxArea: 2_500, pricePerM2: 900_000, minRooms: null },
];

const COMMERCIAL: Kind[] = [
  { en: 'Office', ar: 'مكتب', minArea: 40, maxArea: 250, pricePerM2: 12_000_000, minRooms: 0 },
  {
    en: 'Shop',
    ar: 'محل تجاري',
    minArea: 20,
    maxArea: 120,
    pricePerM2: 18_000_000,
    minRooms: null,
  },
  {
    en: 'Warehouse',
    ar: 'مستودع',
    minArea: 150,
    maxArea: 1_200,
    pricePerM2: 2_500_000,
    minRooms: null,
  },
];

const ROOMS: Bilingual[] = ['1', '2', '3', '4', '5+'].map((n) => ({ en: n, ar: n }));
const ROOMS_AR: Record<string, string> = { '1': 'بغرفة واحدة', '2': 'بغرفتين' };
const BATHS: Bilingual[] = ['1', '2', '3+'].map((n) => ({ en: n, ar: n }));
const DEEDS: Bilingual[] = [
  { en: 'Green title deed', ar: 'طابو أخضر' },
  { en: 'Court ruling', ar: 'حكم محكمة' },
  { en: 'Notary agency', ar: 'وكالة كاتب عدل' },
];
const AMENITIES: Bilingual[] = [
  { en: 'Elevator', ar: 'مصعد' },
  { en: 'Parking', ar: 'موقف سيارات' },
  { en: 'Balcony', ar: 'شرفة' },
  { en: 'Garden', ar: 'حديقة' },
  { en: 'Solar power', ar: 'طاقة شمسية' },
  { en: 'Central heating', ar: 'تدفئة مركزية' },
  { en: '24h security', ar: 'حراسة على مدار الساعة' },
  { en: 'Sea view', ar: 'إطلالة بحرية' },
];

const kindFilter = required(
  dropdown(
    { en: 'Property Type', ar: 'نوع العقار' },
    [...RESIDENTIAL, ...COMMERCIAL].map(({ en, ar }) => ({ en, ar })),
  ),
);
const price = priceFilter(20_000_000_000);
const area = range({ en: 'Area (m²)', ar: 'المساحة (م²)' }, 0, 5_000);
const rooms = dropdown({ en: 'Rooms', ar: 'عدد الغرف' }, ROOMS);
const baths = dropdown({ en: 'Bathrooms', ar: 'عدد الحمامات' }, BATHS);
const furnished = boolean({ en: 'Furnished', ar: 'مفروش' });
const amenities = multiselect({ en: 'Amenities', ar: 'المرافق' }, AMENITIES);
const deed = dropdown({ en: 'Ownership Type', ar: 'نوع الملكية' }, DEEDS);
const neighbourhood = text({ en: 'Street or Landmark', ar: 'الشارع أو أقرب معلم' });

const SQM: Bilingual = { en: 'm²', ar: 'م²' };
const LANDMARKS: Bilingual[] = [
  { en: 'Near the main square', ar: 'قرب الساحة الرئيسية' },
  { en: 'Next to the university', ar: 'بجانب الجامعة' },
  { en: 'Behind the central hospital', ar: 'خلف المشفى المركزي' },
  { en: 'On the main avenue', ar: 'على الشارع الرئيسي' },
];

function property(rng: Rng, subCategorySlug: string, kinds: Kind[], forRent: boolean): AdDraft {
  const kind = rng.pick(kinds);
  const size = roundTo(rng.int(kind.minArea, kind.maxArea), 5);
  const hasRooms = kind.minRooms !== null;
  const roomCount = rng.pick(ROOMS.slice(kind.minRooms ?? 0));
  const monthly = (size * kind.pricePerM2) / 250;
  const cost = forRent ? roundTo(monthly, 50_000) : roundTo(size * kind.pricePerM2, 10_000_000);
  const furnishedFlat = hasRooms && rng.chance(0.4);
  const extras = rng.sample(AMENITIES, rng.int(2, 4));
  const deal = forRent ? { en: 'for rent', ar: 'للإيجار' } : { en: 'for sale', ar: 'للبيع' };
  const roomsAr = ` ${ROOMS_AR[roomCount.en] ?? `${roomCount.ar} غرف`}`;
  const roomsText = hasRooms ? { en: `${roomCount.en}-room `, ar: roomsAr } : { en: '', ar: '' };
  const title = {
    en: `${roomsText.en}${kind.en.toLowerCase()} ${deal.en}, ${size} m²`,
    ar: `${kind.ar}${roomsText.ar} ${deal.ar}، ${size} م²`,
  };
  return {
    subCategorySlug,
    title: { en: title.en.charAt(0).toUpperCase() + title.en.slice(1), ar: title.ar },
    price: cost,
    description: describe(
      {
        en: `${kind.en} of ${size} m² ${deal.en}${forRent ? ' (price per month)' : ''}, bright and well maintained, close to shops and transport.`,
        ar: `${kind.ar} بمساحة ${size} م² ${deal.ar}${forRent ? ' (السعر شهري)' : ''}، مشمسة ومعتنى بها، قريبة من المحلات والمواصلات.`,
      },
      [
        ...extras,
        furnishedFlat
          ? { en: 'Fully furnished', ar: 'مفروشة بالكامل' }
          : { en: 'Unfurnished', ar: 'غير مفروشة' },
      ],
      forRent
        ? {
            en: 'Minimum contract six months; three months in advance.',
            ar: 'مدة العقد ستة أشهر على الأقل، والدفع ثلاثة أشهر مقدماً.',
          }
        : {
            en: 'Price slightly negotiable for serious buyers.',
            ar: 'السعر قابل للتفاوض البسيط للجادين.',
          },
    ),
    attributes: [
      choice(kindFilter, kind),
      amount(price, cost, SYRIAN_POUND),
      amount(area, size, SQM),
      ...(hasRooms ? [choice(rooms, roomCount), choice(baths, rng.pick(BATHS))] : []),
      yesNo(furnished, furnishedFlat),
      choices(amenities, extras),
      ...(forRent ? [] : [choice(deed, rng.pick(DEEDS))]),
      written(neighbourhood, rng.pick(LANDMARKS)),
    ],
  };
}

export const realEstate: CategoryTemplate = {
  slug: 'real-estate',
  filters: [kindFilter, price, area, rooms, baths, furnished, amenities, deed, neighbourhood],
  count: 45,
  draft: (rng, index) => {
    const slot = index % 3;
    if (slot === 0) return property(rng, 'property-for-sale', RESIDENTIAL, false);
    if (slot === 1) return property(rng, 'property-for-rent', RESIDENTIAL.slice(0, 4), true);
    return property(rng, 'commercial-properties', COMMERCIAL, rng.chance(0.5));
  },
};
