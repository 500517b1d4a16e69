import type { tags } from '../../schema/index.ts';

const TAGS: [string, string][] = [
  ['Cars', 'سيارات'],
  ['Real Estate', 'عقارات'],
  ['Bikes', 'دراجات'],
  ['Travel', 'سفر'],
  ['Electronics', 'إلكترونيات'],
  ['Fashion', 'أزياء'],
  ['Furniture', 'أثاث'],
  ['Jobs', 'وظائف'],
  ['Home Services', 'خدمات منزلية'],
  ['Sports', 'رياضة'],
  ['Photography', 'تصوير'],
  ['Books', 'كتب'],
  ['Gaming', 'ألعاب فيديو'],
  ['Pets', 'حيوانات أليفة'],
  ['Gardening', 'زراعة وحدائق'],
  ['Cooking', 'طبخ'],
];

export const TAG_ROWS: (typeof tags.$inferInsert & { id: number })[] = TAGS.map(([en, ar], i) => ({
  id: i + 1,
  nameEn: en,
  nameAr: ar,
}));
