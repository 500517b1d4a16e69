import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages, type ContactUsData } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { siteSettings } from '../../src/db/schema/index.ts';
import { request } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const ABU_RUMMANEH = { lat: 33.5153, lng: 36.2853, zoom: 10 };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Stored = {
  id: number;
  name: string;
  phone: string | null;
  subject: string | null;
  message: string;
};

describe('GET /ContactUs', () => {
  it('answers the contact details and social links in the request language, and the map', async () => {
    const en = await request<Record<string, unknown>>(t, 'GET', '/api/ContactUs', {
      headers: { lang: 'en' },
    });
    const ar = await request<Record<string, unknown>>(t, 'GET', '/api/ContactUs', {
      headers: { lang: 'ar' },
    });
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({
      email: 'support@souq.example.com',
      address: 'Abu Rummaneh, Damascus, Syria',
      social: {
        facebook: 'https://www.facebook.com/souq.example',
        twitter: 'https://x.com/souq_example',
        whatsapp: 'https://wa.me/963944123456',
        instagram: 'https://www.instagram.com/souq.example',
      },
      apps: {
        google_play: 'https://play.google.com/store/apps/details?id=com.example.souq',
        app_store: 'https://apps.apple.com/app/souq/id0000000000',
      },
      // The seeded address's own place (Abu Rummaneh, Damascus), not Hamburg.
      map: ABU_RUMMANEH,
    });
    expect(ar.body.data).toMatchObject({ address: 'أبو رمانة، دمشق، سوريا' });
  });

  it('leaves a link unset when the settings lack it or it is not an http(s) address', async () => {
    const db = t.database.db;
    const stored = await db.select().from(siteSettings);
    const read = async () => {
      t.app.contentChanges.emit('content');
      return (await request<ContactUsData>(t, 'GET', '/api/ContactUs')).body.data;
    };
    try {
      await db
        .update(siteSettings)
        .set({
          value: { facebook: '#', twitter: 'javascript:alert(1)', whatsapp: 'https://wa.me/1' },
        })
        .where(eq(siteSettings.key, 'social'));
      await db.delete(siteSettings).where(eq(siteSettings.key, 'apps'));
      const data = await read();
      expect(data.social).toEqual({
        facebook: '',
        twitter: '',
        whatsapp: 'https://wa.me/1',
        instagram: '',
      });
      expect(data.apps).toEqual({ google_play: '', app_store: '' });
    } finally {
      for (const { key, value } of stored) {
        await db
          .insert(siteSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
      }
      t.app.contentChanges.emit('content');
    }
  });

  it('serves the map position set in the settings, else the spec default', async () => {
    const db = t.database.db;
    // Written here directly, so announced as a write route would (answers are cached).
    const read = async () => {
      t.app.contentChanges.emit('content');
      return (await request<ContactUsData>(t, 'GET', '/api/ContactUs')).body.data.map;
    };
    try {
      await db
        .update(siteSettings)
        .set({ value: { lat: 33.5138, lng: 36.2765, zoom: 12 } })
        .where(eq(siteSettings.key, 'map'));
      expect(await read()).toEqual({ lat: 33.5138, lng: 36.2765, zoom: 12 });
      await db
        .update(siteSettings)
        .set({ value: { lat: 'north' } })
        .where(eq(siteSettings.key, 'map'));
      expect(await read()).toEqual(ABU_RUMMANEH);
    } finally {
      await db.update(siteSettings).set({ value: ABU_RUMMANEH }).where(eq(siteSettings.key, 'map'));
      t.app.contentChanges.emit('content');
    }
  });
});

describe('POST /report-message', () => {
  it('stores a valid message; blank optional fields are stored as missing', async () => {
    const email = `contact-${String(Date.now())}@example.com`;
    const sent = await request<{ id: number; created_at: string }>(
      t,
      'POST',
      '/api/report-message',
      {
        headers: { lang: 'ar' },
        payload: { name: '  Rana  ', phone: '', email, subject: '', message: 'Hello there' },
      },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('تم إرسال رسالتك.');
    const stored = await request<Stored[]>(t, 'GET', `/api/dev/contact-messages?email=${email}`);
    expect(stored.body.data).toEqual([
      expect.objectContaining({
        id: sent.body.data.id,
        name: 'Rana',
        phone: null,
        subject: null,
        message: 'Hello there',
      }),
    ]);
  });

  it('answers 422 with the spec messages in the request language and stores nothing', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const m = validationMessages[lang];
      const missing = await request(t, 'POST', '/api/report-message', {
        headers: { lang },
        payload: { name: ' ', email: '', message: '' },
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({
        name: [m.contact_name_required],
        email: [m.contact_email_required],
        message: [m.contact_message_required],
      });
      const bad = await request(t, 'POST', '/api/report-message', {
        headers: { lang },
        payload: { name: 'Sami', email: 'not-an-email', message: 'Hi', phone: 'x'.repeat(31) },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.email).toEqual([m.invalid_email]);
      expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'phone']);
    }
    const stored = await request<Stored[]>(
      t,
      'GET',
      '/api/dev/contact-messages?email=not-an-email',
    );
    expect(stored.body.data).toEqual([]);
  });

  it('answers 422 (not 500) for a body of the wrong shape', async () => {
    const res = await request(t, 'POST', '/api/report-message', {
      headers: { lang: 'en' },
      payload: { name: 42, email: ['a'], message: { text: 'x' } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['email', 'message', 'name']);
  });
});
