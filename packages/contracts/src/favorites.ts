import * as z from 'zod';
import { ad } from './ads.ts';

/** A favourite job as the favourites page lists it. */
export const favoriteJobCard = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  company_image: z.string().nullable(),
  location: z.string().nullable(),
  date_posted: z.string(),
});
export type FavoriteJobCard = z.infer<typeof favoriteJobCard>;

/**
 * `GET /favorites`: the signed-in user's favourite ads, as the ad card everywhere else shows
 * them (price, rating, views), and jobs; the latest favourite first.
 */
export const favoritesData = z.object({
  ads: z.array(ad),
  jobs: z.array(favoriteJobCard),
});
export type FavoritesData = z.infer<typeof favoritesData>;
