import type { Banner, BannerBody, ConsoleBanner } from '@souq/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads, banners, moderationLog } from '../../src/db/schema/index.ts';
import { readLiveSlides } from '../../src/modules/banners/live-banners.ts';
import { auditOf, call, moderationApp, newAd } from '../moderation/fixtures.ts';
import { bannerPayload, dbMoment, uploadBannerPicture } from './banners-fixtures.ts';

/** Issue 47: the home banners an admin edits in the console, and the slides the home page shows. */

const { t, admin, seller } = moderationApp({ admin: 'admin', seller: null });

const asAdmin = (lang = 'en') => ({ ...admin.headers, lang });

const create = (payload: BannerBody, lang = 'en') =>
  call(t, 'POST', '/api/admin/banners', { headers: asAdmin(lang), payload });

async function created(payload: BannerBody): Promise<ConsoleBanner> {
  const res = await create(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as ConsoleBanner;
}

/** The slides a visitor gets in `lang`. */
async function slides(lang = 'en'): Promise<Banner[]> {
  const res = await call(t, 'GET', '/api/banner', { headers: { lang } });
  expect(res.status).toBe(200);
  return res.body.data as Banner[];
}

const slideIds = async (lang = 'en') => (await slides(lang)).map((slide) => slide.id);

async function consoleList(): Promise<ConsoleBanner[]> {
  const res = await call(t, 'GET', '/api/admin/banners', { headers: asAdmin() });
  expect(res.status).toBe(200);
  return res.body.data as ConsoleBanner[];
}

async function bannerCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(banners);
  return row?.n ?? 0;
}

async function auditCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(moderationLog);
  return row?.n ?? 0;
}

describe('a new banner', () => {
  it('shows at once in both languages, with its picture and text for each, and is audited', async () => {
    const arabic = await uploadBannerPicture(t, admin, 2);
    const banner = await created(
      await bannerPayload(t, admin, { image_ar: arabic.image, link: '/category/8' }),
    );
    expect(banner).toMatchObject({ state: 'live', link: '/category/8', active: true });
    expect(banner.preview).toBe(`${banner.image}-640.webp`);
    expect((await t.app.inject({ url: banner.preview })).statusCode).toBe(200);

    const english = (await slides('en')).find((slide) => slide.id === banner.id);
    expect(english).toEqual({
      id: banner.id,
      website_image: `${banner.image}-1024.webp`,
      alt: 'Ramadan offers',
      target_id: null,
      link: '/category/8',
    });
    const inArabic = (await slides('ar')).find((slide) => slide.id === banner.id);
    expect(inArabic).toMatchObject({
      website_image: `${arabic.image}-1024.webp`,
      alt: 'عروض رمضان',
    });

    const [line] = await auditOf(t.database.db, 'banner', banner.id);
    expect(line).toMatchObject({ action: 'banner.create', actorId: admin.id, before: null });
    expect(line?.after).toMatchObject({ alt_ar: 'عروض رمضان', link: '/category/8' });
  });

  it('without an Arabic picture shows the same picture on Arabic pages', async () => {
    const banner = await created(await bannerPayload(t, admin));
    const inArabic = (await slides('ar')).find((slide) => slide.id === banner.id);
    expect(inArabic?.website_image).toBe(`${banner.image}-1024.webp`);
  });

  it('may open a live ad', async () => {
    const adId = await newAd(t.database.db, seller.id);
    const banner = await created(await bannerPayload(t, admin, { target_id: adId }));
    expect((await slides()).find((slide) => slide.id === banner.id)?.target_id).toBe(adId);
  });
});

