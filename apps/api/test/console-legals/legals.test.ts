import type { ConsoleLegal, ConsoleLegals, LegalGroup, LegalsData } from '@souq/contracts';
import { LEGAL_LIMITS } from '@souq/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalSections, moderationLog } from '../../src/db/schema/index.ts';
import { auditOf, call, moderationApp } from '../moderation/fixtures.ts';
import { legalOrder, legalPayload, newLegal } from './legals-fixtures.ts';

/** Issue 47: the questions and answers of the legals page an admin edits in the console. */

const { t, admin } = moderationApp({ admin: 'admin' });

const asAdmin = (lang = 'en') => ({ ...admin.headers, lang });

const consoleLegals = async () =>
  (await call(t, 'GET', '/api/admin/legals', { headers: admin.headers })).body
    .data as ConsoleLegals;

/** A group's questions on the public page, as a visitor reads them (in `lang`). */
const shown = async (group: LegalGroup, lang = 'en') => {
  const data = (await call(t, 'GET', '/api/Legals', { headers: { lang } })).body.data as LegalsData;
  return data.find((g) => g.group === group)?.sections ?? [];
};

const legalTotal = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(legalSections);
  return row?.n ?? 0;
};

describe('the list', () => {
  it('shows both groups, in both languages, in the order of the page', async () => {
    const list = await consoleLegals();
    expect(list.map((g) => g.group)).toEqual(['privacy_policy', 'help_support']);
    for (const { group, sections } of list) {
      expect(sections.map((s) => s.id)).toEqual(await legalOrder(t, group));
      expect(sections.map((s) => s.id)).toEqual((await shown(group)).map((s) => s.id));
      expect(sections.every((s) => s.group === group)).toBe(true);
    }
    expect(list[0]?.sections[0]).toMatchObject({
      question_en: 'What information do we collect?',
      question_ar: 'ما المعلومات التي نجمعها؟',
    });
  });
});

