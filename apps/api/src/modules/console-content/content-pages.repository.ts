import {
  CONTENT_VERSIONS_SHOWN,
  type ContentPageBody,
  type ContentPageSlug,
  type EditablePage,
  type PageVersion,
  type PageVersionDetail,
} from '@souq/contracts';
import { sanitizeOnServer } from '@souq/contracts/sanitize-on-server';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentPages, contentPageVersions, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../shared/errors.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';
import { writeLog, type Actor } from '../moderation/moderation-log.ts';

type PageRow = typeof contentPages.$inferSelect;
type Content = Pick<PageRow, 'titleEn' | 'titleAr' | 'bodyEn' | 'bodyAr'>;

function toPage(slug: ContentPageSlug, row: PageRow, version: number): EditablePage {
  return {
    slug,
    title_en: row.titleEn,
    title_ar: row.titleAr,
    body_en: row.bodyEn,
    body_ar: row.bodyAr,
    version,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function latestVersion(db: Pick<Database, 'select'>, slug: ContentPageSlug): Promise<number> {
  const [row] = await db
    .select({ version: max(contentPageVersions.version) })
    .from(contentPageVersions)
    .where(eq(contentPageVersions.slug, slug));
  return row?.version ?? 0;
}

/** A content page in both languages, as admins edit it; undefined when it was never written. */
export async function findEditablePage(
  db: Database,
  slug: ContentPageSlug,
): Promise<EditablePage | undefined> {
  const [[row], version] = await Promise.all([
    db.select().from(contentPages).where(eq(contentPages.slug, slug)),
    latestVersion(db, slug),
  ]);
  return row && toPage(slug, row, version);
}

/**
 * Writes `content` as the page's newest version, with its audit line (the page before and
 * after). A page first saved from the console keeps what it held before (the seed's) as
 * version 1, so that it can be put back too.
 */
async function writeVersion(
  tx: Transaction,
  slug: ContentPageSlug,
  content: Content,
  log: { actor: Actor; action: string; expected?: number; restoredFrom?: number },
): Promise<EditablePage> {
  const [before] = await tx
    .select()
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
    .for('update');
  let latest = await latestVersion(tx, slug);
  if (log.expected !== undefined && log.expected !== latest) {
    throw new HttpError(409, 'page_changed');
  }
  if (before && latest === 0) {
    latest = 1;
    await tx.insert(contentPageVersions).values({
      slug,
      version: latest,
      titleEn: before.titleEn,
      titleAr: before.titleAr,
      bodyEn: before.bodyEn,
      bodyAr: before.bodyAr,
      savedAt: before.updatedAt,
    });
  }
  const values = { ...content, updatedAt: new Date() };
  const [row] = await tx
    .insert(contentPages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: contentPages.slug, set: values })
    .returning();
  if (!row) throw new Error(`content page ${slug} not saved`);
  const version = latest + 1;
  await tx.insert(contentPageVersions).values({
    slug,
    version,
    ...content,
    savedBy: log.actor?.id ?? null,
    savedAt: row.updatedAt,
    restoredFrom: log.restoredFrom ?? null,
  });
  const page = toPage(slug, row, version);
  await writeLog(tx, {
    actor: log.actor,
    action: log.action,
    target: 'content',
    targetId: null,
    before: before ? toPage(slug, before, latest) : null,
    after: page,
  });
  return page;
}

/**
 * Saves a page in both languages (the bodies as the server's sanitizer keeps them) as its newest
 * version; 409 when `body.version` is not the newest (someone saved meanwhile).
 */
export function saveEditablePage(
  db: Database,
  slug: ContentPageSlug,
  body: ContentPageBody,
  actor: Actor,
): Promise<EditablePage> {
  const content = {
    titleEn: body.title_en.trim(),
    titleAr: body.title_ar.trim(),
    bodyEn: sanitizeOnServer(body.body_en),
    bodyAr: sanitizeOnServer(body.body_ar),
  };
  return db.transaction((tx) =>
    writeVersion(tx, slug, content, { actor, action: 'content.update', expected: body.version }),
  );
}

/** Puts an earlier version back as the page's newest (the history keeps every one); 404 if none. */
export function restorePageVersion(
  db: Database,
  slug: ContentPageSlug,
  version: number,
  actor: Actor,
): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select()
      .from(contentPageVersions)
      .where(and(eq(contentPageVersions.slug, slug), eq(contentPageVersions.version, version)));
    if (!kept) throw notFound();
    const content = {
      titleEn: kept.titleEn,
      titleAr: kept.titleAr,
      bodyEn: kept.bodyEn,
      bodyAr: kept.bodyAr,
    };
    return writeVersion(tx, slug, content, {
      actor,
      action: 'content.restore',
      restoredFrom: version,
    });
  });
}

const versionColumns = {
  version: contentPageVersions.version,
  titleEn: contentPageVersions.titleEn,
  titleAr: contentPageVersions.titleAr,
  savedAt: contentPageVersions.savedAt,
  restoredFrom: contentPageVersions.restoredFrom,
  userId: users.id,
  userName: users.name,
};

type VersionRow = {
  version: number;
  titleEn: string;
  titleAr: string;
  savedAt: Date;
  restoredFrom: number | null;
  userId: number | null;
  userName: string | null;
};

function toVersion(row: VersionRow): PageVersion {
  return {
    version: row.version,
    title_en: row.titleEn,
    title_ar: row.titleAr,
    saved_at: row.savedAt.toISOString(),
    saved_by: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    restored_from: row.restoredFrom,
  };
}

/** The page's newest versions, newest first. */
export async function listPageVersions(
  db: Database,
  slug: ContentPageSlug,
): Promise<PageVersion[]> {
  const rows = await db
    .select(versionColumns)
    .from(contentPageVersions)
    .leftJoin(users, eq(users.id, contentPageVersions.savedBy))
    .where(eq(contentPageVersions.slug, slug))
    .orderBy(desc(contentPageVersions.version))
    .limit(CONTENT_VERSIONS_SHOWN);
  return rows.map(toVersion);
}

/** One version with its bodies, to preview before putting it back. */
export async function findPageVersion(
  db: Database,
  slug: ContentPageSlug,
  version: number,
): Promise<PageVersionDetail | undefined> {
  const [row] = await db
    .select({
      ...versionColumns,
      bodyEn: contentPageVersions.bodyEn,
      bodyAr: contentPageVersions.bodyAr,
    })
    .from(contentPageVersions)
    .leftJoin(users, eq(users.id, contentPageVersions.savedBy))
    .where(and(eq(contentPageVersions.slug, slug), eq(contentPageVersions.version, version)));
  return row && { ...toVersion(row), body_en: row.bodyEn, body_ar: row.bodyAr };
}
