import type { Lang } from './lang.ts';

/**
 * Validation texts in both languages. Schemas name a key as their error; the server
 * answers 422 with the text in the request's language and the client shows the same text
 * through i18next (namespace `validation`).
 *
 * The texts of the forms any visitor may meet (search, filters, reviews, contact) live here and
 * load with the web app; the account, sign-in and selling forms' texts live in
 * account-messages.ts and load with those pages, so a visitor's first load does not carry them.
 * validation-messages.ts joins both.
 */
export const publicValidationMessages = {
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
    nul_character: 'The text contains a null character (U+0000), which is not allowed.',
    search_term_required: 'Enter a search term to see results',
    unknown_filter: 'This filter does not exist in this category.',
    unknown_option: 'This option does not exist for this filter.',
    range_pair: 'A range needs a minimum and a maximum.',
    range_not_number: 'Enter a valid number',
    range_above_min: 'The value must be greater than {{min}}',
    range_min_below_max: 'Must be less than the maximum',
    range_below_max: 'Must be less than {{max}}',
    range_max_above_min: 'Must be greater than the minimum',
    rating_half_steps: 'The rating must be from 0 to 5 in steps of a half.',
    review_max: 'The review must be at most 2000 characters.',
    message_max: 'A message can be at most 2000 characters.',
    report_reason_max: 'The reason can be at most 500 characters.',
    contact_name_required: 'Name is required',
    contact_email_required: 'Email is required',
    contact_message_required: 'Message is required',
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
    nul_character: 'يحتوي النص على محرف فارغ (U+0000) غير مسموح به.',
    search_term_required: 'أدخل كلمة البحث لعرض النتائج',
    unknown_filter: 'هذا الفلتر غير موجود في هذا القسم.',
    unknown_option: 'هذا الخيار غير موجود في هذا الفلتر.',
    range_pair: 'يحتاج النطاق إلى حد أدنى وحد أعلى.',
    range_not_number: 'أدخل رقماً صحيحاً',
    range_above_min: 'يجب أن تكون القيمة أكبر من {{min}}',
    range_min_below_max: 'يجب أن تكون أقل من الحد الأعلى',
    range_below_max: 'يجب أن تكون أقل من {{max}}',
    range_max_above_min: 'يجب أن تكون أكبر من الحد الأدنى',
    rating_half_steps: 'يجب أن يكون التقييم من 0 إلى 5 بخطوات من نصف.',
    review_max: 'يجب ألا تزيد المراجعة عن 2000 حرف.',
    message_max: 'يجب ألا تزيد الرسالة عن 2000 حرف.',
    report_reason_max: 'يجب ألا يزيد السبب عن 500 حرف.',
    contact_name_required: 'الاسم مطلوب',
    contact_email_required: 'البريد الإلكتروني مطلوب',
    contact_message_required: 'الرسالة مطلوبة',
  },
} as const satisfies Record<Lang, Record<string, string>>;
