/**
 * The validation texts of the interests' form (account-messages.ts joins them; no zod here, as
 * that file loads apart).
 */
export const interestValidationMessages = {
  en: {
    interest_name_taken: 'Another interest already has this name.',
    interest_order_mismatch: 'The new order must name each interest once.',
  },
  ar: {
    interest_name_taken: 'يوجد اهتمام آخر بهذا الاسم.',
    interest_order_mismatch: 'يجب أن يذكر الترتيب الجديد كل اهتمام مرة واحدة.',
  },
} as const;
