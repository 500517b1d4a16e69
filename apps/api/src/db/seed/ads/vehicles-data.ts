import type { Bilingual } from '../types.ts';

/** `newPrice`: a typical new car of the make, in millions of Syrian pounds. */
export type Make = Bilingual & { models: Bilingual[]; newPrice: number };

export const MAKES: Make[] = [
  {
    en: 'Toyota',
    ar: 'تويوتا',
    newPrice: 650,
    models: [
      { en: 'Corolla', ar: 'كورولا' },
      { en: 'Camry', ar: 'كامري' },
      { en: 'Land Cruiser', ar: 'لاند كروزر' },
      { en: 'Hilux', ar: 'هايلكس' },
      { en: 'RAV4', ar: 'راف فور' },
    ],
  },
  {
    en: 'Hyundai',
    ar: 'هيونداي',
    newPrice: 500,
    models: [
      { en: 'Elantra', ar: 'إلنترا' },
      { en: 'Tucson', ar: 'توسان' },
      { en: 'Accent', ar: 'أكسنت' },
      { en: 'Santa Fe', ar: 'سانتا في' },
    ],
  },
  {
    en: 'Kia',
    ar: 'كيا',
    newPrice: 450,
    models: [
      { en: 'Rio', ar: 'ريو' },
      { en: 'Sportage', ar: 'سبورتاج' },
      { en: 'Cerato', ar: 'سيراتو' },
      { en: 'Picanto', ar: 'بيكانتو' },
    ],
  },
  {
    en: 'Mercedes-Benz',
    ar: 'مرسيدس بنز',
    newPrice: 1300,
    models: [
      { en: 'C 200', ar: 'سي 200' },
      { en: 'E 300', ar: 'إي 300' },
      { en: 'GLC 300', ar: 'جي إل سي 300' },
    ],
  },
  {
    en: 'BMW',
    ar: 'بي إم دبليو',
    newPrice: 1200,
    models: [
      { en: '320i', ar: '320i' },
      { en: 'X5', ar: 'إكس 5' },
    ],
  },
  {
    en: 'Nissan',
    ar: 'نيسان',
    newPrice: 550,
    models: [
      { en: 'Sunny', ar: 'صني' },
      { en: 'Patrol', ar: 'باترول' },
    ],
  },
  {
    en: 'Chevrolet',
    ar: 'شيفروليه',
    newPrice: 350,
    models: [
      { en: 'Aveo', ar: 'أفيو' },
      { en: 'Optra', ar: 'أوبترا' },
    ],
  },
  {
    en: 'Peugeot',
    ar: 'بيجو',
    newPrice: 500,
    models: [
      { en: '301', ar: '301' },
      { en: '3008', ar: '3008' },
    ],
  },
  {
    en: 'Chery',
    ar: 'شيري',
    newPrice: 420,
    models: [
      { en: 'Tiggo 7', ar: 'تيجو 7' },
      { en: 'Arrizo 5', ar: 'أريزو 5' },
    ],
  },
  { en: 'Saipa', ar: 'سايبا', newPrice: 250, models: [{ en: 'Saina', ar: 'ساينا' }] },
];

export const PETROL: Bilingual = { en: 'Petrol', ar: 'بنزين' };

export const DIESEL: Bilingual = { en: 'Diesel', ar: 'ديزل' };

export const FUELS: Bilingual[] = [
  PETROL,
  DIESEL,
  { en: 'Hybrid', ar: 'هجين' },
  { en: 'Electric', ar: 'كهرباء' },
];

export const TRANSMISSIONS: Bilingual[] = [
  { en: 'Automatic', ar: 'أوتوماتيك' },
  { en: 'Manual', ar: 'عادي' },
];

export const CAR_FEATURES: Bilingual[] = [
  { en: 'Air conditioning', ar: 'تكييف' },
  { en: 'Sunroof', ar: 'فتحة سقف' },
  { en: 'Rear camera', ar: 'كاميرا خلفية' },
  { en: 'Leather seats', ar: 'مقاعد جلد' },
  { en: 'Navigation', ar: 'نظام ملاحة' },
  { en: 'Bluetooth', ar: 'بلوتوث' },
  { en: 'Cruise control', ar: 'مثبت سرعة' },
  { en: 'Parking sensors', ar: 'حساسات ركن' },
];

export const COLOURS: Bilingual[] = [
  { en: 'White', ar: 'أبيض' },
  { en: 'Black', ar: 'أسود' },
  { en: 'Silver', ar: 'فضي' },
  { en: 'Grey', ar: 'رمادي' },
  { en: 'Dark blue', ar: 'أزرق داكن' },
  { en: 'Red', ar: 'أحمر' },
  { en: 'Pearl white', ar: 'أبيض لؤلؤي' },
];

export const PARTS: Bilingual[] = [
  { en: 'Headlight assembly', ar: 'مجموعة ضوء أمامي' },
  { en: 'Brake pads', ar: 'فحمات فرامل' },
  { en: 'Alternator', ar: 'دينمو شحن' },
  { en: 'Set of 4 tyres', ar: 'طقم 4 إطارات' },
  { en: 'Radiator', ar: 'رادياتير' },
  { en: 'Side mirror', ar: 'مرآة جانبية' },
  { en: 'Automatic gearbox', ar: 'علبة سرعة أوتوماتيك' },
  { en: 'Front bumper', ar: 'صدام أمامي' },
];
