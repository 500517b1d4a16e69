import type { AttributeValue, filterType } from '../../schema/index.ts';
import type { Rng } from '../prng.ts';
import type { Bilingual } from '../types.ts';

export type FilterType = (typeof filterType.enumValues)[number];

/** A filter definition before it gets its id; choice filters list `{ en, ar }` options. */
export type FilterSeed = Bilingual & {
  type: FilterType;
  values: Bilingual[] | number[];
  /** A seller must answer it when posting (the category's main choices). */
  required?: boolean;
  /** The category's price range, answered by the ad's price. */
  isPrice?: boolean;
};

/** An ad attribute, linked to the filter it answers (null for plain specifications). */
export type AttributeSeed = {
  filter: FilterSeed | null;
  name: Bilingual;
  value: AttributeValue;
  numeric: number | null;
};

/** What a category template makes for one ad; ownership, place and dates are added later. */
export type AdDraft = {
  subCategorySlug: string | null;
  title: Bilingual;
  price: number;
  description: Bilingual;
  attributes: AttributeSeed[];
};

export type CategoryTemplate = {
  slug: string;
  filters: FilterSeed[];
  count: number;
  draft: (rng: Rng, index: number) => AdDraft;
};
