import type { Lang } from './lang.ts';

/** Whole numbers as the site writes them (Latin digits, grouped): `1,510,000,000`. */
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pluralRules = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

/** `count` with its noun in the language's plural form; `#` in a form is the number. */
function counted(lang: Lang, count: number, forms: PluralForms): string {
  const form = forms[pluralRules[lang].select(count)] ?? forms.other;
  return form.replace('#', wholeNumber.format(count));
}

const ADS = {
  en: { one: '# ad', other: '# ads' },
  ar: {
    zero: 'لا إعلانات',
    one: 'إعلان واحد',
    two: 'إعلانان',
    few: '# إعلانات',
    many: '# إعلاناً',
    other: '# إعلان',
  },
};
const JOB_OFFERS = {
  en: { one: '# job offer', other: '# job offers' },
  ar: {
    zero: 'لا فرص عمل',
    one: 'فرصة عمل واحدة',
    two: 'فرصتا عمل',
    few: '# فرص عمل',
    other: '# فرصة عمل',
  },
};
const PROVIDERS = {
  en: { one: '# service provider', other: '# service providers' },
  ar: {
    zero: 'لا مزودي خدمات',
    one: 'مزود خدمة واحد',
    two: 'مزودا خدمة',
    few: '# مزودي خدمات',
    other: '# مزود خدمة',
  },
};
const RESULTS = {
  en: { one: '# result', other: '# results' },
  ar: { zero: 'لا نتائج', one: 'نتيجة واحدة', two: 'نتيجتان', few: '# نتائج', other: '# نتيجة' },
};

/**
 * The texts of pages' descriptions and link previews, in both languages: what search results
 * and chat apps show under a page's title.
 */
export const META_TEXTS = {
  en: {
    siteName: 'Souq',
    site: 'Buy and sell cars, real estate, bikes and equipment in Syria, and find jobs and service providers, on Souq.',
    price: (price: number) => (price === 0 ? 'Free' : `${wholeNumber.format(price)} S.P`),
    ad: (title: string, price: string, city: string | null) =>
      city ? `${title} for ${price} in ${city}.` : `${title} for ${price}.`,
    category: (name: string, count: number) =>
      `${name}: ${counted('en', count, ADS.en)} on Souq. Filter by price, city and more, and contact the sellers directly.`,
    jobs: (count: number) =>
      `${counted('en', count, JOB_OFFERS.en)} in Syria on Souq. Filter by work time, experience and city, and apply online.`,
    job: (title: string, company: string, location: string | null) =>
      location ? `${title} at ${company}, ${location}.` : `${title} at ${company}.`,
    unknownCompany: 'Unknown Company',
    seller: (name: string, count: number) => `${name} on Souq: ${counted('en', count, ADS.en)}.`,
    search: (words: string, count: number) =>
      `${counted('en', count, RESULTS.en)} for “${words}” on Souq.`,
    contact: (phone: string, whatsapp: string, email: string, address: string) =>
      `Contact Souq by phone (${phone}), WhatsApp (${whatsapp}) or email (${email}), or send us a message from this page. ${address}.`,
    legals: (questions: readonly string[]) =>
      `Souq's privacy policy, help and support: ${questions.join(' ')}`,
    providers: (count: number, names: readonly string[]) =>
      `${counted('en', count, PROVIDERS.en)} on Souq, best rated first: ${names.join(', ')}. Compare real ratings and order the service you need.`,
    home: 'Home',
    jobsList: 'Jobs',
    /** The titles and lines of the link-preview cards of pages that show no one thing. */
    cards: {
      home: { title: 'Welcome to Souq', line: 'Buy, sell and find work in Syria' },
      search: { title: 'Search Souq', line: 'Cars, real estate, bikes, equipment and jobs' },
      jobs: { title: 'Jobs', line: 'Job offers in Syria: apply online' },
      'contact-us': {
        title: 'Contact us',
        line: 'Questions, ideas or a problem with an ad? Write to us.',
      },
      legals: { title: 'Legal information', line: 'Privacy policy, help and support' },
      'service-providers': {
        title: 'Service providers',
        line: 'Trusted professionals, a message away',
      },
    },
  },
  ar: {
    siteName: 'سوق',
    site: 'بيع وشراء السيارات والعقارات والدراجات والمعدات في سوريا، والوظائف ومقدمو الخدمات، على سوق.',
    price: (price: number) => (price === 0 ? 'مجاناً' : `${wholeNumber.format(price)} ل.س`),
    ad: (title: string, price: string, city: string | null) =>
      city ? `${title} بسعر ${price} في ${city}.` : `${title} بسعر ${price}.`,
    category: (name: string, count: number) =>
      `${name}: ${counted('ar', count, ADS.ar)} على سوق. صفِّ حسب السعر والمدينة وغيرها، وتواصل مع البائعين مباشرة.`,
    jobs: (count: number) =>
      `${counted('ar', count, JOB_OFFERS.ar)} في سوريا على سوق. صفِّ حسب وقت العمل والخبرة والمدينة، وقدِّم طلبك عبر الإنترنت.`,
    job: (title: string, company: string, location: string | null) =>
      location ? `${title} لدى ${company}، ${location}.` : `${title} لدى ${company}.`,
    unknownCompany: 'شركة غير معروفة',
    seller: (name: string, count: number) => `${name} على سوق: ${counted('ar', count, ADS.ar)}.`,
    search: (words: string, count: number) =>
      `${counted('ar', count, RESULTS.ar)} لـ «${words}» على سوق.`,
    contact: (phone: string, whatsapp: string, email: string, address: string) =>
      `تواصل مع سوق عبر الهاتف (${phone}) أو واتساب (${whatsapp}) أو البريد الإلكتروني (${email})، أو راسلنا من هذه الصفحة. ${address}.`,
    legals: (questions: readonly string[]) =>
      `سياسة الخصوصية والمساعدة والدعم في سوق: ${questions.join(' ')}`,
    providers: (count: number, names: readonly string[]) =>
      `${counted('ar', count, PROVIDERS.ar)} على سوق، الأعلى تقييماً أولاً: ${names.join('، ')}. قارن التقييمات الحقيقية واطلب الخدمة التي تحتاجها.`,
    home: 'الرئيسية',
    jobsList: 'الوظائف',
    cards: {
      home: { title: 'مرحباً بك في سوق', line: 'بِع واشترِ وابحث عن عمل في سوريا' },
      search: { title: 'ابحث في سوق', line: 'سيارات وعقارات ودراجات ومعدات ووظائف' },
      jobs: { title: 'الوظائف', line: 'فرص عمل في سوريا: قدِّم طلبك عبر الإنترنت' },
      'contact-us': { title: 'تواصل معنا', line: 'لديك سؤال أو فكرة أو مشكلة في إعلان؟ راسلنا.' },
      legals: { title: 'المعلومات القانونية', line: 'سياسة الخصوصية والمساعدة والدعم' },
      'service-providers': { title: 'مزودو الخدمات', line: 'مهنيون موثوقون على بعد رسالة' },
    },
  },
} satisfies Record<Lang, Record<string, unknown>>;
