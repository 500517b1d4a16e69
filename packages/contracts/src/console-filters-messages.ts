import type { Lang } from './lang.ts';

/** The validation texts of the console's filters screen (issue 47; see messages.ts). */
export const filterValidationMessages = {
  en: {
    filter_options_required: 'Give at least one option.',
    filter_option_duplicate: 'This option is already in the list.',
    filter_option_reserved: 'The site adds the option “All” itself: leave it out.',
    filter_options_none: 'This type of filter has no options.',
    filter_range_order: 'The maximum must be greater than the minimum.',
    filter_order_mismatch: 'The new order must name each filter of this category once.',
    filter_option_unknown: 'This is not an option of this filter.',
    filter_merge_same: 'Choose another option to merge into.',
  },
  ar: {
    filter_options_required: 'أضف خياراً واحداً على الأقل.',
    filter_option_duplicate: 'هذا الخيار موجود في القائمة بالفعل.',
    filter_option_reserved: 'يضيف الموقع خيار «الكل» بنفسه، فلا تكتبه.',
    filter_options_none: 'لا خيارات لهذا النوع من الفلاتر.',
    filter_range_order: 'يجب أن يكون الحد الأعلى أكبر من الحد الأدنى.',
    filter_order_mismatch: 'يجب أن يذكر الترتيب الجديد كل فلتر في هذا القسم مرة واحدة.',
    filter_option_unknown: 'هذا ليس من خيارات هذا الفلتر.',
    filter_merge_same: 'اختر خياراً آخر للدمج فيه.',
  },
} as const satisfies Record<Lang, Record<string, string>>;
