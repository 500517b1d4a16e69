/**
 * The validation texts of saved searches (account-messages.ts joins them; no zod here, as that
 * file loads apart).
 */
export const savedSearchValidationMessages = {
  en: {
    saved_search_name_max: 'The name must be at most 80 characters.',
    saved_search_category: 'Searches of this category cannot be saved.',
    saved_searches_full:
      'You can keep at most 50 saved searches. Delete one you no longer need to save this one.',
  },
  ar: {
    saved_search_name_max: 'يجب ألا يزيد الاسم على 80 حرفًا.',
    saved_search_category: 'لا يمكن حفظ البحث في هذا القسم.',
    saved_searches_full: 'يمكنك حفظ 50 بحثًا على الأكثر. احذف بحثًا لم تعد تحتاجه لتحفظ هذا البحث.',
  },
} as const;
