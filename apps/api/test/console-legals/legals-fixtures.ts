import type { LegalGroup } from '@souq/contracts';
import { asc, eq } from 'drizzle-orm';
import { legalSections } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';

const unique = () => String(Math.random()).slice(2, 10);

/** A question of its own, last in its group. */
export async function newLegal(
  t: TestContext,
  group: LegalGroup = 'help_support',
): Promise<number> {
  const token = unique();
  const [row] = await t.database.db
    .insert(legalSections)
    .values({
      group,
      position: 1000,
      questionEn: `Question ${token}?`,
      questionAr: `سؤال ${token}؟`,
      answerEn: `Answer ${token}.`,
      answerAr: `جواب ${token}.`,
    })
    .returning({ id: legalSections.id });
  if (!row) throw new Error('legal section not inserted');
  t.app.contentChanges.emit('content'); // as a route adding it would (`/Legals` is cached)
  return row.id;
}

/** The ids of a group's questions, in the page's order. */
export async function legalOrder(t: TestContext, group: LegalGroup): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: legalSections.id })
    .from(legalSections)
    .where(eq(legalSections.group, group))
    .orderBy(asc(legalSections.position), asc(legalSections.id));
  return rows.map((row) => row.id);
}

export const legalPayload = (group: LegalGroup = 'help_support') => {
  const token = unique();
  return {
    group,
    question_en: `How do I do ${token}?`,
    question_ar: `كيف أفعل ${token}؟`,
    answer_en: `Like this, ${token}.\nThen like that.`,
    answer_ar: `هكذا، ${token}.\nثم هكذا.`,
  };
};

type LegalRule = { role: 'admin'; sample: () => Promise<{ url: string; payload?: object }> };

/** The authorization matrix's rules for `/api/admin/legals` (every route admin only). */
export function legalRules(t: TestContext): Record<string, LegalRule> {
  const admin = (sample: LegalRule['sample']): LegalRule => ({ role: 'admin', sample });
  return {
    'GET /api/admin/legals': admin(async () => ({ url: '/api/admin/legals' })),
    'POST /api/admin/legals': admin(async () => ({
      url: '/api/admin/legals',
      payload: legalPayload(),
    })),
    'PUT /api/admin/legals/order': admin(async () => ({
      url: '/api/admin/legals/order',
      payload: { group: 'help_support', ids: await legalOrder(t, 'help_support') },
    })),
    'PUT /api/admin/legals/{id}': admin(async () => ({
      url: `/api/admin/legals/${String(await newLegal(t))}`,
      payload: legalPayload(),
    })),
    'DELETE /api/admin/legals/{id}': admin(async () => ({
      url: `/api/admin/legals/${String(await newLegal(t))}`,
    })),
  };
}
