import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ads } from '../../apps/api/src/db/schema/index.ts';
import { liveAd } from '../../apps/api/src/modules/ads/live-ad.ts';

/** The ids of the ads a visitor may open (the app's own `liveAd`), by id, read from PostgreSQL. */
export async function liveAdIds(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await drizzle(client, { casing: 'snake_case' })
      .select({ id: ads.id })
      .from(ads)
      .where(liveAd)
      .orderBy(asc(ads.id));
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}
