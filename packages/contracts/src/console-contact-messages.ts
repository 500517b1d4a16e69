import type { Lang } from './lang.ts';

/** The validation texts of the console's contact details screen (issue 47; see messages.ts). */
export const contactValidationMessages = {
  en: {
    contact_phone:
      'Write the number with the digits 0–9, + first if you like, and spaces, dashes or brackets between them, or leave it empty.',
    contact_link: 'Give a full address starting with https:// (or http://), or leave it empty.',
    contact_both_languages: 'Write it in both languages, or leave both empty.',
  },
  ar: {
    contact_phone:
      'اكتب الرقم بالأرقام 0–9، ويمكن أن تبدأه بـ + وأن تفصل بين أرقامه بمسافات أو شرطات أو أقواس، أو اتركه فارغاً.',
    contact_link: 'أدخل عنواناً كاملاً يبدأ بـ https://‎ (أو http://‎)، أو اتركه فارغاً.',
    contact_both_languages: 'اكتبه باللغتين، أو اترك الحقلين فارغين.',
  },
} as const satisfies Record<Lang, Record<string, string>>;
