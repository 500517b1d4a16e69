import {
  CATEGORY_IDS,
  type ReportEvidence,
  type ReportReason,
  type ReportTarget,
  type StaffRole,
} from '@souq/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { ads, moderationLog, reports, userNotices, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser, newIdentity, type Identity } from '../helpers/auth.ts';

/** A signed-in account: its id, identity and the headers that carry its session. */
export type Member = {
  id: number;
  identity: Identity;
  headers: { authorization: string };
};

/**
 * A new verified account, signed in, given `role` afterwards in the database (its session was
 * made before, as if granted while signed in: enough to call the console's routes).
 */
export async function newMember(t: TestContext, role: StaffRole | null = null): Promise<Member> {
  const verified = await createVerifiedUser(t.app, newIdentity());
  const { identity, token } = verified;
  const { id } = verified.user as { id: number };
  if (role) await t.database.db.update(users).set({ staffRole: role }).where(eq(users.id, id));
  return { id, identity, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A test file's app (`createTestApp(overrides)`, on the database of `sharedWith` when given) and
 * a signed-in member for each name of `cast`, with the role it maps to (null: none): made before
 * the file's tests, closed after them. The objects returned are filled in place then, so a file
 * takes them apart at its top and its tests use them as they are.
 */
export function moderationApp<const Cast extends Record<string, StaffRole | null>>(
  cast: Cast,
  overrides: Parameters<typeof createTestApp>[0] = {},
  sharedWith?: TestContext,
): { t: TestContext; db: () => Database } & { [Name in keyof Cast]: Member } {
  const t = {} as TestContext;
  const people = Object.entries(cast).map(([name, role]) => ({ name, role, member: {} as Member }));
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, sharedWith?.database));
    await Promise.all(
      people.map(async ({ role, member }) => Object.assign(member, await newMember(t, role))),
    );
  });
  afterAll(() => t.close());
  const members = Object.fromEntries(people.map(({ name, member }) => [name, member]));
  return { ...(members as { [Name in keyof Cast]: Member }), t, db: () => t.database.db };
}

type AdStatus = (typeof ads.$inferInsert)['status'];
type AdValues = { status?: AdStatus; holdReason?: string | null; statusBeforeHidden?: AdStatus };

/** An ad of its own for a test, in the given state. */
export async function newAd(db: Database, ownerId: number, values: AdValues = {}): Promise<number> {
  const [row] = await db
    .insert(ads)
    .values({
      categoryId: CATEGORY_IDS.bikes,
      userId: ownerId,
      titleEn: 'Moderation test bike',
      titleAr: 'دراجة لاختبار الإشراف',
      descriptionEn: '<p>Fine bike<script>alert(1)</script></p>',
      descriptionAr: '<p>دراجة جيدة</p>',
      price: 150,
      ...values,
    })
    .returning({ id: ads.id });
  if (!row) throw new Error('ad not inserted');
  return row.id;
}

export function adEvidence(title = 'Moderation test bike'): ReportEvidence {
  return { kind: 'ad', title, description: '<p>Fine bike</p>', price: 150, pictures: [] };
}

/** A report as the report routes store it. */
export async function newReport(
  db: Database,
  values: {
    target: ReportTarget;
    targetId: number;
    reporterId: number;
    subjectUserId?: number | null;
    reason?: ReportReason;
    note?: string;
    createdAt?: Date;
    evidence?: ReportEvidence;
  },
): Promise<number> {
  const [row] = await db
    .insert(reports)
    .values({
      target: values.target,
      targetId: values.targetId,
      reporterId: values.reporterId,
      subjectUserId: values.subjectUserId ?? null,
      reason: values.reason ?? 'scam',
      note: values.note ?? '',
      evidence: values.evidence ?? adEvidence(),
      ...(values.createdAt && { createdAt: values.createdAt }),
    })
    .returning({ id: reports.id });
  if (!row) throw new Error('report not inserted');
  return row.id;
}

/**
 * An ad of its own for a test (in the `ad` state), reported by each of `reporterIds` in turn
 * (with `note`), the owner as the reports' subject.
 */
export async function reportedAd(
  db: Database,
  values: { ownerId: number; reporterIds: number[]; ad?: AdValues; note?: string },
): Promise<number> {
  const adId = await newAd(db, values.ownerId, values.ad);
  for (const reporterId of values.reporterIds) {
    await newReport(db, {
      target: 'ad',
      targetId: adId,
      reporterId,
      subjectUserId: values.ownerId,
      ...(values.note !== undefined && { note: values.note }),
    });
  }
  return adId;
}

export async function adRow(db: Database, id: number) {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  if (!row) throw new Error(`no ad ${String(id)}`);
  return row;
}

export async function userRow(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${String(id)}`);
  return row;
}

/** The audit lines of a target, newest first. */
export async function auditOf(db: Database, target: string, targetId: number) {
  return db
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.target, target), eq(moderationLog.targetId, targetId)))
    .orderBy(desc(moderationLog.id));
}

export async function noticesOf(db: Database, userId: number) {
  return db
    .select()
    .from(userNotices)
    .where(eq(userNotices.userId, userId))
    .orderBy(desc(userNotices.id));
}

export async function reportStates(db: Database, target: ReportTarget, targetId: number) {
  const rows = await db
    .select({ state: reports.state, decidedBy: reports.decidedBy })
    .from(reports)
    .where(and(eq(reports.target, target), eq(reports.targetId, targetId)));
  return rows;
}

/** An injected request's status, JSON body and headers. */
export async function call(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: options.headers ?? {},
    ...(options.payload && { payload: options.payload }),
  });
  return {
    status: res.statusCode,
    body: res.json<{
      data?: unknown;
      message?: string;
      errors?: Record<string, string[]>;
      total?: number;
    }>(),
    headers: res.headers,
  };
}
