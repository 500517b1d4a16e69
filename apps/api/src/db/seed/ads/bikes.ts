import type { Rng } from '../prng.ts';
import type { Bilingual } from '../types.ts';
import { describe } from './html.ts';
import {
  amount,
  boolean,
  choice,
  choices,
  cycle,
  dropdown,
  multiselect,
  NEW,
  priceFilter,
  range,
  roundTo,
  SYRIAN_POUND,
  USED,
  yesNo,
  required,
} from './kit.ts';
import type { AdDraft, CategoryTemplate } from './types.ts';

type Model = { brand: Bilingual; name: Bilingual; basePrice: number };
type Kind = {
  slug: string;
  label: Bilingual;
  wheels: string[];
  models: Model[];
  electric: boolean;
};

const brand = (en: string, ar: string): Bilingual => ({ en, ar });
const TREK = brand('Trek', 'تريك');
const GIANT = brand('Giant', 'جاينت');
const SPECIALIZED = brand('Specialized', 'سبيشالايزد');
const CANNONDALE = brand('Cannondale', 'كانونديل');
const MERIDA = brand('Merida', 'ميريدا');
const CUBE = brand('Cube', 'كيوب');
const XIAOMI = brand('Xiaomi', 'شاومي');
const FIIDO = brand('Fiido', 'فيدو');
const BRANDS = [TREK, GIANT, SPECIALIZED, CANNONDALE, MERIDA, CUBE, XIAOMI, FIIDO];

const m = (b: Bilingual, en: string, ar: string, basePrice: number): Model => ({
  brand: b,
  name: { en, ar },
  basePrice,
});

const KINDS: Kind[] = [
  {
    slug: 'mountain-bikes',
    label: { en: 'mountain bike', ar: 'دراجة جبلية' },
    wheels: ['27.5"', '29"', '26"'],
    electric: false,
    models: [
      m(TREK, 'Marlin 7', 'مارلين 7', 28),
      m(GIANT, 'Talon 2', 'تالون 2', 22),
      m(SPECIALIZED, 'Rockhopper', 'روك هوبر', 30),
      m(MERIDA, 'Big.Nine 100', 'بيغ ناين 100', 20),
      m(CUBE, 'Aim Pro', 'إيم برو', 18),
    ],
  },
  {
    slug: 'road-bikes',
    label: { en: 'road bike', ar: 'دراجة طرق' },
    wheels: ['700c'],
    electric: false,
    models: [
      m(GIANT, 'Contend 3', 'كونتيند 3', 32),
      m(TREK, 'Domane AL 2', 'دوماني AL 2', 40),
      m(CANNONDALE, 'CAAD Optimo', 'كاد أوبتيمو', 45),
      m(SPECIALIZED, 'Allez', 'أليز', 38),
      m(MERIDA, 'Scultura 100', 'سكولتورا 100', 35),
    ],
  },
  {
    slug: 'electric-bikes',
    label: { en: 'electric bike', ar: 'دراجة كهربائية' },
    wheels: ['20"', '26"', '27.5"'],
    electric: true,
    models: [
      m(XIAOMI, 'HIMO C20', 'هيمو C20', 25),
      m(FIIDO, 'D11', 'D11', 30),
      m(GIANT, 'Explore E+', 'إكسبلور E+', 85),
      m(TREK, 'Verve+ 2', 'فيرف+ 2', 90),
      m(CUBE, 'Kathmandu Hybrid', 'كاتماندو هايبرد', 95),
    ],
  },
];

const LIKE_NEW: Bilingual = { en: 'Like new', ar: 'كالجديدة' };
const FRAMES: Bilingual[] = ['XS', 'S', 'M', 'L', 'XL'].map((s) => ({ en: s, ar: s }));
const WHEELS: Bilingual[] = ['20"', '26"', '27.5"', '29"', '700c'].map((s) => ({ en: s, ar: s }));
const EXTRAS: Bilingual[] = [
  { en: 'Hydraulic disc brakes', ar: 'فرامل قرصية هيدروليكية' },
  { en: 'Suspension fork', ar: 'شوكة ممتصة للصدمات' },
  { en: 'Lights', ar: 'أضواء' },
  { en: 'Rear rack', ar: 'حامل خلفي' },
  { en: 'Mudguards', ar: 'واقيات طين' },
  { en: 'Bottle cage', ar: 'حامل عبوة ماء' },
];