describe('bad input', () => {
  it('is refused field by field in the request language, and changes nothing', async () => {
    const good = await bannerPayload(t, admin);
    const [banners0, audit0] = [await bannerCount(), await auditCount()];
    const refused = async (payload: object, lang = 'en') => {
      const res = await create(payload as BannerBody, lang);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      return res.body.errors ?? {};
    };

    expect(await refused({ ...good, alt_en: '  ', alt_ar: '' }, 'ar')).toEqual({
      alt_en: ['هذا الحقل مطلوب.'],
      alt_ar: ['هذا الحقل مطلوب.'],
    });
    const start = await dbMoment(t.database.db, 3600);
    expect(await refused({ ...good, starts_at: start, ends_at: start })).toEqual({
      ends_at: ['The end must be after the start.'],
    });
    expect(
      await refused(
        { ...good, starts_at: start, ends_at: await dbMoment(t.database.db, 60) },
        'ar',
      ),
    ).toEqual({ ends_at: ['يجب أن تكون النهاية بعد البداية.'] });
    expect(await refused({ ...good, starts_at: 'tomorrow' })).toHaveProperty('starts_at');

    for (const link of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'category/8',
      '/category//8',
      '/en/category/8',
      '/ar',
      '/category 8',
      'javascript:alert(1)',
      '',
    ]) {
      expect(await refused({ ...good, link }), link).toEqual({
        link: [
          'Give a path of this site starting with /, such as /category/8, without the language.',
        ],
      });
    }

    const adId = await newAd(t.database.db, seller.id);
    expect(await refused({ ...good, target_id: adId, link: '/category/8' })).toEqual({
      link: ['A banner opens an ad or a link, not both.'],
    });
    const sold = await newAd(t.database.db, seller.id, { status: 'sold' });
    const held = await newAd(t.database.db, seller.id, { status: 'pending' });
    for (const target_id of [sold, held, 2_000_000_000]) {
      expect(await refused({ ...good, target_id }, 'ar')).toEqual({
        target_id: ['لا يوجد إعلان منشور بهذا الرقم.'],
      });
    }
    await t.database.db
      .update(ads)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(ads.id, adId));
    expect(await refused({ ...good, target_id: adId })).toHaveProperty('target_id');

    for (const image of [
      '/media/banners/not-uploaded',
      'https://evil.example/a.webp',
      '/media/../x',
    ]) {
      expect(await refused({ ...good, image }), image).toEqual({
        image: ['Upload the picture again.'],
      });
    }
    expect(await refused({ ...good, image_ar: '/media/uploads/banners/0123abcd' })).toEqual({
      image_ar: ['Upload the picture again.'],
    });

    expect([await bannerCount(), await auditCount()]).toEqual([banners0, audit0]);
  });

  it('refuses an upload that is not a picture', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners/pictures',
      headers: { ...asAdmin(), 'content-type': 'image/png' },
      payload: Buffer.from('not a picture at all'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('picture');
  });
});

describe('dates, by the database clock', () => {
  it('shows a scheduled banner only from its start, and an ended one no more', async () => {
    const scheduled = await created(
      await bannerPayload(t, admin, { starts_at: await dbMoment(t.database.db, 3600) }),
    );
    const ended = await created(
      await bannerPayload(t, admin, {
        starts_at: await dbMoment(t.database.db, -7200),
        ends_at: await dbMoment(t.database.db, -60),
      }),
    );
    const running = await created(
      await bannerPayload(t, admin, {
        starts_at: await dbMoment(t.database.db, -60),
        ends_at: await dbMoment(t.database.db, 3600),
      }),
    );
    const states = new Map((await consoleList()).map((banner) => [banner.id, banner.state]));
    expect([scheduled.id, ended.id, running.id].map((id) => states.get(id))).toEqual([
      'scheduled',
      'ended',
      'live',
    ]);
    const shown = await slideIds();
    expect(shown).toContain(running.id);
    expect(shown).not.toContain(scheduled.id);
    expect(shown).not.toContain(ended.id);

    // Its start moved to the past, as time would: shown.
    const started = await call(t, 'PUT', `/api/admin/banners/${String(scheduled.id)}`, {
      headers: asAdmin(),
      payload: {
        ...(await bannerPayload(t, admin)),
        image: scheduled.image,
        starts_at: await dbMoment(t.database.db, -1),
      },
    });
    expect(started.status).toBe(200);
    expect((started.body.data as ConsoleBanner).state).toBe('live');
    expect(await slideIds()).toContain(scheduled.id);
  });

  it('keeps the slides no longer than until the next start or end', async () => {
    const soon = await created(
      await bannerPayload(t, admin, { starts_at: await dbMoment(t.database.db, 600) }),
    );
    const live = await readLiveSlides(t.database.db, 'en');
    expect(live.slides.map((slide) => slide.id)).not.toContain(soon.id);
    expect(live.unchangedFor).toBeGreaterThanOrEqual(0);
    expect(live.unchangedFor).toBeLessThanOrEqual(600);

    // Starting within the second: the answer is not kept, so the start needs no write to show.
    await t.database.db
      .update(banners)
      .set({ startsAt: sql`now() + interval '500 milliseconds'` })
      .where(eq(banners.id, soon.id));
    expect((await readLiveSlides(t.database.db, 'en')).unchangedFor).toBe(0);
    expect(await slideIds()).not.toContain(soon.id);
    // What the clock does at its start, written without telling any cache.
    await t.database.db
      .update(banners)
      .set({ startsAt: sql`now() - interval '1 second'` })
      .where(eq(banners.id, soon.id));
    expect(await slideIds()).toContain(soon.id);

    // An end on its way bounds them too.
    await t.database.db
      .update(banners)
      .set({ endsAt: sql`now() + interval '90 seconds'` })
      .where(eq(banners.id, soon.id));
    const ending = await readLiveSlides(t.database.db, 'en');
    expect(ending.unchangedFor).toBeLessThanOrEqual(90);
    expect(ending.unchangedFor).toBeGreaterThanOrEqual(80);
  });
});

