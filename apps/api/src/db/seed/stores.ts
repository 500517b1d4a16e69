import { CATEGORY_IDS } from '@souq/contracts';
import type { stores } from '../schema/index.ts';
import { cityNamed } from './places.ts';
import { createRng } from './prng.ts';
import { daysBefore } from './time.ts';
import type { Bilingual } from './types.ts';
import { storeOwnerId } from './users.ts';

type StoreData = {
  slug: string;
  name: string;
  type: string;
  categoryId: number;
  city: string;
  verified: boolean;
  description: Bilingual;
};

const STORE_DATA: StoreData[] = [
  {
    slug: 'sham-motors',
    name: 'Sham Motors',
    type: 'car_dealer',
    categoryId: CATEGORY_IDS.carsAndVehicles,
    city: 'Damascus',
    verified: true,
    description: {
      en: 'Authorised dealer of new and certified used cars since 2009, with an in-house service centre and genuine parts.',
      ar: 'وكيل معتمد للسيارات الجديدة والمستعملة المضمونة منذ عام 2009، مع مركز صيانة وقطع غيار أصلية.',
    },
  },
  {
    slug: 'aleppo-auto-center',
    name: 'مركز حلب للسيارات',
    type: 'car_dealer',
    categoryId: CATEGORY_IDS.carsAndVehicles,
    city: 'Aleppo',
    verified: false,
    description: {
      en: 'Used cars inspected on 120 points, trade-ins welcome and instalment plans available.',
      ar: 'سيارات مستعملة مفحوصة على 120 نقطة، نقبل المقايضة ونوفر خطط تقسيط.',
    },
  },
  {
    slug: 'khoury-real-estate',
    name: 'Khoury Real Estate',
    type: 'real_estate_agency',
    categoryId: CATEGORY_IDS.realEstate,
    city: 'Damascus',
    verified: true,
    description: {
      en: 'Apartments, villas and offices across Damascus. Licensed agents, clear contracts, no hidden fees.',
      ar: 'شقق وفلل ومكاتب في جميع أنحاء دمشق. وسطاء مرخصون وعقود واضحة وبدون رسوم خفية.',
    },
  },
  {
    slug: 'al-bahr-properties',
    name: 'عقارات البحر',
    type: 'real_estate_agency',
    categoryId: CATEGORY_IDS.realEstate,
    city: 'Latakia',
    verified: false,
    description: {
      en: 'Sea-view apartments and chalets on the coast, for sale and for seasonal rent.',
      ar: 'شقق وشاليهات بإطلالة بحرية على الساحل، للبيع وللإيجار الموسمي.',
    },
  },
  {
    slug: 'velo-damascus',
    name: 'Velo Damascus',
    type: 'bike_shop',
    categoryId: CATEGORY_IDS.bikes,
    city: 'Damascus',
    verified: true,
    description: {
      en: 'Mountain, road and electric bikes, accessories and a repair workshop. Free first tune-up.',
      ar: 'دراجات جبلية وطرق وكهربائية، إكسسوارات وورشة صيانة. أول صيانة مجانية.',
    },
  },
  {
    slug: 'al-qalaa-rental',
    name: 'القلعة لتأجير المعدات',
    type: 'equipment_rental',
    categoryId: CATEGORY_IDS.buySellRent,
    city: 'Homs',
    verified: true,
    description: {
      en: 'Construction and event equipment for sale and rent by the day, week or month, with delivery.',
      ar: 'معدات بناء ومناسبات للبيع والإيجار باليوم أو الأسبوع أو الشهر، مع التوصيل.',
    },
  },
  {
    slug: 'haddad-home-services',
    name: 'Haddad Home Services',
    type: 'service_provider',
    categoryId: CATEGORY_IDS.serviceProviders,
    city: 'Damascus',
    verified: true,
    description: {
      en: 'Plumbing, electrical and maintenance teams available seven days a week, with a six-month warranty.',
      ar: 'فرق سباكة وكهرباء وصيانة متاحة طوال أيام الأسبوع، مع كفالة ستة أشهر.',
    },
  },
  {
    slug: 'master-build',
    name: 'البناء المتقن للمقاولات',
    type: 'service_provider',
    categoryId: CATEGORY_IDS.serviceProviders,
    city: 'Aleppo',
    verified: false,
    description: {
      en: 'Renovation, painting, tiling and carpentry for homes and shops. Free on-site quotes.',
      ar: 'ترميم ودهان وتبليط ونجارة للمنازل والمحلات. كشف وتسعير مجاني في الموقع.',
    },
  },
  {
    slug: 'antaki-design-studio',
    name: 'Antaki Design Studio',
    type: 'service_provider',
    categoryId: CATEGORY_IDS.serviceProviders,
    city: 'Latakia',
    verified: true,
    description: {
      en: 'Logos, websites, photography and translation for small businesses, in Arabic and English.',
      ar: 'شعارات ومواقع إلكترونية وتصوير وترجمة للأعمال الصغيرة، بالعربية والإنجليزية.',
    },
  },
  {
    slug: 'zeidan-travel',
    name: 'Zeidan Travel & Tours',
    type: 'travel_agency',
    categoryId: 1,
    city: 'Damascus',
    verified: true,
    description: {
      en: 'Flights, hotels, Umrah packages and guided tours across the region, with 24-hour support.',
      ar: 'حجوزات طيران وفنادق وبرامج عمرة وجولات سياحية مع مرشدين في المنطقة، ودعم على مدار الساعة.',
    },
  },
];

export type StoreRow = typeof stores.$inferInsert & {
  id: number;
  ownerId: number;
  slug: string;
  createdAt: Date;
};

export function storeImagePath(slug: string, kind: 'logo' | 'cover'): string {
  return `/media/stores/${slug}-${kind}.webp`;
}

export function buildStores(): StoreRow[] {
  const rng = createRng('stores');
  return STORE_DATA.map((store, index) => {
    const city = cityNamed(store.city);
    return {
      id: index + 1,
      slug: store.slug,
      ownerId: storeOwnerId(index),
      storeType: store.type,
      categoryId: store.categoryId,
      storeName: store.name,
      storeEmail: `info@${store.slug}.example.com`,
      storeWebsite: `https://www.${store.slug}.example.com`,
      storePhoneNumber: `+96311${String(rng.int(2_000_000, 6_999_999))}`,
      descriptionEn: store.description.en,
      descriptionAr: store.description.ar,
      profileImage: storeImagePath(store.slug, 'logo'),
      coverImage: storeImagePath(store.slug, 'cover'),
      countryId: city.countryId,
      cityId: city.id,
      latitude: Number((city.lat + (rng.next() - 0.5) * 0.04).toFixed(5)),
      longitude: Number((city.lng + (rng.next() - 0.5) * 0.04).toFixed(5)),
      isVerified: store.verified,
      createdAt: daysBefore(rng.int(200, 600)),
    };
  });
}
