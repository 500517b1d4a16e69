import type { Bilingual } from '../types.ts';

export type Company = {
  key: string;
  name: Bilingual | null;
  /** Some companies have no logo, so the client's fallback image shows. */
  hasImage: boolean;
  /** Index in stores.ts when the company is one of the seeded stores. */
  storeIndex?: number;
};

export const COMPANIES: Company[] = [
  {
    key: 'qasioun-software',
    name: { en: 'Qasioun Software', ar: 'قاسيون للبرمجيات' },
    hasImage: true,
  },
  {
    key: 'levant-logistics',
    name: { en: 'Levant Logistics', ar: 'المشرق للخدمات اللوجستية' },
    hasImage: true,
  },
  {
    key: 'barada-pharma',
    name: { en: 'Barada Pharmaceuticals', ar: 'بردى للصناعات الدوائية' },
    hasImage: true,
  },
  {
    key: 'orontes-engineering',
    name: { en: 'Orontes Engineering', ar: 'العاصي للهندسة' },
    hasImage: false,
  },
  { key: 'jasmine-hotels', name: { en: 'Jasmine Hotels', ar: 'فنادق الياسمين' }, hasImage: true },
  { key: 'ugarit-bank', name: { en: 'Ugarit Bank', ar: 'مصرف أوغاريت' }, hasImage: true },
  {
    key: 'sham-motors',
    name: { en: 'Sham Motors', ar: 'شام موتورز' },
    hasImage: true,
    storeIndex: 0,
  },
  {
    key: 'khoury-real-estate',
    name: { en: 'Khoury Real Estate', ar: 'خوري للعقارات' },
    hasImage: true,
    storeIndex: 2,
  },
  { key: 'al-nour-schools', name: { en: 'Al-Nour Schools', ar: 'مدارس النور' }, hasImage: false },
  {
    key: 'damascus-medical',
    name: { en: 'Damascus Medical Center', ar: 'مركز دمشق الطبي' },
    hasImage: true,
  },
  {
    key: 'horizon-marketing',
    name: { en: 'Horizon Marketing', ar: 'الأفق للتسويق' },
    hasImage: true,
  },
  { key: 'ebla-textiles', name: { en: 'Ebla Textiles', ar: 'إيبلا للنسيج' }, hasImage: false },
  { key: 'unnamed', name: null, hasImage: false },
];

export function companyImagePath(key: string): string {
  return `/media/companies/${key}.webp`;
}
