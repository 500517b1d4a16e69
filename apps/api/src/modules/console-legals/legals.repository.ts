import {
  LEGAL_GROUPS,
  type ConsoleLegal,
  type ConsoleLegals,
  type LegalBody,
  type LegalGroup,
} from '@souq/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { legalSections } from '../../db/schema/index.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';

type LegalRow = typeof legalSections.$inferSelect;

/** A question as the console and its audit lines show it. */
export function legalFields(row: LegalRow): ConsoleLegal {
  return {
    id: row.id,
    group: row.group,
    position: row.position,
    question_en: row.questionEn,
    question_ar: row.questionAr,
    answer_en: row.answerEn,
    answer_ar: row.answerAr,
  };
}

const byPlace = (a: LegalRow, b: LegalRow) => a.position - b.position || a.id - b.id;

/** The ids of a group's questions in the page's order (position, then id, as `/Legals`). */
export function orderIn(rows: readonly LegalRow[], group: LegalGroup): number[] {
  return rows
    .filter((row) => row.group === group)
    .sort(byPlace)
    .map((row) => row.id);
}

/** Both groups in the page's order, each with its questions in theirs, in both languages. */
export async function listConsoleLegals(db: Database): Promise<ConsoleLegals> {
  const rows = await db
    .select()
    .from(legalSections)
    .orderBy(asc(legalSections.position), asc(legalSections.id));
  return LEGAL_GROUPS.map((group) => ({
    group,
    sections: rows.filter((row) => row.group === group).map(legalFields),
  }));
}

/**
 * Every question, each locked, in the order of their ids (which never change, so two writes
 * lock them in the same order and wait for each other rather than deadlock). The page holds a
 * few dozen at most: a write sees the lists it changes as they stay until it ends.
 */
export async function lockedLegals(tx: Transaction): Promise<LegalRow[]> {
  return tx.select().from(legalSections).orderBy(asc(legalSections.id)).for('update');
}

/** The position after the last question of a group: a new or moved question comes last. */
function nextPosition(rows: readonly LegalRow[], group: LegalGroup): number {
  return (
    rows.reduce((last, row) => (row.group === group ? Math.max(last, row.position) : last), -1) + 1
  );
}

const columns = (body: LegalBody) => ({
  group: body.group,
  questionEn: body.question_en,
  questionAr: body.question_ar,
  answerEn: body.answer_en,
  answerAr: body.answer_ar,
});

/** Adds a question last in its group (`rows`: every question, locked). */
export async function insertLegal(
  tx: Transaction,
  rows: readonly LegalRow[],
  body: LegalBody,
): Promise<LegalRow> {
  const [row] = await tx
    .insert(legalSections)
    .values({ ...columns(body), position: nextPosition(rows, body.group) })
    .returning();
  if (!row) throw new Error('legal section not inserted');
  return row;
}

/** Saves a question; one moved to the other group goes last there. */
export async function updateLegal(
  tx: Transaction,
  rows: readonly LegalRow[],
  before: LegalRow,
  body: LegalBody,
): Promise<LegalRow> {
  const position = body.group === before.group ? before.position : nextPosition(rows, body.group);
  const [row] = await tx
    .update(legalSections)
    .set({ ...columns(body), position })
    .where(eq(legalSections.id, before.id))
    .returning();
  if (!row) throw new Error('legal section not updated');
  return row;
}

export async function deleteLegal(tx: Transaction, id: number): Promise<void> {
  await tx.delete(legalSections).where(eq(legalSections.id, id));
}

/** Numbers a group's questions 0, 1, 2… in the order given. */
export async function writeOrder(tx: Transaction, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(legalSections).set({ position }).where(eq(legalSections.id, id));
  }
}
