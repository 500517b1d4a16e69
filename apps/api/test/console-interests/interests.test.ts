import type { ConsoleInterest, Tag } from '@souq/contracts';
import { INTEREST_NAME_MAX } from '@souq/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationLog, tags, userInterests } from '../../src/db/schema/index.ts';
import { auditOf, call, moderationApp, newMember } from '../moderation/fixtures.ts';
import { choosers, interestOrder, interestPayload, newInterest } from './interests-fixtures.ts';

/** Issue 47: the interests (registration's step 2) an admin edits in the console. */

const { t, admin, seller } = moderationApp({ admin: 'admin', seller: null });

const asAdmin = (lang = 'en') => ({ ...admin.headers, lang });

const interests = async () =>
  (await call(t, 'GET', '/api/admin/interests', { headers: admin.headers })).body
    .data as ConsoleInterest[];

/** The interests registration offers, as a visitor reads them (in `lang`). */
const offered = async (lang = 'en') =>
  (await call(t, 'GET', '/api/tags', { headers: { lang } })).body.data as Tag[];

const interestTotal = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(tags);
  return row?.n ?? 0;
};

const choose = (tagId: number, userIds: number[]) =>
  t.database.db.insert(userInterests).values(userIds.map((userId) => ({ userId, tagId })));

describe('the list', () => {
  it('shows every interest in the order registration offers them, and how many chose each', async () => {
    const id = await newInterest(t);
    await choose(id, [seller.id]);
    const list = await interests();
    expect(list.map((interest) => interest.id)).toEqual(await interestOrder(t));
    expect(list.map((interest) => interest.id)).toEqual((await offered()).map((tag) => tag.id));
    expect(list.find((interest) => interest.id === id)).toMatchObject({
      name_en: expect.stringMatching(/^Hobby /) as string,
      users: 1,
    });
  });
});

