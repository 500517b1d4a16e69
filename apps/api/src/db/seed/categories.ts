import { CATEGORY_IDS } from '@souq/contracts';
import type { Bilingual } from './types.ts';

export type CategorySeed = Bilingual & { id: number; slug: string; parentId: number | null };

type TopLevel = Bilingual & {
  id: number;
  slug: string;
  children: (Bilingual & { slug: string })[];
};

/** Spec section 1, in its order; the ids of spec section 9 are fixed, 1 is travel. */
const TREE: TopLevel[] = [
  { id: 1, slug: 'travel', en: 'Travel and Tourism', ar: 'السفر والسياحة', children: [] },
  {
    id: CATEGORY_IDS.carsAndVehicles,
    slug: 'cars',
    en: 'Cars and Vehicles',
    ar: 'السيارات والمركبات',
    children: [
      { slug: 'new-cars', en: 'New Cars', ar: 'سيارات جديدة' },
      { slug: 'used-cars', en: 'Used Cars', ar: 'سيارات مستعملة' },
      { slug: 'car-parts', en: 'Car Parts', ar: 'قطع غيار السيارات' },
    ],
  },
  {
    id: CATEGORY_IDS.realEstate,
    slug: 'real-estate',
    en: 'Real Estate',
    ar: 'العقارات',
    children: [
      { slug: 'property-for-sale', en: 'For Sale', ar: 'للبيع' },
      { slug: 'property-for-rent', en: 'For Rent', ar: 'للإيجار' },
      { slug: 'commercial-properties', en: 'Commercial Properties', ar: 'عقارات تجارية' },
    ],
  },
  {
    id: CATEGORY_IDS.bikes,
    slug: 'bikes',
    en: 'Bikes',
    ar: 'الدراجات',
    children: [
      { slug: 'mountain-bikes', en: 'Mountain Bikes', ar: 'دراجات جبلية' },
      { slug: 'road-bikes', en: 'Road Bikes', ar: 'دراجات طرق' },
      { slug: 'electric-bikes', en: 'Electric Bikes', ar: 'دراجات كهربائية' },
    ],
  },
  {
    id: CATEGORY_IDS.buySellRent,
    slug: 'rent',
    en: 'Sales and Rentals',
    ar: 'البيع والإيجار',
    children: [
      { slug: 'equipment-sales', en: 'Equipment Sales', ar: 'بيع المعدات' },
      { slug: 'equipment-rentals', en: 'Equipment Rentals', ar: 'تأجير المعدات' },
    ],
  },
  {
    id: CATEGORY_IDS.serviceProviders,
    slug: 'services',
    en: 'Professional Services and Work',
    ar: 'الخدمات المهنية والأعمال',
    children: [],
  },
  { id: CATEGORY_IDS.jobs, slug: 'jobs', en: 'Jobs', ar: 'الوظائف', children: [] },
];

const FIRST_SUB_CATEGORY_ID = 11;

function flatten(): CategorySeed[] {
  const rows: CategorySeed[] = TREE.map(({ id, slug, en, ar }) => ({
    id,
    slug,
    en,
    ar,
    parentId: null,
  }));
  let nextId = FIRST_SUB_CATEGORY_ID;
  for (const parent of TREE) {
    for (const child of parent.children) {
      rows.push({ ...child, id: nextId, parentId: parent.id });
      nextId += 1;
    }
  }
  return rows;
}

export const CATEGORIES: readonly CategorySeed[] = flatten();

export function categoryBySlug(slug: string): CategorySeed {
  const found = CATEGORIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`unknown category ${slug}`);
  return found;
}

export function iconPath(slug: string): string {
  return `/media/icons/${slug}.webp`;
}

/** Position among siblings, in the order of the tree above. */
export function categoryPosition(category: CategorySeed): number {
  return CATEGORIES.filter((c) => c.parentId === category.parentId).indexOf(category);
}
