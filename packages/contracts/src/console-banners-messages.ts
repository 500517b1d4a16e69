/** The validation texts of the banners' form (account-messages.ts joins them; no zod here, as that file loads apart). */
export const bannerValidationMessages = {
  en: {
    banner_picture: 'Upload the picture again.',
    banner_link:
      'Give a path of this site starting with /, such as /category/8, without the language.',
    banner_link_or_ad: 'A banner opens an ad or a link, not both.',
    banner_end_after_start: 'The end must be after the start.',
    banner_ad_not_live: 'No live ad has this number.',
    banner_order_mismatch: 'The new order must name each banner once.',
  },
  ar: {
    banner_picture: 'ارفع الصورة مرة أخرى.',
    banner_link: 'أدخل مساراً في هذا الموقع يبدأ بـ / مثل ‎/category/8 دون رمز اللغة.',
    banner_link_or_ad: 'يفتح البانر إعلاناً أو رابطاً، لا الاثنين معاً.',
    banner_end_after_start: 'يجب أن تكون النهاية بعد البداية.',
    banner_ad_not_live: 'لا يوجد إعلان منشور بهذا الرقم.',
    banner_order_mismatch: 'يجب أن يذكر الترتيب الجديد كل بانر مرة واحدة.',
  },
} as const;