describe('the console', () => {
  it('turns a banner off and on, each with its audit line', async () => {
    const banner = await created(await bannerPayload(t, admin));
    const off = await call(t, 'PUT', `/api/admin/banners/${String(banner.id)}/active`, {
      headers: asAdmin('ar'),
      payload: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('تم إيقاف البانر: لم يعد يظهر.');
    expect((off.body.data as ConsoleBanner).state).toBe('off');
    expect(await slideIds()).not.toContain(banner.id);
    const on = await call(t, 'PUT', `/api/admin/banners/${String(banner.id)}/active`, {
      headers: asAdmin(),
      payload: { active: true },
    });
    expect((on.body.data as ConsoleBanner).state).toBe('live');
    expect(await slideIds()).toContain(banner.id);
    const lines = await auditOf(t.database.db, 'banner', banner.id);
    expect(lines.map((line) => line.action)).toEqual([
      'banner.activate',
      'banner.deactivate',
      'banner.create',
    ]);
    expect(lines[1]?.before).toMatchObject({ active: true });
    expect(lines[1]?.after).toMatchObject({ active: false });
  });

  it('edits a banner, auditing before and after, and removes the picture it let go', async () => {
    const banner = await created(await bannerPayload(t, admin));
    const next = await bannerPayload(t, admin, { alt_en: 'Eid offers', link: '/jobs' });
    const edited = await call(t, 'PUT', `/api/admin/banners/${String(banner.id)}`, {
      headers: asAdmin(),
      payload: next,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      image: next.image,
      alt_en: 'Eid offers',
      link: '/jobs',
    });
    expect((await t.app.inject({ url: banner.preview })).statusCode).toBe(404);
    const [line] = await auditOf(t.database.db, 'banner', banner.id);
    expect(line).toMatchObject({ action: 'banner.update' });
    expect(line?.before).toMatchObject({ image: banner.image, alt_en: 'Ramadan offers' });
    expect(line?.after).toMatchObject({ image: next.image, alt_en: 'Eid offers' });

    const missing = await call(t, 'PUT', '/api/admin/banners/2000000000', {
      headers: asAdmin(),
      payload: next,
    });
    expect(missing.status).toBe(404);
  });

  it('reorders every banner at once; an order that is not every banner once is refused', async () => {
    const ids = (await consoleList()).map((banner) => banner.id);
    const reversed = [...ids].reverse();
    const bad = [
      reversed.slice(1),
      [...reversed, reversed[0] ?? 0],
      [...reversed.slice(1), 2_000_000],
    ];
    for (const order of bad) {
      const res = await call(t, 'PUT', '/api/admin/banners/order', {
        headers: asAdmin(),
        payload: { ids: order },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ ids: ['The new order must name each banner once.'] });
    }
    expect((await consoleList()).map((banner) => banner.id)).toEqual(ids);

    const res = await call(t, 'PUT', '/api/admin/banners/order', {
      headers: asAdmin(),
      payload: { ids: reversed },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as ConsoleBanner[]).map((banner) => banner.id)).toEqual(reversed);
    const live = new Set(await slideIds());
    expect(await slideIds()).toEqual(reversed.filter((id) => live.has(id)));
    const [line] = await t.database.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.action, 'banner.reorder'));
    expect(line?.after).toEqual({ ids: reversed });
  });

  it('deletes a banner and its uploaded pictures, audited; a second time is a 404', async () => {
    const banner = await created(await bannerPayload(t, admin));
    const removed = await call(t, 'DELETE', `/api/admin/banners/${String(banner.id)}`, {
      headers: asAdmin(),
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('The banner has been deleted.');
    expect(await slideIds()).not.toContain(banner.id);
    expect((await consoleList()).some((item) => item.id === banner.id)).toBe(false);
    expect((await t.app.inject({ url: banner.preview })).statusCode).toBe(404);
    const [line] = await auditOf(t.database.db, 'banner', banner.id);
    expect(line).toMatchObject({ action: 'banner.delete', after: null });
    expect(line?.before).toMatchObject({ id: banner.id, image: banner.image });
    const again = await call(t, 'DELETE', `/api/admin/banners/${String(banner.id)}`, {
      headers: asAdmin(),
    });
    expect(again.status).toBe(404);
  });
});
