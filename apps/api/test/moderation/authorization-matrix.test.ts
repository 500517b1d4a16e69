import type { StaffRole } from '@souq/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeRules } from '../console-places/places-fixtures.ts';
import { contactRules } from '../console-contact/contact-fixtures.ts';
import { contentRules } from '../console-content/content-fixtures.ts';
import { categoryRules } from '../console-categories/categories-fixtures.ts';
import { bannerRules } from '../console-banners/banners-fixtures.ts';
import { filterRules } from '../console-filters/filters-fixtures.ts';
import { interestRules } from '../console-interests/interests-fixtures.ts';
import { legalRules } from '../console-legals/legals-fixtures.ts';
import { providerRules } from '../console-providers/providers-fixtures.ts';
import { operationsOf } from '../input/openapi-requests.ts';
import { call, moderationApp, newAd, newMember, reportedAd, type Member } from './fixtures.ts';

/**
 * Issue 42: the console's routes, every one of them, for a visitor (401), a user (403), a
 * moderator (2xx, or 403 on the admins' own) and an admin (2xx). The list of routes is the app's
 * own: a new `/api/admin` route missing here fails the test.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `headers`: a picture's content type (the body is its bytes). */
type Sample = { url: string; payload?: object; headers?: Record<string, string> };
type Rule = {
  /** The least role that may call the route. */
  role: StaffRole;
  /** A request the route answers with 2xx, made afresh for each caller (`staff` calls it). */
  sample: (staff: Member) => Promise<Sample>;
};

const { t, seller, user, moderator, admin } = moderationApp({
  seller: null,
  user: null,
  moderator: 'moderator',
  admin: 'admin',
});
const reason = { reason: 'Checked by the authorization matrix' };

/** An ad of the seller's with a report of a new account. */
const sellersReportedAd = async () =>
  reportedAd(t.database.db, { ownerId: seller.id, reporterIds: [(await newMember(t)).id] });

const RULES: Record<string, Rule> = {
  'GET /api/admin/dashboard': {
    role: 'moderator',
    sample: async () => ({ url: '/api/admin/dashboard' }),
  },
  'GET /api/admin/queue': {
    role: 'moderator',
    sample: async () => ({ url: '/api/admin/queue?kind=held' }),
  },
  'GET /api/admin/reports/{target}/{id}': {
    role: 'moderator',
    sample: async () => ({ url: `/api/admin/reports/ad/${String(await sellersReportedAd())}` }),
  },
  'POST /api/admin/reports/{target}/{id}/dismiss': {
    role: 'moderator',
    sample: async () => ({
      url: `/api/admin/reports/ad/${String(await sellersReportedAd())}/dismiss`,
      payload: reason,
    }),
  },
  'POST /api/admin/ads/{id}/actions': {
    role: 'moderator',
    sample: async () => ({
      url: `/api/admin/ads/${String(await newAd(t.database.db, seller.id))}/actions`,
      payload: { action: 'hide', ...reason },
    }),
  },
  'POST /api/admin/users/{id}/actions': {
    role: 'moderator',
    sample: async () => ({
      url: `/api/admin/users/${String((await newMember(t)).id)}/actions`,
      payload: { action: 'warn', ...reason },
    }),
  },
  'GET /api/admin/users/{id}': {
    role: 'moderator',
    sample: async () => ({ url: `/api/admin/users/${String(seller.id)}` }),
  },
  'GET /api/admin/settings': {
    role: 'admin',
    sample: async () => ({ url: '/api/admin/settings' }),
  },
  'PUT /api/admin/settings': {
    role: 'admin',
    sample: async () => ({
      url: '/api/admin/settings',
      payload: { reports_to_hide: 3, new_seller_ads: 3, new_seller_days: 7 },
    }),
  },
  'PUT /api/admin/staff/{id}': {
    role: 'admin',
    sample: async () => ({
      url: `/api/admin/staff/${String((await newMember(t)).id)}`,
      payload: { role: 'moderator' },
    }),
  },
  'GET /api/admin/prohibited-words': {
    role: 'moderator',
    sample: async () => ({ url: '/api/admin/prohibited-words' }),
  },
  'POST /api/admin/prohibited-words': {
    role: 'moderator',
    sample: async () => ({
      url: '/api/admin/prohibited-words',
      payload: { word: `matrix ${String(Math.random()).slice(2, 10)}` },
    }),
  },
  'DELETE /api/admin/prohibited-words/{id}': {
    role: 'moderator',
    sample: async (staff) => {
      const added = await call(t, 'POST', '/api/admin/prohibited-words', {
        headers: staff.headers,
        payload: { word: `gone ${String(Math.random()).slice(2, 10)}` },
      });
      return {
        url: `/api/admin/prohibited-words/${String((added.body.data as { id: number }).id)}`,
      };
    },
  },
  'GET /api/admin/audit': { role: 'moderator', sample: async () => ({ url: '/api/admin/audit' }) },
  ...placeRules(t),
  ...contactRules(t),
  ...contentRules(t),
  ...categoryRules(t),
  ...bannerRules(t),
  ...filterRules(t),
  ...interestRules(t),
  ...legalRules(t),
  ...providerRules(t),
};

