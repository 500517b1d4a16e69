import type { ContactUsData, SiteContact, SiteContactBody } from '@souq/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationLog, siteSettings } from '../../src/db/schema/index.ts';
import { call, moderationApp } from '../moderation/fixtures.ts';
import { SEEDED, contactPayload } from './contact-fixtures.ts';

/** Issue 47: the site's contact details, social and app links and map, edited by an admin. */

const { t, admin, moderator, user } = moderationApp({
  admin: 'admin',
  moderator: 'moderator',
  user: null,
});

const asAdmin = (lang = 'en') => ({ ...admin.headers, lang });

const save = (payload: object, lang = 'en') =>
  call(t, 'PUT', '/api/admin/contact', { headers: asAdmin(lang), payload });

const consoleView = async () =>
  (await call(t, 'GET', '/api/admin/contact', { headers: admin.headers })).body.data as SiteContact;

const contactUs = async (lang: 'en' | 'ar') =>
  (await call(t, 'GET', '/api/ContactUs', { headers: { lang } })).body.data as ContactUsData;

/** The four rows as stored. */
const storedRows = async () =>
  t.database.db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, ['contact', 'social', 'apps', 'map']))
    .orderBy(siteSettings.key);

const contactAudit = async () =>
  t.database.db
    .select()
    .from(moderationLog)
    .where(eq(moderationLog.target, 'contact'))
    .orderBy(desc(moderationLog.id));

/** Each test starts from the seeded values, whatever the one before saved. */
async function putBackSeeded() {
  expect((await save(SEEDED)).status).toBe(200);
}

describe('the contact screen', () => {
  it('reads the seeded settings in both languages', async () => {
    await putBackSeeded();
    expect(await consoleView()).toEqual(SEEDED);
  });

  it('saves the four settings, audited, and /ContactUs shows them at once in both languages', async () => {
    await putBackSeeded();
    // Read (and kept) before the save: the save drops the kept answers.
    expect((await contactUs('en')).phone).toBe(SEEDED.contact.phone);
    expect((await contactUs('ar')).address).toBe(SEEDED.contact.address.ar);

    const payload = contactPayload();
    const saved = await save(
      {
        ...payload,
        contact: { ...payload.contact, email: '  desk@souq.example.com ' },
      },
      'ar',
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('تم حفظ بيانات التواصل.');
    const expected: SiteContactBody = {
      ...payload,
      contact: { ...payload.contact, email: 'desk@souq.example.com' },
    };
    expect(saved.body.data).toEqual(expected);
    expect(await consoleView()).toEqual(expected);

    const en = await contactUs('en');
    expect(en).toMatchObject({
      phone: payload.contact.phone,
      email: 'desk@souq.example.com',
      address: payload.contact.address.en,
      hours: SEEDED.contact.hours.en,
      social: payload.social,
      map: payload.map,
    });
    const ar = await contactUs('ar');
    expect(ar).toMatchObject({
      phone: payload.contact.phone,
      address: payload.contact.address.ar,
      hours: SEEDED.contact.hours.ar,
    });
    expect(ar.social.facebook).toBe(payload.social.facebook);

    const [line] = await contactAudit();
    expect(line).toMatchObject({
      action: 'contact.update',
      actorId: admin.id,
      targetId: null,
      before: SEEDED,
      after: expected,
    });
  });

  it('saves unset links and details as empty, and the public pages leave them out', async () => {
    await putBackSeeded();
    const saved = await save({
      ...SEEDED,
      contact: { ...SEEDED.contact, whatsapp: '', hours: { en: '', ar: '' } },
      social: { ...SEEDED.social, twitter: '' },
      apps: { google_play: '', app_store: SEEDED.apps.app_store },
    });
    expect(saved.status).toBe(200);
    const en = await contactUs('en');
    expect(en).toMatchObject({ whatsapp: '', hours: '' });
    expect(en.social.twitter).toBe('');
    expect(en.apps).toEqual({ google_play: '', app_store: SEEDED.apps.app_store });
  });

  it('refuses bad input with the field messages in the request language, changing nothing', async () => {
    await putBackSeeded();
    const rows = await storedRows();
    const lines = (await contactAudit()).length;
    const cases: { payload: object; field: string; en: string; ar: string }[] = [
      {
        payload: { ...SEEDED, contact: { ...SEEDED.contact, email: 'desk@' } },
        field: 'contact.email',
        en: 'Enter a valid email address.',
        ar: 'أدخل بريداً إلكترونياً صحيحاً.',
      },
      {
        payload: { ...SEEDED, social: { ...SEEDED.social, facebook: 'javascript:alert(1)' } },
        field: 'social.facebook',
        en: 'Give a full address starting with https:// (or http://), or leave it empty.',
        ar: 'أدخل عنواناً كاملاً يبدأ بـ https://‎ (أو http://‎)، أو اتركه فارغاً.',
      },
      {
        payload: { ...SEEDED, map: { ...SEEDED.map, lat: 91 } },
        field: 'map.lat',
        en: 'Must be at most 90.',
        ar: 'يجب ألا تزيد القيمة عن 90.',
      },
      {
        payload: { ...SEEDED, map: { ...SEEDED.map, zoom: 3.5 } },
        field: 'map.zoom',
        en: 'Must be a whole number.',
        ar: 'يجب أن تكون القيمة عدداً صحيحاً.',
      },
      {
        payload: { ...SEEDED, contact: { ...SEEDED.contact, phone: 'call us' } },
        field: 'contact.phone',
        en: 'Write the number with the digits 0–9, + first if you like, and spaces, dashes or brackets between them, or leave it empty.',
        ar: 'اكتب الرقم بالأرقام 0–9، ويمكن أن تبدأه بـ + وأن تفصل بين أرقامه بمسافات أو شرطات أو أقواس، أو اتركه فارغاً.',
      },
      {
        payload: {
          ...SEEDED,
          contact: { ...SEEDED.contact, address: { en: 'Mezzeh, Damascus', ar: ' ' } },
        },
        field: 'contact.address.ar',
        en: 'Write it in both languages, or leave both empty.',
        ar: 'اكتبه باللغتين، أو اترك الحقلين فارغين.',
      },
    ];
    for (const { payload, field, en, ar } of cases) {
      const inEnglish = await save(payload, 'en');
      expect(inEnglish.status, field).toBe(422);
      expect(inEnglish.body.errors?.[field], field).toEqual([en]);
      const inArabic = await save(payload, 'ar');
      expect(inArabic.status, field).toBe(422);
      expect(inArabic.body.errors?.[field], field).toEqual([ar]);
    }

    const empty = await save({}, 'ar');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual([
      'apps',
      'contact',
      'map',
      'social',
    ]);
    expect(empty.body.errors?.contact).toEqual(['هذا الحقل مطلوب.']);

    const longer = await save({
      ...SEEDED,
      contact: { ...SEEDED.contact, hours: { en: 'x'.repeat(201), ar: 'س' } },
    });
    expect(longer.status).toBe(422);
    expect(longer.body.errors?.['contact.hours.en']).toEqual(['Must be at most 200 characters.']);

    expect(await storedRows()).toEqual(rows);
    expect(await contactAudit()).toHaveLength(lines);
  });

  it('is for admins: a moderator and a user get 403, a visitor 401', async () => {
    for (const [headers, status] of [
      [moderator.headers, 403],
      [user.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await call(t, 'GET', '/api/admin/contact', { headers })).status).toBe(status);
      expect(
        (await call(t, 'PUT', '/api/admin/contact', { headers, payload: contactPayload() })).status,
      ).toBe(status);
    }
    expect(await consoleView()).toEqual(SEEDED);
  });
});
