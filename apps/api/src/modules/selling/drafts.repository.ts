import type { AdDraft, AdDraftValues } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adDrafts } from '../../db/schema/index.ts';
import { loadAttachable, toUploadedPicture } from './pictures.repository.ts';

/** The user's draft with the pictures it lists that are still theirs to attach, or null. */
export async function loadDraft(db: Database, userId: number): Promise<AdDraft | null> {
  const [row] = await db.select().from(adDrafts).where(eq(adDrafts.userId, userId));
  if (!row) return null;
  const values = row.values as AdDraftValues;
  const pictures = await loadAttachable(db, userId, values.pictures ?? [], null);
  return {
    values: { ...values, pictures: pictures.map((p) => p.id) },
    pictures: pictures.map(toUploadedPicture),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** Keeps what the user has typed so far, over their previous draft. */
export async function saveDraft(db: Database, userId: number, values: AdDraftValues) {
  await db
    .insert(adDrafts)
    .values({ userId, values })
    .onConflictDoUpdate({ target: adDrafts.userId, set: { values, updatedAt: new Date() } });
}

export async function deleteDraft(db: Database, userId: number) {
  await db.delete(adDrafts).where(eq(adDrafts.userId, userId));
}
