/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser, post } from '../helpers/auth.ts';

let t: TestContext;
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(Date.now() + offsetMs),
    // X-Forwarded-Proto is believed from this proxy only (the injected requests' address).
    trustProxy: ['127.0.0.1'],
  });
});
afterAll(() => t.close());

function cookie(setCookie: string | string[] | undefined, name: string): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.find((c) => c.startsWith(`${name}=`)) ?? '';
}

const DAY_MS = 24 * 3600_000;

describe('remember me', () => {
  it('keeps a remembered session 30 days, in both cookies and on the server', async () => {
    const { identity } = await createVerifiedUser(t.app);
    const login = await post(t.app, '/api/login', {
      userName: identity.userName,
      password: identity.password,
      remember: true,
    });
    expect(login.status).toBe(200);
    for (const name of ['auth_token', 'userData'])
      expect(cookie(login.res.headers['set-cookie'], name)).toContain('Max-Age=2592000');
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, login.body.data.user.id as number))
      .orderBy(sessions.id);
    expect(row?.persistent).toBe(true);
  });

  it('is ticked by default: a login without the field is remembered', async () => {
    const { identity } = await createVerifiedUser(t.app);
    const login = await post(t.app, '/api/login', {
      userName: identity.userName,
      password: identity.password,
    });
    expect(cookie(login.res.headers['set-cookie'], 'auth_token')).toContain('Max-Age=2592000');
  });

  it('unticked: the cookies end with the browser and the server ends the session after a day', async () => {
    const { identity } = await createVerifiedUser(t.app);
    const login = await post(t.app, '/api/login', {
      userName: identity.userName,
      password: identity.password,
      remember: false,
    });
    expect(login.status).toBe(200);
    for (const name of ['auth_token', 'userData'])
      expect(cookie(login.res.headers['set-cookie'], name)).not.toMatch(/Max-Age|Expires/i);
    const token = login.body.data.token as string;
    const me = () =>
      t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);

    // Editing the profile renews the readable cookie with the same lifetime.
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { bio: 'Hello' },
    });
    expect(cookie(edit.headers['set-cookie'], 'userData')).not.toMatch(/Max-Age|Expires/i);

    offsetMs = DAY_MS + 60_000;
    try {
      expect((await me()).statusCode).toBe(401);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('cookies over HTTP and HTTPS', () => {
  it('are Secure only when the request came over HTTPS', async () => {
    const { identity } = await createVerifiedUser(t.app);
    const body = { userName: identity.userName, password: identity.password };
    const plain = await post(t.app, '/api/login', body);
    for (const name of ['auth_token', 'userData'])
      expect(cookie(plain.res.headers['set-cookie'], name)).not.toContain('Secure');

    const proxied = await post(t.app, '/api/login', body, { 'x-forwarded-proto': 'https' });
    for (const name of ['auth_token', 'userData'])
      expect(cookie(proxied.res.headers['set-cookie'], name)).toContain('Secure');
  });
});

describe('which session a request carries', () => {
  it('a stale auth_token cookie does not hide a valid Bearer token', async () => {
    const { token, user } = (await createVerifiedUser(t.app)) as {
      token: string;
      user: { id: number };
    };
    const res = await t.app.inject({
      url: '/api/me',
      headers: {
        cookie: 'auth_token=stale-token-of-an-old-session',
        authorization: `Bearer ${token}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(user.id);
  });

  it('a 401 clears the stale cookies', async () => {
    const res = await t.app.inject({
      url: '/api/me',
      headers: { cookie: 'auth_token=stale-token; userData=%7B%7D' },
    });
    expect(res.statusCode).toBe(401);
    expect(cookie(res.headers['set-cookie'], 'auth_token')).toMatch(
      /auth_token=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(cookie(res.headers['set-cookie'], 'userData')).toMatch(
      /userData=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('answers that depend on the session', () => {
  it('are never stored by a cache', async () => {
    const { token, identity } = await createVerifiedUser(t.app);
    const auth = { authorization: `Bearer ${token}` };
    for (const url of ['/api/me', '/api/favorites', '/api/ads/9']) {
      const res = await t.app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await post(t.app, '/api/login', {
      userName: identity.userName,
      password: identity.password,
    });
    expect(login.res.headers['cache-control']).toBe('no-store');
    const logout = await post(t.app, '/api/logout', {}, auth);
    expect(logout.res.headers['cache-control']).toBe('no-store');
  });

  it('an anonymous public answer is not marked', async () => {
    const res = await t.app.inject({ url: '/api/categories' });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('a write without a session', () => {
  it('answers 401 whatever its body', async () => {
    const writes = [
      { method: 'POST' as const, url: '/api/reviews', payload: 'not json {' },
      { method: 'POST' as const, url: '/api/reviews', payload: { rating: 'x' } },
      { method: 'PUT' as const, url: '/api/me', payload: { name: '' } },
      { method: 'POST' as const, url: '/api/job-applications', payload: {} },
    ];
    for (const write of writes) {
      const res = await t.app.inject({
        ...write,
        headers: { 'content-type': 'application/json', lang: 'ar' },
      });
      expect(res.statusCode, write.url).toBe(401);
      expect(res.json().message).toBe('يرجى تسجيل الدخول للمتابعة.');
    }
  });
});

describe('client errors of the HTTP layer', () => {
  it('answer 413 and 415 in the request language', async () => {
    const { token } = await createVerifiedUser(t.app);
    const headers = { authorization: `Bearer ${token}`, lang: 'ar' };
    const large = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ bio: 'x'.repeat(1_100_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('محتوى الطلب كبير جداً.');
    const unsupported = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<bio>Hello</bio>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().message).toBe('هذا النوع من المحتوى غير مقبول هنا.');
  });
});
