/**
 * The validation texts of the legals' console (account-messages.ts joins them; no zod here, as
 * that file loads apart).
 */
export const legalValidationMessages = {
  en: {
    legal_order_mismatch: 'The new order must name each question of the group once.',
  },
  ar: {
    legal_order_mismatch: 'يجب أن يذكر الترتيب الجديد كل سؤال في المجموعة مرة واحدة.',
  },
} as const;
