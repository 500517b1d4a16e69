import type { Lang } from './lang.ts';

/**
 * Validation texts in both languages. Schemas name a key as their error; the server
 * answers 422 with the text in the request's language and the client shows the same text
 * through i18next (namespace `validation`).
 */
export const validationMessages = {
  en: {
    invalid: 'The given data was invalid.',
    required: 'This field is required.',
    invalid_type: 'This value is not valid.',
    not_a_number: 'Must be a number.',
    not_an_integer: 'Must be a whole number.',
    too_small_number: 'Must be at least {{minimum}}.',
    too_big_number: 'Must be at most {{maximum}}.',
    greater_than: 'Must be greater than {{minimum}}.',
    less_than: 'Must be less than {{maximum}}.',
    too_small_string: 'Must be at least {{minimum}} characters.',
    too_big_string: 'Must be at most {{maximum}} characters.',
    invalid_choice: 'Choose one of: {{values}}.',
    invalid_format: 'The format is not valid.',
    invalid_email: 'Enter a valid email address.',
    unknown_field: 'Unknown field: {{keys}}.',
  },
  ar: {
    invalid: 'البيانات المدخلة غير صالحة.',
    required: 'هذا الحقل مطلوب.',
    invalid_type: 'هذه القيمة غير صالحة.',
    not_a_number: 'يجب أن تكون القيمة رقماً.',
    not_an_integer: 'يجب أن تكون القيمة عدداً صحيحاً.',
    too_small_number: 'يجب ألا تقل القيمة عن {{minimum}}.',
    too_big_number: 'يجب ألا تزيد القيمة عن {{maximum}}.',
    greater_than: 'يجب أن تكون القيمة أكبر من {{minimum}}.',
    less_than: 'يجب أن تكون القيمة أصغر من {{maximum}}.',
    too_small_string: 'يجب ألا يقل عن {{minimum}} أحرف.',
    too_big_string: 'يجب ألا يزيد عن {{maximum}} حرفاً.',
    invalid_choice: 'اختر واحداً من: {{values}}.',
    invalid_format: 'الصيغة غير صحيحة.',
    invalid_email: 'أدخل بريداً إلكترونياً صحيحاً.',
    unknown_field: 'حقل غير معروف: {{keys}}.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages.en, value);
}

/** Fills `{{name}}` placeholders, as i18next does. */
export function formatMessage(
  key: ValidationMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return validationMessages[lang][key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
    String(params[name] ?? ''),
  );
}
