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

type Service = { type: Bilingual; title: Bilingual; fromK: number; toK: number; onSite: boolean };

const s = (
  type: Bilingual,
  title: Bilingual,
  fromK: number,
  toK: number,
  onSite: boolean,
): Service => ({
  type,
  title,
  fromK,
  toK,
  onSite,
});

const SERVICES: Service[] = [
  s(
    { en: 'Plumbing', ar: 'سباكة' },
    { en: 'Home plumbing repairs and leak detection', ar: 'إصلاح السباكة المنزلية وكشف التسريبات' },
    100,
    600,
    true,
  ),
  s(
    { en: 'Electrical', ar: 'كهرباء' },
    {
      en: 'Electrical wiring and solar panel installation',
      ar: 'تمديدات كهربائية وتركيب ألواح طاقة شمسية',
    },
    150,
    3_000,
    true,
  ),
  s(
    { en: 'Carpentry', ar: 'نجارة' },
    { en: 'Custom kitchens and wardrobes', ar: 'مطابخ وخزائن حسب الطلب' },
    2_000,
    15_000,
    true,
  ),
  s(
    { en: 'Painting', ar: 'دهان' },
    { en: 'Interior and exterior painting', ar: 'دهان داخلي وخارجي' },
    500,
    6_000,
    true,
  ),
  s(
    { en: 'Cleaning', ar: 'تنظيف' },
    { en: 'Deep cleaning for homes and offices', ar: 'تنظيف شامل للمنازل والمكاتب' },
    150,
    900,
    true,
  ),
  s(
    { en: 'Moving', ar: 'نقل أثاث' },
    { en: 'Furniture moving with packing', ar: 'نقل أثاث مع التغليف' },
    400,
    2_500,
    true,
  ),
  s(
    { en: 'IT Support', ar: 'دعم تقني' },
    { en: 'Computer repair and network setup', ar: 'صيانة حواسيب وتجهيز شبكات' },
    100,
    1_200,
    true,
  ),
  s(
    { en: 'Translation', ar: 'ترجمة' },
    { en: 'Certified Arabic–English translation', ar: 'ترجمة محلفة عربي–إنجليزي' },
    50,
    400,
    false,
  ),
  s(
    { en: 'Tutoring', ar: 'دروس خصوصية' },
    { en: 'Maths and physics private lessons', ar: 'دروس خصوصية في الرياضيات والفيزياء' },
    75,
    300,
    true,
  ),
  s(
    { en: 'Graphic Design', ar: 'تصميم جرافيكي' },
    { en: 'Logo and brand identity design', ar: 'تصميم شعارات وهوية بصرية' },
    500,
    4_000,
    false,
  ),
  s(
    { en: 'Photography', ar: 'تصوير' },
    { en: 'Wedding and event photography', ar: 'تصوير أعراس ومناسبات' },
    1_000,
    8_000,
    true,
  ),
  s(
    { en: 'Accounting', ar: 'محاسبة' },
    {
      en: 'Bookkeeping and tax returns for small businesses',
      ar: 'مسك دفاتر وإقرارات ضريبية للشركات الصغيرة',
    },
    300,
    2_000,
    false,
  ),
];

const ARABIC: Bilingual = { en: 'Arabic', ar: 'العربية' };
const OTHER_LANGUAGES: Bilingual[] = [
  { en: 'English', ar: 'الإنجليزية' },
  { en: 'French', ar: 'الفرنسية' },
  { en: 'German', ar: 'الألمانية' },
  { en: 'Turkish', ar: 'التركية' },
];

const AVAILABILITY: Bilingual[] = [
  { en: 'Weekdays', ar: 'أيام الأسبوع' },
  { en: 'Weekends', ar: 'عطلة نهاية الأسبوع' },
  { en: 'Every day', ar: 'كل الأيام' },
  { en: '24/7 emergencies', ar: 'طوارئ على مدار الساعة' },
];

const LOCAL_AREAS: Bilingual[] = [
  { en: 'Whole city and suburbs', ar: 'كامل المدينة والضواحي' },
  { en: 'City centre only', ar: 'مركز المدينة فقط' },
];
const ONLINE: Bilingual = { en: 'Online, any city', ar: 'عن بعد، أي مدينة' };

const typeFilter = required(
  dropdown(
    { en: 'Service Type', ar: 'نوع الخدمة' },
    SERVICES.map((x) => x.type),
  ),
);
const price = priceFilter(50_000_000);
const experience = range({ en: 'Years of Experience', ar: 'سنوات الخبرة' }, 0, 40);
const languages = multiselect({ en: 'Languages', ar: 'اللغات' }, [ARABIC, ...OTHER_LANGUAGES]);
const availability = dropdown({ en: 'Availability', ar: 'أوقات العمل' }, AVAILABILITY);
const homeVisits = boolean({ en: 'Home Visits', ar: 'زيارات منزلية' });
const area = text({ en: 'Service Area', ar: 'منطقة الخدمة' });

function service(rng: Rng): AdDraft {
  const offer = rng.pick(SERVICES);
  const cost = roundTo(rng.int(offer.fromK, offer.toK) * 1_000, 25_000);
  const years = rng.int(2, 25);
  const spoken = [ARABIC, ...rng.sample(OTHER_LANGUAGES, rng.int(0, 2))];
  const when = rng.pick(AVAILABILITY);
  return {
    subCategorySlug: null,
    title: offer.title,
    price: cost,
    description: describe(
      {
        en: `${offer.title.en} by a team with ${years} years of experience. Prices start from the amount shown and depend on the job.`,
        ar: `${offer.title.ar} من فريق يملك خبرة ${years} سنة. الأسعار تبدأ من المبلغ المعروض وتختلف حسب العمل.`,
      },
      [
        { en: 'Free quote before work starts', ar: 'تسعير مجاني قبل البدء بالعمل' },
        { en: 'Materials at cost, with receipts', ar: 'المواد بسعر التكلفة مع الفواتير' },
        { en: `Available: ${when.en}`, ar: `متاح: ${when.ar}` },
      ],
      {
        en: 'Message us with photos of the job for a faster quote.',
        ar: 'راسلنا مع صور العمل المطلوب لتسعير أسرع.',
      },
    ),
    attributes: [
      choice(typeFilter, offer.type),
      amount(price, cost, SYRIAN_POUND),
      amount(experience, years, { en: 'years', ar: years <= 10 ? 'سنوات' : 'سنة' }),
      choices(languages, spoken),
      choice(availability, when),
      yesNo(homeVisits, offer.onSite),
      written(area, offer.onSite ? rng.pick(LOCAL_AREAS) : ONLINE),
    ],
  };
}

export const services: CategoryTemplate = {
  slug: 'services',
  filters: [typeFilter, price, experience, languages, availability, homeVisits, area],
  count: 34,
  draft: (rng) => service(rng),
};
