import type { Lang } from '@souq/contracts';

/** Texts the API answers with, in both languages; field validation texts live in contracts. */
const apiMessages = {
  en: {
    bad_request: 'The request is not valid.',
    malformed_body: 'The request body is not valid JSON.',
    route_not_found: 'This API path does not exist.',
    not_found: 'Not found.',
    unauthorized: 'Please log in to continue.',
    forbidden: 'You are not allowed to do this.',
    too_many_requests: 'Too many requests. Please wait a moment and try again.',
    server_error: 'An unexpected error occurred!',
    unavailable: 'The service is temporarily unavailable.',
    registered: 'Account created. Enter the code we sent to your phone.',
    phone_verified: 'Your phone number is verified. Welcome!',
    phone_not_verified: 'Your phone number is not verified yet. Enter the code we sent to it.',
    logged_in: 'Logged in successfully!',
    logged_out: 'Logged out.',
    otp_sent: 'If this number has an account, a code has been sent to it.',
    otp_wait: 'Please wait before asking for a new code.',
    otp_verified: 'The code is correct. Choose a new password.',
    password_reset: 'Your password has been changed. Log in with the new one.',
    profile_updated: 'Your profile has been updated.',
    like_added: 'Like added.',
    like_removed: 'Like removed.',
    favorite_added: 'Ad added to your favourites.',
    favorite_removed: 'Ad removed from your favourites.',
    review_added: 'Review added.',
    review_updated: 'Review edited.',
    review_deleted: 'Review deleted.',
    rating_saved: 'Your rating has been saved.',
  },
  ar: {
    bad_request: 'الطلب غير صالح.',
    malformed_body: 'محتوى الطلب ليس JSON صالحاً.',
    route_not_found: 'مسار الواجهة البرمجية هذا غير موجود.',
    not_found: 'غير موجود.',
    unauthorized: 'يرجى تسجيل الدخول للمتابعة.',
    forbidden: 'غير مسموح لك بالقيام بذلك.',
    too_many_requests: 'طلبات كثيرة جداً. يرجى الانتظار قليلاً ثم المحاولة مجدداً.',
    server_error: 'حدث خطأ غير متوقع!',
    unavailable: 'الخدمة غير متاحة مؤقتاً.',
    registered: 'تم إنشاء الحساب. أدخل الرمز الذي أرسلناه إلى هاتفك.',
    phone_verified: 'تم التحقق من رقم هاتفك. أهلاً بك!',
    phone_not_verified: 'لم يتم التحقق من رقم هاتفك بعد. أدخل الرمز الذي أرسلناه إليه.',
    logged_in: 'تم تسجيل الدخول بنجاح!',
    logged_out: 'تم تسجيل الخروج.',
    otp_sent: 'إذا كان لهذا الرقم حساب، فقد أرسلنا إليه رمزاً.',
    otp_wait: 'يرجى الانتظار قبل طلب رمز جديد.',
    otp_verified: 'الرمز صحيح. اختر كلمة مرور جديدة.',
    password_reset: 'تم تغيير كلمة المرور. سجّل الدخول بالكلمة الجديدة.',
    profile_updated: 'تم تحديث ملفك الشخصي.',
    like_added: 'تم تسجيل إعجابك بالإعلان.',
    like_removed: 'تم إلغاء إعجابك بالإعلان.',
    favorite_added: 'تمت إضافة الإعلان إلى المفضلة.',
    favorite_removed: 'تمت إزالة الإعلان من المفضلة.',
    review_added: 'تمت إضافة المراجعة.',
    review_updated: 'تم تعديل المراجعة.',
    review_deleted: 'تم حذف المراجعة بنجاح.',
    rating_saved: 'تم حفظ تقييمك.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ApiMessageKey = keyof (typeof apiMessages)['en'];

export function apiMessage(key: ApiMessageKey, lang: Lang): string {
  return apiMessages[lang][key];
}
