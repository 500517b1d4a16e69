/** The validation texts of push subscriptions (account-messages.ts joins them). */
export const pushValidationMessages = {
  en: {
    push_endpoint: "This browser's push address cannot be used. Allow notifications again.",
  },
  ar: {
    push_endpoint: 'لا يمكن استخدام عنوان الإشعارات الفورية لهذا المتصفح. اسمح بالإشعارات من جديد.',
  },
} as const;
