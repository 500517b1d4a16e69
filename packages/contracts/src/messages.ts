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
    name_min: 'The name must be at least 3 characters.',
    user_name_min: 'The user name must be at least 3 characters.',
    phone_digits: 'The phone number must contain only digits.',
    phone_min: 'The phone number must be at least 10 digits.',
    birthdate_past: 'The birthdate must be in the past.',
    password_min: 'The password must be at least 6 characters.',
    password_confirmation_min: 'The password confirmation must be at least 6 characters.',
    passwords_mismatch: 'The passwords do not match.',
    password_too_common: 'This password is too common. Choose a less predictable one.',
    otp_length: 'Please enter the code correctly.',
    otp_invalid: 'The code is not correct.',
    otp_expired: 'The code has expired. Request a new one.',
    phone_number_taken: 'The phone number has already been taken.',
    user_name_taken: 'The user name has already been taken.',
    invalid_credentials: 'The login details are not correct.',
    reset_token_invalid: 'This reset link has expired. Start again.',
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
    name_min: 'يجب أن يتكون الاسم من 3 أحرف على الأقل.',
    user_name_min: 'يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل.',
    phone_digits: 'يجب أن يحتوي رقم الهاتف على أرقام فقط.',
    phone_min: 'يجب أن يتكون رقم الهاتف من 10 أرقام على الأقل.',
    birthdate_past: 'يجب أن يكون تاريخ الميلاد في الماضي.',
    password_min: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل.',
    password_confirmation_min: 'يجب أن يتكون تأكيد كلمة المرور من 6 أحرف على الأقل.',
    passwords_mismatch: 'كلمتا المرور غير متطابقتين.',
    password_too_common: 'كلمة المرور هذه شائعة جداً. اختر كلمة يصعب تخمينها.',
    otp_length: 'يرجى إدخال الرمز بشكل صحيح.',
    otp_invalid: 'الرمز غير صحيح.',
    otp_expired: 'انتهت صلاحية الرمز. اطلب رمزاً جديداً.',
    phone_number_taken: 'رقم الهاتف مستخدم من قبل.',
    user_name_taken: 'اسم المستخدم مستخدم من قبل.',
    invalid_credentials: 'بيانات تسجيل الدخول غير صحيحة.',
    reset_token_invalid: 'انتهت صلاحية طلب إعادة التعيين. ابدأ من جديد.',
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
