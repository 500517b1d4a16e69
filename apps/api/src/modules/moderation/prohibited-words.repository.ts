import type { ProhibitedWord } from '@souq/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prohibitedWords } from '../../db/schema/index.ts';
import { foldText } from '../../db/schema/text.ts';
import { uniqueViolation } from '../../shared/db-errors.ts';
import { FieldError } from '../../shared/errors.ts';
import { writeLog, type Actor } from './moderation-log.ts';

/**
 * A word or phrase as the automatic check matches it: folded as search folds Arabic (alef, yeh
 * and teh marbuta forms, tatweel and short vowels) and lower-cased, its words (letters and
 * digits) joined by one space, so `AK-47` and `ak 47`, `مسدّس` and `مسدس` are one entry.
 */
export function foldWord(word: string): string {
  return (foldText(word).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

function toWord(row: typeof prohibitedWords.$inferSelect): ProhibitedWord {
  return {
    id: row.id,
    word: row.word,
    folded: row.folded,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listProhibitedWords(db: Database): Promise<ProhibitedWord[]> {
  const rows = await db
    .select()
    .from(prohibitedWords)
    .orderBy(asc(prohibitedWords.folded), asc(prohibitedWords.id));
  return rows.map(toWord);
}

/** Adds a word with its audit line; 422 on `word` when its folded form is on the list already. */
export async function addProhibitedWord(
  db: Database,
  word: string,
  actor: Actor,
): Promise<ProhibitedWord> {
  const folded = foldWord(word);
  if (folded.length < 2) throw new FieldError({ word: 'prohibited_word_length' });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(prohibitedWords).values({ word, folded }).returning();
      if (!row) throw new Error('prohibited word not inserted');
      await writeLog(tx, {
        actor,
        action: 'word.add',
        target: 'word',
        targetId: row.id,
        after: { word, folded },
      });
      return toWord(row);
    });
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new FieldError({ word: 'prohibited_word_exists' });
  }
}

/** Removes a word with its audit line; false when there is no such word. */
export async function removeProhibitedWord(
  db: Database,
  id: number,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(prohibitedWords).where(eq(prohibitedWords.id, id)).returning();
    if (!row) return false;
    await writeLog(tx, {
      actor,
      action: 'word.remove',
      target: 'word',
      targetId: id,
      before: { word: row.word, folded: row.folded },
    });
    return true;
  });
}
