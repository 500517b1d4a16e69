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

export type Field = { duties: Bilingual[]; needs: Bilingual[] };

const field = (duties: [string, string][], needs: [string, string][]): Field => ({
  duties: duties.map(([en, ar]) => ({ en, ar })),
  needs: needs.map(([en, ar]) => ({ en, ar })),
});

export const FIELDS = {
  tech: field(
    [
      [
        'Build and maintain features of our web and mobile products',
        'بناء وصيانة ميزات منتجاتنا على الويب والموبايل',
      ],
      ['Review code and write automated tests', 'مراجعة الشيفرة وكتابة الاختبارات الآلية'],
      ['Work with designers and product owners', 'العمل مع المصممين ومسؤولي المنتج'],
    ],
    [
      [
        'Solid knowledge of TypeScript or a similar language',
        'معرفة جيدة بلغة TypeScript أو لغة مشابهة',
      ],
      ['Experience with Git and REST APIs', 'خبرة في Git وواجهات REST'],
    ],
  ),
  finance: field(
    [
      ['Prepare monthly financial statements', 'إعداد القوائم المالية الشهرية'],
      ['Reconcile bank accounts and invoices', 'مطابقة الحسابات المصرفية والفواتير'],
      ['Follow up on tax and social security filings', 'متابعة الإقرارات الضريبية والتأمينات'],
    ],
    [
      ['Degree in accounting or finance', 'شهادة في المحاسبة أو العلوم المالية'],
      ['Good command of Excel and accounting software', 'إتقان Excel وبرامج المحاسبة'],
    ],
  ),
  sales: field(
    [
      ['Visit clients and present our products', 'زيارة العملاء وعرض منتجاتنا'],
      ['Meet monthly sales targets', 'تحقيق أهداف المبيعات الشهرية'],
      ['Keep customer records up to date', 'تحديث سجلات العملاء باستمرار'],
    ],
    [
      ['Strong communication skills', 'مهارات تواصل قوية'],
      ['Driving licence is a plus', 'رخصة القيادة ميزة إضافية'],
    ],
  ),
  care: field(
    [
      ['Serve patients and visitors with care', 'خدمة المرضى والزوار باهتمام'],
      ['Keep accurate records', 'الحفاظ على سجلات دقيقة'],
      ['Follow hygiene and safety procedures', 'اتباع إجراءات النظافة والسلامة'],
    ],
    [
      ['Relevant licence or certificate', 'ترخيص أو شهادة في المجال'],
      ['Ability to work in shifts', 'القدرة على العمل بنظام المناوبات'],
    ],
  ),
  field: field(
    [
      [
        'Supervise work on site and report progress',
        'الإشراف على العمل في الموقع ورفع تقارير التقدم',
      ],
      ['Check materials and equipment', 'فحص المواد والمعدات'],
      ['Apply safety rules', 'تطبيق قواعد السلامة'],
    ],
    [
      ['Relevant degree or trade certificate', 'شهادة أو مهنة في المجال'],
      ['Willing to travel between sites', 'الاستعداد للتنقل بين المواقع'],
    ],
  ),
  office: field(
    [
      ['Welcome visitors and answer calls', 'استقبال الزوار والرد على المكالمات'],
      ['Organise files, schedules and meetings', 'تنظيم الملفات والمواعيد والاجتماعات'],
      ['Prepare letters and reports', 'إعداد المراسلات والتقارير'],
    ],
    [
      ['Good Arabic and English writing', 'كتابة جيدة بالعربية والإنجليزية'],
      ['Computer skills (Office)', 'مهارات حاسوب (Office)'],
    ],
  ),
} satisfies Record<string, Field>;

export type FieldKey = keyof typeof FIELDS;
