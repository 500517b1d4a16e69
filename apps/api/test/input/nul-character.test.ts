import { formatMessage, type Lang } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { newIdentity } from '../helpers/auth.ts';
import { createAd, request, signIn, type Session } from '../engagement/fixtures.ts';

/**
 * Issue 16: PostgreSQL refuses U+0000 in text, so a NUL that reached a query was a 500 on both
 * databases. Every part a route validates (query, body, path) answers 422 on the field instead.
 */
const NUL = '\u0000';

let t: TestContext;
let user: Session;
let adId: number;

beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t);
  const owner = await signIn(t);
  adId = await createAd(t.database.db, owner.id);
});
afterAll(() => t.close());

const nulAnswer = (field: string, lang: Lang) => ({
  status: 422,
  body: {
    message: formatMessage('invalid', lang),
    errors: { [field]: [formatMessage('nul_character', lang)] },
  },
});

describe('a NUL character in any text', () => {
  it.each([
    ['/api/ads?q=%00', 'q'],
    ['/api/ads?q=bike%00', 'q'],
    [
      '/api/ads?category_id=4&filtersAttributes[0][attribute_id]=1&filtersAttributes[0][value]=a%00',
      'filtersAttributes.0.value',
    ],
    ['/api/search?q=%00', 'q'],
    ['/api/search?q=toyota%00&category_id=1', 'q'],
    ['/api/job-offers/search?q=%00', 'q'],
    ['/api/pages/about%00', 'slug'],
  ])('is a 422 on its field in a query or path: GET %s', async (url, field) => {
    for (const lang of ['en', 'ar'] as const) {
      expect(await request(t, 'GET', url, { headers: { lang } })).toEqual(nulAnswer(field, lang));
    }
  });

  it('is a 422 on its field in the JSON bodies of login, register and report-message', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const headers = { lang };
      const login = { userName: `demo${NUL}`, password: 'secret-password' };
      expect(await request(t, 'POST', '/api/login', { payload: login, headers })).toEqual(
        nulAnswer('userName', lang),
      );
      const register = { ...newIdentity(), name: `Nul${NUL}Name` };
      expect(await request(t, 'POST', '/api/register', { payload: register, headers })).toEqual(
        nulAnswer('name', lang),
      );
      const contact = { name: 'Sam', email: 'sam@example.com', message: `Hello${NUL}` };
      expect(
        await request(t, 'POST', '/api/report-message', { payload: contact, headers }),
      ).toEqual(nulAnswer('message', lang));
    }
  });

  it('is a 422 on its field for a signed-in user: profile and reviews', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const headers = { lang, ...user.headers };
      expect(
        await request(t, 'PUT', '/api/me', { payload: { bio: `Hi${NUL}there` }, headers }),
      ).toEqual(nulAnswer('bio', lang));
      expect(await request(t, 'PUT', '/api/me', { payload: { name: NUL }, headers })).toEqual(
        nulAnswer('name', lang),
      );
      const review = { entity_type: 'ad', entity_id: adId, review: `Good${NUL}` };
      expect(await request(t, 'POST', '/api/reviews', { payload: review, headers })).toEqual(
        nulAnswer('review', lang),
      );
    }
  });

  it('names the key when the NUL is in a field name, and reports every field', async () => {
    const payload = {
      name: `A${NUL}`,
      email: 'sam@example.com',
      message: `B${NUL}`,
      [`x${NUL}`]: 1,
    };
    const answer = await request(t, 'POST', '/api/report-message', { payload });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: [formatMessage('nul_character', 'en')],
      message: [formatMessage('nul_character', 'en')],
      [`x${NUL}`]: [formatMessage('nul_character', 'en')],
    });
  });
});
