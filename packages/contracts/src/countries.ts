/** A name in both languages. */
type Bilingual = { en: string; ar: string };

export type FlagDesign = {
  /** Equal horizontal stripes, top to bottom. */
  stripes: string[];
  /** A shape along the hoist side: a bar (UAE, Kuwait) or a triangle (Jordan). */
  hoist?: { color: string; shape: 'bar' | 'triangle' };
  /** Small marks centred on the flag (stars, a crescent's disc, a cedar). */
  emblem?: { color: string; count: number };
};

export type CountrySeed = Bilingual & {
  id: number;
  iso: string;
  dialCode: string;
  flag: FlagDesign;
  cities: (Bilingual & { lat: number; lng: number })[];
};

/**
 * The reference countries: those the countries table holds (the seed writes them, with their
 * flags and cities), and those a page names by their ISO code (apps/web shared/pages).
 * Syria first: the registration form selects the first country (+963) by default.
 */
export const COUNTRIES: readonly CountrySeed[] = [
  {
    id: 1,
    iso: 'sy',
    dialCode: '+963',
    en: 'Syria',
    ar: 'سوريا',
    flag: { stripes: ['#ce1126', '#ffffff', '#000000'], emblem: { color: '#007a3d', count: 2 } },
    cities: [
      { en: 'Damascus', ar: 'دمشق', lat: 33.5138, lng: 36.2765 },
      { en: 'Aleppo', ar: 'حلب', lat: 36.2021, lng: 37.1343 },
      { en: 'Homs', ar: 'حمص', lat: 34.7324, lng: 36.7137 },
      { en: 'Latakia', ar: 'اللاذقية', lat: 35.5317, lng: 35.7901 },
      { en: 'Hama', ar: 'حماة', lat: 35.1318, lng: 36.7578 },
      { en: 'Tartus', ar: 'طرطوس', lat: 34.889, lng: 35.8866 },
      { en: 'Daraa', ar: 'درعا', lat: 32.6189, lng: 36.1021 },
      { en: 'As-Suwayda', ar: 'السويداء', lat: 32.7089, lng: 36.5695 },
    ],
  },
  {
    id: 2,
    iso: 'lb',
    dialCode: '+961',
    en: 'Lebanon',
    ar: 'لبنان',
    flag: {
      stripes: ['#ed1c24', '#ffffff', '#ffffff', '#ed1c24'],
      emblem: { color: '#00a651', count: 1 },
    },
    cities: [
      { en: 'Beirut', ar: 'بيروت', lat: 33.8938, lng: 35.5018 },
      { en: 'Tripoli', ar: 'طرابلس', lat: 34.4367, lng: 35.8497 },
      { en: 'Sidon', ar: 'صيدا', lat: 33.5571, lng: 35.3729 },
    ],
  },
  {
    id: 3,
    iso: 'jo',
    dialCode: '+962',
    en: 'Jordan',
    ar: 'الأردن',
    flag: {
      stripes: ['#000000', '#ffffff', '#007a3d'],
      hoist: { color: '#ce1126', shape: 'triangle' },
    },
    cities: [
      { en: 'Amman', ar: 'عمّان', lat: 31.9454, lng: 35.9284 },
      { en: 'Irbid', ar: 'إربد', lat: 32.5556, lng: 35.85 },
      { en: 'Zarqa', ar: 'الزرقاء', lat: 32.0728, lng: 36.088 },
    ],
  },
  {
    id: 4,
    iso: 'iq',
    dialCode: '+964',
    en: 'Iraq',
    ar: 'العراق',
    flag: { stripes: ['#ce1126', '#ffffff', '#000000'], emblem: { color: '#007a3d', count: 3 } },
    cities: [
      { en: 'Baghdad', ar: 'بغداد', lat: 33.3152, lng: 44.3661 },
      { en: 'Erbil', ar: 'أربيل', lat: 36.1901, lng: 44.0091 },
      { en: 'Basra', ar: 'البصرة', lat: 30.5085, lng: 47.7804 },
    ],
  },
  {
    id: 5,
    iso: 'eg',
    dialCode: '+20',
    en: 'Egypt',
    ar: 'مصر',
    flag: { stripes: ['#ce1126', '#ffffff', '#000000'], emblem: { color: '#c09300', count: 1 } },
    cities: [
      { en: 'Cairo', ar: 'القاهرة', lat: 30.0444, lng: 31.2357 },
      { en: 'Alexandria', ar: 'الإسكندرية', lat: 31.2001, lng: 29.9187 },
    ],
  },
  {
    id: 6,
    iso: 'sa',
    dialCode: '+966',
    en: 'Saudi Arabia',
    ar: 'السعودية',
    flag: { stripes: ['#006c35'], emblem: { color: '#ffffff', count: 1 } },
    cities: [
      { en: 'Riyadh', ar: 'الرياض', lat: 24.7136, lng: 46.6753 },
      { en: 'Jeddah', ar: 'جدة', lat: 21.4858, lng: 39.1925 },
    ],
  },
  {
    id: 7,
    iso: 'ae',
    dialCode: '+971',
    en: 'United Arab Emirates',
    ar: 'الإمارات العربية المتحدة',
    flag: { stripes: ['#00732f', '#ffffff', '#000000'], hoist: { color: '#ff0000', shape: 'bar' } },
    cities: [
      { en: 'Dubai', ar: 'دبي', lat: 25.2048, lng: 55.2708 },
      { en: 'Abu Dhabi', ar: 'أبوظبي', lat: 24.4539, lng: 54.3773 },
      { en: 'Sharjah', ar: 'الشارقة', lat: 25.3463, lng: 55.4209 },
    ],
  },
  {
    id: 8,
    iso: 'kw',
    dialCode: '+965',
    en: 'Kuwait',
    ar: 'الكويت',
    flag: { stripes: ['#007a3d', '#ffffff', '#ce1126'], hoist: { color: '#000000', shape: 'bar' } },
    cities: [{ en: 'Kuwait City', ar: 'مدينة الكويت', lat: 29.3759, lng: 47.9774 }],
  },
  {
    id: 9,
    iso: 'tr',
    dialCode: '+90',
    en: 'Turkey',
    ar: 'تركيا',
    flag: { stripes: ['#e30a17'], emblem: { color: '#ffffff', count: 1 } },
    cities: [
      { en: 'Istanbul', ar: 'إسطنبول', lat: 41.0082, lng: 28.9784 },
      { en: 'Gaziantep', ar: 'غازي عنتاب', lat: 37.0662, lng: 37.3833 },
    ],
  },
  {
    id: 10,
    iso: 'de',
    dialCode: '+49',
    en: 'Germany',
    ar: 'ألمانيا',
    flag: { stripes: ['#000000', '#dd0000', '#ffce00'] },
    cities: [
      { en: 'Berlin', ar: 'برلين', lat: 52.52, lng: 13.405 },
      { en: 'Hamburg', ar: 'هامبورغ', lat: 53.5511, lng: 9.9937 },
      { en: 'Munich', ar: 'ميونخ', lat: 48.1351, lng: 11.582 },
    ],
  },
];
