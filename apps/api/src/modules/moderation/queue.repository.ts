import {
  HOLD_REASONS,
  REPORT_REASONS,
  type AdStatus,
  type HeldAd,
  type HoldReason,
  type Lang,
  type QueueQuery,
  type ReportReason,
  type ReportState,
  type ReportTarget,
  type ReportedTarget,
} from '@souq/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { adImages, ads, moderationLog, reports, users } from '../../db/schema/index.ts';
import { imageUrl } from '../../shared/media.ts';
import { localized } from '../../shared/localized.ts';
import { sanitizeOnServer } from '@souq/contracts/sanitize-on-server';
import { evidenceOf } from './evidence.ts';
import { toReportEntry } from './report-entry.ts';
import { staffViewColumns, toStaffView } from './staff-view.ts';

/** Entries of a queue page. */
export const QUEUE_PAGE_SIZE = 20;

/** The width of the pictures the console shows. */
const EVIDENCE_PICTURE_WIDTH = 640;

type Group = { target: ReportTarget; targetId: number };
type GroupFilters = Omit<QueueQuery, 'kind' | 'page'>;

/** The conditions of the filters on a group's first report `r`. */
function leaderConditions(filters: GroupFilters) {
  return sql.join(
    [
      sql`r.leads and r.state = ${filters.state}`,
      filters.target ? sql`r.target = ${filters.target}` : undefined,
      filters.min_age_days === undefined
        ? undefined
        : sql`r.created_at <= now() - make_interval(days => ${filters.min_age_days})`,
    ].filter((condition) => condition !== undefined),
    sql` and `,
  );
}

/** The group of `r` has a report of this reason (`reports_reasons_index`). */
const hasReason = (reason: ReportReason) => sql`exists (
  select 1 from reports x
  where x.state = r.state and x.reason = ${reason} and x.target = r.target
    and x.target_id = r.target_id)`;

/**
 * One page of the reported targets of a state, oldest first by their first report in it: the
 * groups' first reports, which `leads` marks (kept by triggers, migration 0023), are read in
 * their order from `reports_leaders_index` (or `reports_leaders_target_index`), so a page reads
 * about as many rows as it shows however long the queue, and only its targets are grouped.
 */
export async function pageOfGroups(db: Database, filters: GroupFilters, page: number) {
  const { rows } = await db.execute<{ target: ReportTarget; target_id: number }>(sql`
    select r.target, r.target_id
    from reports r
    where ${leaderConditions(filters)} ${filters.reason ? sql`and ${hasReason(filters.reason)}` : sql``}
    order by r.created_at, r.id
    limit ${QUEUE_PAGE_SIZE} offset ${(page - 1) * QUEUE_PAGE_SIZE}`);
  return rows.map((row): Group => ({ target: row.target, targetId: row.target_id }));
}

/**
 * How many targets the queue holds: its groups' first reports, counted from the leaders' index
 * alone; with a reason, the groups that have one (`reports_reasons_index`, in the order of the
 * targets), then their first reports when the age counts too.
 */
export async function countGroups(db: Database, filters: GroupFilters): Promise<number> {
  const { reason, ...others } = filters;
  const query = reason
    ? sql`
      select count(*) as n
      from (
        select distinct target, target_id from reports
        where state = ${filters.state} and reason = ${reason}
          ${filters.target ? sql`and target = ${filters.target}` : sql``}
      ) g
      ${
        filters.min_age_days === undefined
          ? sql``
          : sql`where exists (
        select 1 from reports r
        where r.target = g.target and r.target_id = g.target_id and ${leaderConditions(others)})`
      }`
    : sql`select count(*) as n from reports r where ${leaderConditions(filters)}`;
  const { rows } = await db.execute<{ n: number }>(query);
  return rows[0]?.n ?? 0;
}

const reporter = alias(users, 'reporter');

/**
 * The targets' reports (of one state, or all), oldest first, in one query with what the console
 * shows beside them: the reporter's name, the person they are about, the ad's status.
 */
