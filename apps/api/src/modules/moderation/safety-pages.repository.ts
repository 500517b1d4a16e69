import type { SafetyPage, SafetyPageBody, SafetyPageSlug } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentPages } from '../../db/schema/index.ts';
import { sanitizeOnServer } from '@souq/contracts/sanitize-on-server';
import { writeLog, type Actor } from './moderation-log.ts';

function toPage(slug: SafetyPageSlug, row: typeof contentPages.$inferSelect): SafetyPage {
  return {
    slug,
    title_en: row.titleEn,
    title_ar: row.titleAr,
    body_en: row.bodyEn,
    body_ar: row.bodyAr,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A safety page in both languages, as staff edit it; undefined when it was never written. */
export async function findSafetyPage(
  db: Database,
  slug: SafetyPageSlug,
): Promise<SafetyPage | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return row && toPage(slug, row);
}

/**
 * Writes a safety page (both languages; the bodies through the server's sanitizer) with its
 * audit line, the page before and after.
 */
export async function saveSafetyPage(
  db: Database,
  slug: SafetyPageSlug,
  body: SafetyPageBody,
  actor: Actor,
): Promise<SafetyPage> {
  const values = {
    titleEn: body.title_en,
    titleAr: body.title_ar,
    bodyEn: sanitizeOnServer(body.body_en),
    bodyAr: sanitizeOnServer(body.body_ar),
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contentPages)
      .where(eq(contentPages.slug, slug))
      .for('update');
    const [row] = await tx
      .insert(contentPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: contentPages.slug, set: values })
      .returning();
    if (!row) throw new Error(`content page ${slug} not saved`);
    const page = toPage(slug, row);
    await writeLog(tx, {
      actor,
      action: 'content.update',
      target: 'content',
      targetId: null,
      before: before ? toPage(slug, before) : null,
      after: page,
    });
    return page;
  });
}
