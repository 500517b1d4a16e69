import type { ConsoleInterest, InterestBody } from '@souq/contracts';
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tags, userInterests } from '../../db/schema/index.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';

type TagRow = typeof tags.$inferSelect;

/** An interest as the console and its audit lines show it, without its count of people. */
export type InterestFields = Omit<ConsoleInterest, 'users'>;

export function interestFields(row: TagRow): InterestFields {
  return { id: row.id, name_en: row.nameEn, name_ar: row.nameAr, position: row.position };
}

/** Every interest in the order registration offers them, with how many people chose each. */
export async function listInterests(db: Database): Promise<ConsoleInterest[]> {
  const [rows, chosen] = await Promise.all([
    db.select().from(tags).orderBy(asc(tags.position), asc(tags.id)),
    db
      .select({ id: userInterests.tagId, users: count() })
      .from(userInterests)
      .groupBy(userInterests.tagId),
  ]);
  const byTag = new Map(chosen.map((row) => [row.id, row.users]));
  return rows.map((row) => ({ ...interestFields(row), users: byTag.get(row.id) ?? 0 }));
}

export async function findInterest(tx: Transaction, id: number): Promise<TagRow | undefined> {
  const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
  return row;
}

/**
 * The ids of every interest in their order, each locked: two writes to the list wait for each
 * other, so a name checked free stays free until its transaction ends, and a reorder sees the
 * list it replaces.
 */
export async function orderOf(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .orderBy(asc(tags.position), asc(tags.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * The fields whose name another interest has already, whatever the case (`Cars`, `cars`):
 * registration would offer two chips that read the same.
 */
export async function takenNames(
  tx: Transaction,
  body: InterestBody,
  exceptId: number | null,
): Promise<('name_en' | 'name_ar')[]> {
  const other = exceptId === null ? undefined : ne(tags.id, exceptId);
  const taken = async (column: typeof tags.nameEn | typeof tags.nameAr, name: string) => {
    const [row] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(sql`lower(${column}) = lower(${name})`, other))
      .limit(1);
    return row !== undefined;
  };
  // In turn: a transaction's one connection takes one statement at a time.
  const en = await taken(tags.nameEn, body.name_en);
  const ar = await taken(tags.nameAr, body.name_ar);
  return [...(en ? (['name_en'] as const) : []), ...(ar ? (['name_ar'] as const) : [])];
}

/** Adds an interest last in the order. */
export async function insertInterest(tx: Transaction, body: InterestBody): Promise<TagRow> {
  const [last] = await tx.select({ position: max(tags.position) }).from(tags);
  const [row] = await tx
    .insert(tags)
    .values({ nameEn: body.name_en, nameAr: body.name_ar, position: (last?.position ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('interest not inserted');
  return row;
}

export async function renameInterest(
  tx: Transaction,
  id: number,
  body: InterestBody,
): Promise<TagRow> {
  const [row] = await tx
    .update(tags)
    .set({ nameEn: body.name_en, nameAr: body.name_ar })
    .where(eq(tags.id, id))
    .returning();
  if (!row) throw new Error('interest not updated');
  return row;
}

/** How many people chose an interest. */
export async function choosersOf(tx: Transaction, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userInterests)
    .where(eq(userInterests.tagId, id));
  return row?.n ?? 0;
}

/** Deletes an interest, and takes it out of the interests of whoever chose it. */
export async function deleteInterest(tx: Transaction, id: number): Promise<void> {
  // The foreign key would cascade too; said here, so the deletion does not hang on it.
  await tx.delete(userInterests).where(eq(userInterests.tagId, id));
  await tx.delete(tags).where(eq(tags.id, id));
}

/** Numbers the interests 0, 1, 2… in the order given. */
export async function writeOrder(tx: Transaction, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(tags).set({ position }).where(eq(tags.id, id));
  }
}