async function reportsOf(db: Database, groups: Group[], state: ReportState | undefined) {
  if (groups.length === 0) return [];
  return db
    .select({
      id: reports.id,
      target: reports.target,
      targetId: reports.targetId,
      reporterId: reports.reporterId,
      reporterName: reporter.name,
      reason: reports.reason,
      note: reports.note,
      evidence: reports.evidence,
      state: reports.state,
      createdAt: reports.createdAt,
      subject: staffViewColumns,
      ad: { status: ads.status, expiresAt: ads.expiresAt },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(users, eq(users.id, reports.subjectUserId))
    .leftJoin(ads, and(eq(reports.target, 'ad'), eq(ads.id, reports.targetId)))
    .where(
      and(
        or(
          ...groups.map((g) => and(eq(reports.target, g.target), eq(reports.targetId, g.targetId))),
        ),
        state ? eq(reports.state, state) : undefined,
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

type ReportRow = Awaited<ReturnType<typeof reportsOf>>[number];

/** An ad's status as its owner sees it: an active ad past its expiry is `expired`. */
export function shownStatus(
  status: (typeof ads.$inferSelect)['status'],
  expiresAt: Date,
): AdStatus {
  return status === 'active' && expiresAt.getTime() <= Date.now() ? 'expired' : status;
}

function reasonCounts(rows: ReportRow[]) {
  const counts = new Map<ReportReason, number>();
  for (const row of rows) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  return REPORT_REASONS.flatMap((reason) => {
    const n = counts.get(reason);
    return n === undefined ? [] : [{ reason, count: n }];
  }).sort((a, b) => b.count - a.count);
}

/**
 * The groups as the console shows them, in the groups' order: their reports (of `state`, or
 * every report), the person they are about, the ad's status, the latest report's evidence.
 */
export async function loadGroups(
  db: Database,
  groups: Group[],
  state: ReportState | undefined,
): Promise<ReportedTarget[]> {
  const rows = await reportsOf(db, groups, state);
  const key = (target: string, id: number) => `${target}:${String(id)}`;
  const byGroup = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const k = key(row.target, row.targetId);
    byGroup.set(k, [...(byGroup.get(k) ?? []), row]);
  }
  return groups.flatMap((group): ReportedTarget[] => {
    const list = byGroup.get(key(group.target, group.targetId)) ?? [];
    const [first] = list;
    const latest = list.at(-1);
    if (!first || !latest) return [];
    const subject = list.findLast((row) => row.subject !== null)?.subject ?? null;
    return [
      {
        target: group.target,
        target_id: group.targetId,
        subject: subject && toStaffView(subject),
        ad_status: latest.ad && shownStatus(latest.ad.status, latest.ad.expiresAt),
        reports_count: list.length,
        reasons: reasonCounts(list),
        first_reported_at: first.createdAt.toISOString(),
        reports: list.map(toReportEntry),
        evidence: evidenceOf(group.target, latest.evidence),
      },
    ];
  });
}

/** Every report of one target, open and closed; undefined when it has none. */
export async function findReportedTarget(
  db: Database,
  target: ReportTarget,
  targetId: number,
): Promise<ReportedTarget | undefined> {
  const [found] = await loadGroups(db, [{ target, targetId }], undefined);
  return found;
}

// Held ads

/** A pending ad always has its hold reason: that is what `ads_held_index` holds. */
const held = and(
  eq(ads.status, 'pending'),
  isNotNull(ads.holdReason),
  inArray(ads.holdReason, [...HOLD_REASONS]),
);

const isHoldReason = (value: string | null): value is HoldReason =>
  (HOLD_REASONS as readonly (string | null)[]).includes(value);

export async function countHeldAds(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ads).where(held);
  return row?.n ?? 0;
}

/** The ads waiting for a moderator, the longest waiting first (`ads_held_index`). */
export async function pageOfHeldAds(db: Database, page: number, lang: Lang): Promise<HeldAd[]> {
  const rows = await db
    .select({
      id: ads.id,
      holdReason: ads.holdReason,
      heldAt: ads.updatedAt,
      title: localized(lang, ads.titleEn, ads.titleAr),
      description: localized(lang, ads.descriptionEn, ads.descriptionAr),
      price: ads.price,
      seller: staffViewColumns,
    })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.userId))
    .where(held)
    .orderBy(asc(ads.updatedAt), asc(ads.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  const adIds = rows.map((row) => row.id);
  const [pictures, rejections] = await Promise.all([
    picturesOf(db, adIds),
    rejectionsOf(db, adIds),
  ]);
  return rows.flatMap((row): HeldAd[] =>
    isHoldReason(row.holdReason)
      ? [
          {
            ad_id: row.id,
            hold_reason: row.holdReason,
            held_at: row.heldAt.toISOString(),
            rejected_for: rejections.get(row.id) ?? null,
            seller: toStaffView(row.seller),
            evidence: {
              kind: 'ad',
              title: row.title,
              description: sanitizeOnServer(row.description),
              price: row.price,
              pictures: pictures.get(row.id) ?? [],
            },
          },
        ]
      : [],
  );
}

/**
 * The reason of each ad's latest rejection, for those rejected before (their seller's edit sent
 * them back): from the audit log, by target (`moderation_log`'s target index).
 */
async function rejectionsOf(db: Database, adIds: number[]): Promise<Map<number, string>> {
  if (adIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([moderationLog.targetId], {
      adId: moderationLog.targetId,
      reason: moderationLog.reason,
    })
    .from(moderationLog)
    .where(
      and(
        eq(moderationLog.target, 'ad'),
        inArray(moderationLog.targetId, adIds),
        eq(moderationLog.action, 'ad.reject'),
      ),
    )
    .orderBy(moderationLog.targetId, desc(moderationLog.createdAt), desc(moderationLog.id));
  return new Map(rows.flatMap((row) => (row.adId === null ? [] : [[row.adId, row.reason]])));
}

async function picturesOf(db: Database, adIds: number[]): Promise<Map<number, string[]>> {
  const byAd = new Map<number, string[]>();
  if (adIds.length === 0) return byAd;
  const rows = await db
    .select({ adId: adImages.adId, path: adImages.path })
    .from(adImages)
    .where(inArray(adImages.adId, adIds))
    .orderBy(asc(adImages.position), asc(adImages.id));
  for (const row of rows) {
    if (row.adId === null) continue;
    byAd.set(row.adId, [...(byAd.get(row.adId) ?? []), imageUrl(row.path, EVIDENCE_PICTURE_WIDTH)]);
  }
  return byAd;
}
