import type { FilterSeed } from '../ads/types.ts';
import { SYRIAN_CITIES } from '../places.ts';
import { EXPERIENCE, EXPERIENCES, WORK_TIME, WORK_TIMES } from './standards.ts';

/** Options match the standards' English values, so the list can filter on them. */
export const JOB_FILTERS: { slug: string; filters: FilterSeed[] } = {
  slug: 'jobs',
  filters: [
    { ...WORK_TIME, type: 'work_time', values: WORK_TIMES },
    { ...EXPERIENCE, type: 'dropdown', values: EXPERIENCES },
    {
      en: 'Location',
      ar: 'الموقع',
      type: 'dropdown',
      values: SYRIAN_CITIES.map(({ en, ar }) => ({ en, ar })),
    },
  ],
};