describe('a question', () => {
  it('is added last in its group, audited, and on the page at once in both languages', async () => {
    const before = await shown('help_support', 'ar');
    const payload = legalPayload();
    const added = await call(t, 'POST', '/api/admin/legals', {
      headers: asAdmin(),
      payload: {
        ...payload,
        question_en: `  ${payload.question_en} `,
        answer_ar: ` ${payload.answer_ar}\n`,
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('The question has been saved.');
    const legal = added.body.data as ConsoleLegal;
    expect(legal).toMatchObject({ ...payload, id: expect.any(Number) as number });
    expect((await legalOrder(t, 'help_support')).at(-1)).toBe(legal.id);

    const [line] = await auditOf(t.database.db, 'legal', legal.id);
    expect(line).toMatchObject({ action: 'legal.add', actorId: admin.id, before: null });
    expect(line?.after).toMatchObject(payload);

    // The public answer was kept (read above): the change dropped it, in each language.
    expect(before.map((s) => s.id)).not.toContain(legal.id);
    expect((await shown('help_support', 'ar')).at(-1)).toEqual({
      id: legal.id,
      question: payload.question_ar,
      answer: payload.answer_ar,
    });
    expect((await shown('help_support', 'en')).at(-1)).toEqual({
      id: legal.id,
      question: payload.question_en,
      answer: payload.answer_en,
    });
  });

  it('is refused, with each field told in the request language, changing nothing', async () => {
    const total = await legalTotal();
    const noArabic = await call(t, 'POST', '/api/admin/legals', {
      headers: asAdmin('ar'),
      payload: { ...legalPayload(), question_ar: '   ' },
    });
    expect(noArabic.status).toBe(422);
    expect(noArabic.body.errors).toEqual({ question_ar: ['هذا الحقل مطلوب.'] });

    const long = await call(t, 'POST', '/api/admin/legals', {
      headers: asAdmin(),
      payload: {
        ...legalPayload(),
        question_en: 'x'.repeat(LEGAL_LIMITS.questionMax + 1),
        answer_ar: 'س'.repeat(LEGAL_LIMITS.answerMax + 1),
      },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      question_en: ['Must be at most 300 characters.'],
      answer_ar: ['Must be at most 5000 characters.'],
    });
    const longAr = await call(t, 'POST', '/api/admin/legals', {
      headers: asAdmin('ar'),
      payload: { ...legalPayload(), answer_en: 'x'.repeat(LEGAL_LIMITS.answerMax + 1) },
    });
    expect(longAr.body.errors).toEqual({ answer_en: ['يجب ألا يزيد عن 5000 حرفاً.'] });

    // No English answer at all, and a group the page has not.
    const missing = await call(t, 'POST', '/api/admin/legals', {
      headers: asAdmin(),
      payload: { ...legalPayload(), answer_en: undefined, group: 'faq' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.answer_en).toEqual(['This field is required.']);
    expect(missing.body.errors?.group).toBeDefined();
    expect(await legalTotal()).toBe(total);

    const id = await newLegal(t);
    const edit = await call(t, 'PUT', `/api/admin/legals/${String(id)}`, {
      headers: asAdmin('ar'),
      payload: { ...legalPayload(), answer_ar: '' },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors).toEqual({ answer_ar: ['هذا الحقل مطلوب.'] });
    expect(await auditOf(t.database.db, 'legal', id)).toEqual([]);
  });

  it('is edited in both languages with its before and after in the log, and shown so at once', async () => {
    const id = await newLegal(t);
    expect((await shown('help_support')).find((s) => s.id === id)?.question).toMatch(/^Question /);
    const payload = legalPayload();
    const saved = await call(t, 'PUT', `/api/admin/legals/${String(id)}`, {
      headers: asAdmin('ar'),
      payload,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('تم حفظ السؤال.');
    // It keeps its place in its group.
    expect(saved.body.data).toMatchObject({ ...payload, position: 1000 });
    expect((await shown('help_support')).find((s) => s.id === id)).toEqual({
      id,
      question: payload.question_en,
      answer: payload.answer_en,
    });
    expect((await shown('help_support', 'ar')).find((s) => s.id === id)).toEqual({
      id,
      question: payload.question_ar,
      answer: payload.answer_ar,
    });
    const [line] = await auditOf(t.database.db, 'legal', id);
    expect(line?.action).toBe('legal.update');
    expect(line?.before).toMatchObject({
      question_en: expect.stringMatching(/^Question /) as string,
    });
    expect(line?.after).toMatchObject(payload);

    const missing = await call(t, 'PUT', '/api/admin/legals/999999', {
      headers: asAdmin(),
      payload: legalPayload(),
    });
    expect(missing.status).toBe(404);
  });

  it('moved to the other group, goes last there and leaves its own', async () => {
    await newLegal(t, 'privacy_policy');
    const id = await newLegal(t);
    const payload = legalPayload('privacy_policy');
    const moved = await call(t, 'PUT', `/api/admin/legals/${String(id)}`, {
      headers: asAdmin(),
      payload,
    });
    expect(moved.status).toBe(200);
    expect((await legalOrder(t, 'privacy_policy')).at(-1)).toBe(id);
    expect(await legalOrder(t, 'help_support')).not.toContain(id);
    expect((await shown('privacy_policy', 'ar')).at(-1)?.id).toBe(id);
    expect((await shown('help_support', 'ar')).map((s) => s.id)).not.toContain(id);
    const [line] = await auditOf(t.database.db, 'legal', id);
    expect(line?.before).toMatchObject({ group: 'help_support' });
    expect(line?.after).toMatchObject({ group: 'privacy_policy', position: 1001 });
  });

  it('is deleted, audited, and leaves the page at once', async () => {
    const id = await newLegal(t);
    expect((await shown('help_support', 'ar')).map((s) => s.id)).toContain(id);
    const url = `/api/admin/legals/${String(id)}`;
    const removed = await call(t, 'DELETE', url, { headers: asAdmin('ar') });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('تم حذف السؤال.');
    expect(await legalOrder(t, 'help_support')).not.toContain(id);
    expect((await shown('help_support', 'ar')).map((s) => s.id)).not.toContain(id);
    expect((await shown('help_support', 'en')).map((s) => s.id)).not.toContain(id);
    const [line] = await auditOf(t.database.db, 'legal', id);
    expect(line).toMatchObject({ action: 'legal.remove', after: null });
    expect(line?.before).toMatchObject({ id, group: 'help_support' });

    const again = await call(t, 'DELETE', url, { headers: asAdmin() });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Not found.');
  });
});

describe('a group', () => {
  it('is reordered as the page shows it, only with all its questions, each once', async () => {
    await newLegal(t);
    const before = await legalOrder(t, 'help_support');
    const privacy = await legalOrder(t, 'privacy_policy');
    const reversed = [...before].reverse();
    const url = '/api/admin/legals/order';
    const done = await call(t, 'PUT', url, {
      headers: asAdmin(),
      payload: { group: 'help_support', ids: reversed },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('The new order of the questions has been saved.');
    expect(await legalOrder(t, 'help_support')).toEqual(reversed);
    expect(await legalOrder(t, 'privacy_policy')).toEqual(privacy);
    expect((await shown('help_support', 'ar')).map((s) => s.id)).toEqual(reversed);
    expect((await shown('help_support', 'en')).map((s) => s.id)).toEqual(reversed);
    const [line] = await t.database.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.action, 'legals.reorder'));
    expect(line).toMatchObject({
      target: 'legal',
      targetId: null,
      before: { group: 'help_support', ids: before },
      after: { group: 'help_support', ids: reversed },
    });

    for (const ids of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 1_000_000],
      [...reversed, ...privacy.slice(0, 1)],
    ]) {
      const wrong = await call(t, 'PUT', url, {
        headers: asAdmin('ar'),
        payload: { group: 'help_support', ids },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.ids).toEqual([
        'يجب أن يذكر الترتيب الجديد كل سؤال في المجموعة مرة واحدة.',
      ]);
    }
    // The other group's list is not this one's.
    const otherGroup = await call(t, 'PUT', url, {
      headers: asAdmin(),
      payload: { group: 'privacy_policy', ids: reversed },
    });
    expect(otherGroup.status).toBe(422);
    expect(otherGroup.body.errors?.ids).toEqual([
      'The new order must name each question of the group once.',
    ]);
    expect(await legalOrder(t, 'help_support')).toEqual(reversed);
    expect(await legalOrder(t, 'privacy_policy')).toEqual(privacy);
    expect(
      await t.database.db
        .select({ n: count() })
        .from(moderationLog)
        .where(eq(moderationLog.action, 'legals.reorder')),
    ).toEqual([{ n: 1 }]);
    const back = await call(t, 'PUT', url, {
      headers: asAdmin(),
      payload: { group: 'help_support', ids: before },
    });
    expect(back.status).toBe(200);
  });
});
