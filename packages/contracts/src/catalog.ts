import * as z from 'zod';

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** A positive whole number read from a query string or a path segment. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

export const category = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type Category = z.infer<typeof category>;

export const subCategory = z.object({ id: z.number().int(), name: z.string() });
export type SubCategory = z.infer<typeof subCategory>;

/** `GET /categories` lists the top level; `?categoryId=` lists that category's children. */
export const categoriesQuery = z.object({ categoryId: idParam.optional() });

export const banner = z.object({
  id: z.number().int(),
  website_image: z.string(),
  target_id: z.number().int().nullable(),
});
export type Banner = z.infer<typeof banner>;

export const country = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  flag: z.string(),
});
export type Country = z.infer<typeof country>;

export const tag = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tag>;