describe('an interest', () => {
  it('is added last, audited, and offered at registration at once', async () => {
    const before = await offered('ar');
    const payload = interestPayload();
    const added = await call(t, 'POST', '/api/admin/interests', {
      headers: asAdmin(),
      payload: { name_en: `  ${payload.name_en} `, name_ar: payload.name_ar },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('The interest has been saved.');
    const interest = added.body.data as ConsoleInterest;
    expect(interest).toMatchObject({ ...payload, id: expect.any(Number) as number });
    expect((await interestOrder(t)).at(-1)).toBe(interest.id);

    const [line] = await auditOf(t.database.db, 'interest', interest.id);
    expect(line).toMatchObject({ action: 'interest.add', actorId: admin.id, before: null });
    expect(line?.after).toMatchObject(payload);

    // The public list was kept (read above): the change dropped it.
    expect(before.map((tag) => tag.id)).not.toContain(interest.id);
    const now = await offered('ar');
    expect(now.at(-1)).toEqual({ id: interest.id, name: payload.name_ar });
  });

  it('refuses an empty Arabic name, a long one and a name another has, changing nothing', async () => {
    const total = await interestTotal();
    const noArabic = await call(t, 'POST', '/api/admin/interests', {
      headers: asAdmin('ar'),
      payload: { ...interestPayload(), name_ar: '   ' },
    });
    expect(noArabic.status).toBe(422);
    expect(noArabic.body.errors?.name_ar).toEqual(['هذا الحقل مطلوب.']);

    const long = await call(t, 'POST', '/api/admin/interests', {
      headers: asAdmin(),
      payload: { ...interestPayload(), name_en: 'x'.repeat(INTEREST_NAME_MAX + 1) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors?.name_en).toBeDefined();

    const id = await newInterest(t);
    const [existing] = await t.database.db.select().from(tags).where(eq(tags.id, id));
    const sameEnglish = await call(t, 'POST', '/api/admin/interests', {
      headers: asAdmin(),
      payload: { ...interestPayload(), name_en: existing?.nameEn.toUpperCase() },
    });
    expect(sameEnglish.status).toBe(422);
    expect(sameEnglish.body.errors).toEqual({
      name_en: ['Another interest already has this name.'],
    });
    const sameArabic = await call(t, 'POST', '/api/admin/interests', {
      headers: asAdmin('ar'),
      payload: { ...interestPayload(), name_ar: ` ${existing?.nameAr ?? ''} ` },
    });
    expect(sameArabic.status).toBe(422);
    expect(sameArabic.body.errors).toEqual({ name_ar: ['يوجد اهتمام آخر بهذا الاسم.'] });
    expect(await interestTotal()).toBe(total + 1);

    // Renamed, another's name is refused too; its own is no clash.
    const other = await newInterest(t);
    const clash = await call(t, 'PUT', `/api/admin/interests/${String(other)}`, {
      headers: asAdmin(),
      payload: { name_en: existing?.nameEn, name_ar: 'اسم جديد' },
    });
    expect(clash.status).toBe(422);
    expect(Object.keys(clash.body.errors ?? {})).toEqual(['name_en']);
    expect(await auditOf(t.database.db, 'interest', other)).toEqual([]);
    const own = await call(t, 'PUT', `/api/admin/interests/${String(id)}`, {
      headers: asAdmin(),
      payload: { name_en: existing?.nameEn.toLowerCase(), name_ar: existing?.nameAr },
    });
    expect(own.status).toBe(200);
  });

  it('is renamed in both languages with its before and after in the log, and offered so at once', async () => {
    const id = await newInterest(t);
    expect((await offered()).find((tag) => tag.id === id)?.name).toMatch(/^Hobby /);
    const payload = { name_en: `Chess ${String(id)}`, name_ar: `الشطرنج ${String(id)}` };
    const saved = await call(t, 'PUT', `/api/admin/interests/${String(id)}`, {
      headers: asAdmin('ar'),
      payload,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('تم حفظ الاهتمام.');
    expect((await offered()).find((tag) => tag.id === id)?.name).toBe(payload.name_en);
    expect((await offered('ar')).find((tag) => tag.id === id)?.name).toBe(payload.name_ar);
    const [line] = await auditOf(t.database.db, 'interest', id);
    expect(line?.action).toBe('interest.update');
    expect(line?.before).toMatchObject({ name_en: expect.stringMatching(/^Hobby /) as string });
    expect(line?.after).toMatchObject(payload);
    const missing = await call(t, 'PUT', '/api/admin/interests/999999', {
      headers: asAdmin(),
      payload: interestPayload(),
    });
    expect(missing.status).toBe(404);
  });

  it('chosen by people, is deleted only when confirmed: else a 409 says how many chose it', async () => {
    const id = await newInterest(t);
    const other = await newMember(t);
    await choose(id, [seller.id, other.id]);
    const url = `/api/admin/interests/${String(id)}`;
    const refused = await call(t, 'DELETE', url, { headers: asAdmin() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '2 people chose this interest. Confirm to delete it: it leaves their interests too.',
    );
    const refusedAr = await call(t, 'DELETE', url, { headers: asAdmin('ar') });
    expect(refusedAr.status).toBe(409);
    expect(refusedAr.body.message).toContain('اختار هذا الاهتمام 2 من الأشخاص');
    expect(await choosers(t, id)).toHaveLength(2);
    expect(await interestOrder(t)).toContain(id);

    const removed = await call(t, 'DELETE', `${url}?confirm=true`, { headers: asAdmin() });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('The interest has been deleted.');
    expect(await choosers(t, id)).toEqual([]);
    expect(await interestOrder(t)).not.toContain(id);
    expect((await offered()).map((tag) => tag.id)).not.toContain(id);
    const [line] = await auditOf(t.database.db, 'interest', id);
    expect(line).toMatchObject({ action: 'interest.remove', after: null });
    expect(line?.before).toMatchObject({ id, users: 2 });

    // Chosen by nobody, it needs no confirmation.
    const free = await newInterest(t);
    const gone = await call(t, 'DELETE', `/api/admin/interests/${String(free)}`, {
      headers: asAdmin(),
    });
    expect(gone.status).toBe(200);
    expect(await interestOrder(t)).not.toContain(free);
    const unknown = await call(t, 'DELETE', '/api/admin/interests/999999?confirm=true', {
      headers: asAdmin(),
    });
    expect(unknown.status).toBe(404);
  });

  it('are reordered as registration offers them, and only all of them, each once', async () => {
    await newInterest(t);
    const before = await interestOrder(t);
    const reversed = [...before].reverse();
    const url = '/api/admin/interests/order';
    const done = await call(t, 'PUT', url, { headers: asAdmin(), payload: { ids: reversed } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('The new order of the interests has been saved.');
    expect(await interestOrder(t)).toEqual(reversed);
    expect((await interests()).map((interest) => interest.id)).toEqual(reversed);
    expect((await offered('ar')).map((tag) => tag.id)).toEqual(reversed);
    const [line] = await t.database.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.action, 'interests.reorder'));
    expect(line).toMatchObject({ target: 'interest', before, after: reversed });

    for (const ids of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 1_000_000],
    ]) {
      const wrong = await call(t, 'PUT', url, { headers: asAdmin('ar'), payload: { ids } });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.ids).toEqual(['يجب أن يذكر الترتيب الجديد كل اهتمام مرة واحدة.']);
    }
    expect(await interestOrder(t)).toEqual(reversed);
    const back = await call(t, 'PUT', url, { headers: asAdmin(), payload: { ids: before } });
    expect(back.status).toBe(200);
  });
});
