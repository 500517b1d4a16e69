import { bikes } from './bikes.ts';
import { equipmentTemplate } from './equipment.ts';
import { realEstate } from './real-estate.ts';
import { services } from './services.ts';
import { travel } from './travel.ts';
import type { CategoryTemplate } from './types.ts';
import { vehicles } from './vehicles.ts';

/** One template per top-level category that has ads (jobs are job offers, not ads). */
export const TEMPLATES: readonly CategoryTemplate[] = [
  vehicles,
  realEstate,
  bikes,
  equipmentTemplate,
  services,
  travel,
];

/** Ads get ids 1…SEED_AD_COUNT; the bulk generator clones them. */
export const SEED_AD_COUNT = TEMPLATES.reduce((sum, t) => sum + t.count, 0);

/** Distinct pictures generated per category; ads reuse them. */
export const POOL_SIZE = 12;

export function poolPicturePath(slug: string, n: number): string {
  return `/media/ads/${slug}-${String(n).padStart(2, '0')}`;
}
