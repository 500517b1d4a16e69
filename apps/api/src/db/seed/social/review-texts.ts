/** Reviews are written in the reviewer's language; the mood follows the rating given. */
export const REVIEW_TEXTS = {
  en: {
    good: [
      'Exactly as described. The seller answered all my questions quickly.',
      'Great experience, fair price and a smooth handover.',
      'Very honest seller, I would buy from them again.',
      'Everything was in better shape than the photos showed.',
      'Fast reply and easy to arrange a viewing. Recommended.',
      'Professional and on time. Thank you!',
    ],
    fair: [
      'Good overall, but the price is a bit high for the market.',
      'Decent, took a few days to get a reply.',
      'As expected. Small details differ from the description.',
    ],
    poor: [
      'The condition was not as good as the photos suggested.',
      'Hard to reach by phone and the appointment was moved twice.',
    ],
  },
  ar: {
    good: [
      'مطابق تماماً للوصف، والبائع أجاب عن كل أسئلتي بسرعة.',
      'تجربة رائعة وسعر مناسب وتسليم سهل.',
      'بائع صادق جداً، سأتعامل معه مرة أخرى.',
      'الحالة أفضل مما ظهر في الصور.',
      'رد سريع وموعد معاينة سهل. أنصح به.',
      'تعامل محترف والتزام بالمواعيد. شكراً لكم!',
    ],
    fair: [
      'جيد بشكل عام لكن السعر مرتفع قليلاً مقارنة بالسوق.',
      'مقبول، تأخر الرد بضعة أيام.',
      'كما هو متوقع، مع اختلافات بسيطة عن الوصف.',
    ],
    poor: ['الحالة ليست جيدة كما توحي الصور.', 'صعب التواصل هاتفياً وتم تأجيل الموعد مرتين.'],
  },
} as const;

export type Mood = keyof (typeof REVIEW_TEXTS)['en'];

export function moodFor(rating: number | null): Mood {
  if (rating === null || rating >= 4) return 'good';
  return rating >= 3 ? 'fair' : 'poor';
}