const brandFilter = required(dropdown({ en: 'Brand', ar: 'الماركة' }, BRANDS));
const conditionFilter = required(
  dropdown({ en: 'Condition', ar: 'الحالة' }, [NEW, LIKE_NEW, USED]),
);
const price = priceFilter(200_000_000);
const frame = dropdown({ en: 'Frame Size', ar: 'مقاس الإطار' }, FRAMES);
const wheel = dropdown({ en: 'Wheel Size', ar: 'قياس العجلات' }, WHEELS);
const gears = range({ en: 'Gears', ar: 'عدد السرعات' }, 1, 30);
const battery = range({ en: 'Battery Range (km)', ar: 'مدى البطارية (كم)' }, 0, 150);
const extrasFilter = multiselect({ en: 'Equipment', ar: 'التجهيزات' }, EXTRAS);
const warranty = boolean({ en: 'Warranty', ar: 'كفالة' });

function bike(rng: Rng, kind: Kind): AdDraft {
  const model = rng.pick(kind.models);
  const state = rng.pick([NEW, LIKE_NEW, USED]);
  const factor = state === NEW ? 1 : state === LIKE_NEW ? 0.8 : 0.6;
  const cost = roundTo(model.basePrice * factor * rng.int(900, 1_100) * 1_000, 250_000);
  const gearCount = kind.electric ? rng.pick([1, 7, 8]) : rng.pick([16, 18, 21, 24, 27]);
  const kmRange = rng.int(4, 12) * 10;
  const extras = rng.sample(EXTRAS, rng.int(1, 4));
  const size = rng.pick(FRAMES);
  const wheelSize = rng.pick(kind.wheels);
  const full = {
    en: `${model.brand.en} ${model.name.en}`,
    ar: `${model.brand.ar} ${model.name.ar}`,
  };
  return {
    subCategorySlug: kind.slug,
    title: { en: `${full.en} ${kind.label.en}`, ar: `${kind.label.ar} ${full.ar}` },
    price: cost,
    description: describe(
      {
        en: `${full.en} ${kind.label.en}, size ${size.en}, ${state.en.toLowerCase()}. Ridden ${state === NEW ? 'never' : 'gently on weekends'}.`,
        ar: `${kind.label.ar} ${full.ar}، مقاس ${size.ar}، ${state.ar}. ${state === NEW ? 'لم تُستعمل أبداً' : 'استُعملت بلطف في عطل نهاية الأسبوع'}.`,
      },
      [
        { en: `${gearCount}-speed drivetrain`, ar: `ناقل حركة ${gearCount} سرعات` },
        ...(kind.electric
          ? [{ en: `Up to ${kmRange} km per charge`, ar: `حتى ${kmRange} كم بالشحنة الواحدة` }]
          : []),
        ...extras,
      ],
      { en: 'Test ride welcome before buying.', ar: 'يمكن تجربة الدراجة قبل الشراء.' },
    ),
    attributes: [
      choice(brandFilter, model.brand),
      choice(conditionFilter, state),
      amount(price, cost, SYRIAN_POUND),
      choice(frame, size),
      choice(wheel, { en: wheelSize, ar: wheelSize }),
      amount(gears, gearCount),
      ...(kind.electric ? [amount(battery, kmRange, { en: 'km', ar: 'كم' })] : []),
      choices(extrasFilter, extras),
      yesNo(warranty, state === NEW || rng.chance(0.2)),
    ],
  };
}

export const bikes: CategoryTemplate = {
  slug: 'bikes',
  filters: [
    brandFilter,
    conditionFilter,
    price,
    frame,
    wheel,
    gears,
    battery,
    extrasFilter,
    warranty,
  ],
  count: 36,
  draft: (rng, index) => bike(rng, cycle(KINDS, index)),
};
