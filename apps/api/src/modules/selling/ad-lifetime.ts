import { sql } from 'drizzle-orm';

/** How long an ad is live after it is published or renewed. */
export type Lifetime = { days: number };

/** When an ad published or renewed now stops being live. */
export function lifetimeFromNow(lifetime: Lifetime) {
  return sql`now() + make_interval(days => ${lifetime.days})`;
}
