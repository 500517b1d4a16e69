import type { ContentPage, EditablePage, PageVersion, PageVersionDetail } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentPages, contentPageVersions, moderationLog } from '../../src/db/schema/index.ts';
import { call, moderationApp } from '../moderation/fixtures.ts';
import { pagePayload } from './content-fixtures.ts';

/** Issue 47: the content pages an admin edits in the console, each save a version to restore. */

const { t, admin, moderator } = moderationApp({ admin: 'admin', moderator: 'moderator' });

const asAdmin = (lang = 'en') => ({ ...admin.headers, lang });
const read = async (slug: string) =>
  (await call(t, 'GET', `/api/admin/content/${slug}`, { headers: asAdmin() })).body
    .data as EditablePage;
const save = (slug: string, payload: object, lang = 'en') =>
  call(t, 'PUT', `/api/admin/content/${slug}`, { headers: asAdmin(lang), payload });
const versions = async (slug: string) =>
  (await call(t, 'GET', `/api/admin/content/${slug}/versions`, { headers: asAdmin() })).body
    .data as PageVersion[];
const contentLog = () =>
  t.database.db.select().from(moderationLog).where(eq(moderationLog.target, 'content'));
const publicPage = async (slug: string, lang: string) =>
  (await call(t, 'GET', `/api/pages/${slug}`, { headers: { lang } })).body.data as ContentPage;

describe('the content pages in the console', () => {
  it('serves every page of the site in both languages, version 0 until first saved', async () => {
    for (const slug of ['about', 'terms', 'faq', 'privacy', 'refund', 'safety', 'safety-tips']) {
      const page = await read(slug);
      expect(page.slug).toBe(slug);
      expect(page.title_ar).toMatch(/[\u0600-\u06FF]/);
      expect(page.body_ar).toMatch(/[\u0600-\u06FF]/);
      expect(page.version).toBe(0);
    }
    expect((await call(t, 'GET', '/api/admin/content/home', { headers: asAdmin() })).status).toBe(
      422,
    );
  });

  it('keeps the bodies as the sanitizer allows; the public page shows the save at once', async () => {
    const before = await publicPage('terms', 'ar');
    const put = await save('terms', {
      ...pagePayload('first'),
      body_en:
        '<p onclick="steal()">Be fair.<script>alert(1)</script></p><a href="javascript:x()">x</a>',
      body_ar: '<p>كن منصفاً.</p><iframe src="https://evil.example"></iframe>',
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('The page has been saved.');
    expect(put.body.data).toMatchObject({
      slug: 'terms',
      body_en: '<p>Be fair.</p><a>x</a>',
      body_ar: '<p>كن منصفاً.</p>',
      version: 2,
    });
    // The seeded text is version 1: the first save from the console kept it.
    const history = await versions('terms');
    expect(history.map((entry) => entry.version)).toEqual([2, 1]);
    expect(history[0]?.saved_by).toEqual({ id: admin.id, name: expect.any(String) as string });
    expect(history[1]).toMatchObject({ saved_by: null, title_ar: before.title });
    expect((await publicPage('terms', 'ar')).title).toBe('سياسة الاسترداد first');
    expect((await publicPage('terms', 'en')).body).toContain('Be fair.');
  });

  it('puts an earlier version back as a new one, keeping the history', async () => {
    const seeded = await read('privacy');
    await save('privacy', pagePayload('one'));
    await save('privacy', pagePayload('two'));
    const one = await call(t, 'GET', '/api/admin/content/privacy/versions/2', {
      headers: asAdmin(),
    });
    expect((one.body.data as PageVersionDetail).body_en).toContain('(one)');

    const restored = await call(t, 'POST', '/api/admin/content/privacy/versions/1/restore', {
      headers: asAdmin('ar'),
    });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('أُعيدت النسخة 1 لتصبح النسخة الحالية.');
    expect(restored.body.data).toMatchObject({
      version: 4,
      title_en: seeded.title_en,
      body_ar: seeded.body_ar,
    });
    const history = await versions('privacy');
    expect(history.map((entry) => [entry.version, entry.restored_from])).toEqual([
      [4, 1],
      [3, null],
      [2, null],
      [1, null],
    ]);
    expect((await publicPage('privacy', 'en')).title).toBe(seeded.title_en);
    const restoreLine = (await contentLog()).find((entry) => entry.action === 'content.restore');
    expect((restoreLine?.after as EditablePage).version).toBe(4);
    const missing = await call(t, 'POST', '/api/admin/content/privacy/versions/99/restore', {
      headers: asAdmin(),
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a save based on a version someone else has replaced, losing nothing', async () => {
    const start = await read('faq');
    const mine = await save('faq', { ...pagePayload('mine'), version: start.version });
    expect(mine.status).toBe(200);
    const theirs = await save('faq', { ...pagePayload('theirs'), version: start.version }, 'ar');
    expect(theirs.status).toBe(409);
    expect(theirs.body.message).toContain('حفظ شخص آخر هذه الصفحة');
    expect((await read('faq')).title_en).toBe('Refund policy mine');
  });

  it('answers bad input with field messages in the request language and changes nothing', async () => {
    const before = await read('about');
    const bad = await save(
      'about',
      { title_en: ' ', title_ar: '', body_en: 'x'.repeat(20_001), body_ar: 'نص' },
      'ar',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['body_en', 'title_ar', 'title_en']);
    expect(bad.body.errors?.title_ar?.[0]).toMatch(/[\u0600-\u06FF]/);
    const after = await read('about');
    expect(after).toEqual(before);
    const stored = await t.database.db
      .select()
      .from(contentPageVersions)
      .where(eq(contentPageVersions.slug, 'about'));
    expect(stored).toEqual([]);
  });

  it('writes an audit line with the page before and after, and is for admins only', async () => {
    await save('refund', pagePayload('audited'));
    const [row] = await t.database.db
      .select({ title: contentPages.titleEn })
      .from(contentPages)
      .where(eq(contentPages.slug, 'refund'));
    expect(row?.title).toBe('Refund policy audited');
    const line = (await contentLog()).find(
      (entry) => (entry.after as EditablePage | null)?.title_en === 'Refund policy audited',
    );
    expect(line).toMatchObject({ action: 'content.update', actorId: admin.id });
    expect((line?.before as EditablePage).slug).toBe('refund');
    const refused = await call(t, 'PUT', '/api/admin/content/refund', {
      headers: moderator.headers,
      payload: pagePayload(),
    });
    expect(refused.status).toBe(403);
  });
});