/** The `{name}` of a path filled, for callers turned away before any is read. */
const anyUrl = (path: string) =>
  path
    .replace('{target}', 'ad')
    .replace('{slug}', 'safety')
    .replace(/\{\w+\}/g, '1');

let routes: { method: Method; path: string; key: string }[];

beforeAll(() => {
  routes = operationsOf(t.app.swagger())
    .filter((op) => op.path.startsWith('/api/admin'))
    .map((op) => ({
      method: op.method as Method,
      path: op.path,
      key: `${op.method} ${op.path}`,
    }));
});

it('has a rule for every console route, and a route for every rule', () => {
  expect(routes.length).toBeGreaterThanOrEqual(Object.keys(RULES).length);
  expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(RULES).sort());
});

describe('every console route', () => {
  it('answers 401 to a visitor and 403 to a user, never kept by a cache', async () => {
    for (const route of routes) {
      const url = anyUrl(route.path);
      const anonymous = await call(t, route.method, url, { payload: {} });
      expect(anonymous.status, route.key).toBe(401);
      expect(anonymous.headers['cache-control'], route.key).toBe('no-store');
      const signedIn = await call(t, route.method, url, { payload: {}, headers: user.headers });
      expect(signedIn.status, route.key).toBe(403);
      expect(signedIn.headers['cache-control'], route.key).toBe('no-store');
    }
  });

  it("lets a moderator in, but not into the admins' own", async () => {
    for (const route of routes) {
      const rule = RULES[route.key];
      if (!rule) throw new Error(`no rule for ${route.key}`);
      const { url, payload, headers } = await rule.sample(moderator);
      const res = await call(t, route.method, url, {
        headers: { ...moderator.headers, ...headers },
        ...(payload && { payload }),
      });
      if (rule.role === 'admin') expect(res.status, route.key).toBe(403);
      else expect([200, 201], `${route.key}: ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(res.headers['cache-control'], route.key).toBe('no-store');
    }
  });

  it('lets an admin in everywhere', async () => {
    for (const route of routes) {
      const rule = RULES[route.key];
      if (!rule) throw new Error(`no rule for ${route.key}`);
      const { url, payload, headers } = await rule.sample(admin);
      const res = await call(t, route.method, url, {
        headers: { ...admin.headers, ...headers },
        ...(payload && { payload }),
      });
      expect([200, 201], `${route.key}: ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(res.headers['cache-control'], route.key).toBe('no-store');
    }
  });
});

it('stops a role taken back at once: the next request of the same session is refused', async () => {
  const former = await newMember(t, 'moderator');
  expect((await call(t, 'GET', '/api/admin/dashboard', { headers: former.headers })).status).toBe(
    200,
  );
  const revoke = await call(t, 'PUT', `/api/admin/staff/${String(former.id)}`, {
    headers: admin.headers,
    payload: { role: null },
  });
  expect(revoke.status).toBe(200);
  expect((await call(t, 'GET', '/api/admin/dashboard', { headers: former.headers })).status).toBe(
    403,
  );
});
