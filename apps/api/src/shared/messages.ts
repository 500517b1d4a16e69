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
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ApiMessageKey = keyof (typeof apiMessages)['en'];

export function apiMessage(key: ApiMessageKey, lang: Lang): string {
  return apiMessages[lang][key];
}
