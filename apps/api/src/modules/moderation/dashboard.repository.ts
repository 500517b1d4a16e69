import type { ModerationDashboard } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { countHeldAds } from './queue.repository.ts';

/**
 * The console's figures, each read from an index: open reports (`reports_state_created_at_id`),
 * held ads (`ads_held_index`), the median time from a report to its decision over the last 30
 * days (`reports_decided_at_index`), and the accounts and ads made since midnight UTC.
 */
export async function loadDashboard(db: Database): Promise<ModerationDashboard> {
  const [figures, heldAds] = await Promise.all([
    db.execute<{
      open_reports: number;
      median_hours: number | null;
      new_accounts: number;
      new_ads: number;
    }>(sql`
      select
        (select count(*) from reports where state = 'open') as open_reports,
        (select percentile_cont(0.5) within group (
            order by extract(epoch from decided_at - created_at) / 3600)
          from reports
          where decided_at is not null and decided_at > now() - interval '30 days'
        ) as median_hours,
        (select count(*) from users where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') as new_accounts,
        (select count(*) from ads where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') as new_ads`),
    countHeldAds(db),
  ]);
  const row = figures.rows[0];
  // count(*) is read as a number (db/client.ts), percentile_cont as a double.
  const median = row?.median_hours ?? null;
  return {
    open_reports: row?.open_reports ?? 0,
    held_ads: heldAds,
    median_hours_to_decision: median === null ? null : Math.round(median * 10) / 10,
    new_accounts_today: row?.new_accounts ?? 0,
    new_ads_today: row?.new_ads ?? 0,
  };
}
