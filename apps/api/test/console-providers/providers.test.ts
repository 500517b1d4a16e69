import type { ConsoleProvider, ServiceProvider } from '@souq/contracts';
import { CATEGORY_IDS } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceProviderChoices, stores } from '../../src/db/schema/index.ts';
import { auditOf, call, moderationApp } from '../moderation/fixtures.ts';
import { newProviderStore } from './providers-fixtures.ts';

/** Issue 47: the service providers an admin curates in the console (pinned, taken off). */

const { t, admin } = moderationApp({ admin: 'admin' });

const asAdmin = (lang = 'en') => ({ ...admin.headers, lang });

const curated = async () =>
  (await call(t, 'GET', '/api/admin/service-providers', { headers: asAdmin() })).body
    .data as ConsoleProvider[];

/** `/ServiceProviders` as a visitor reads it. */
const publicList = async (lang = 'en') =>
  (await call(t, 'GET', '/api/ServiceProviders', { headers: { lang } })).body
    .data as ServiceProvider[];

const keyOf = (provider: Pick<ServiceProvider, 'type' | 'id'>) =>
  `${provider.type}:${String(provider.id)}`;

const choose = (kind: 'store' | 'user', id: number, state: string, lang = 'en') =>
  call(t, 'PUT', `/api/admin/service-providers/${kind}/${String(id)}`, {
    headers: asAdmin(lang),
    payload: { state },
  });

describe('the list', () => {
  it('shows the providers as the public list ranks them, each listed at first', async () => {
    const list = await curated();
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((provider) => provider.state === 'listed')).toBe(true);
    expect(list.map(keyOf)).toEqual((await publicList()).map(keyOf));
    expect(list.some((provider) => provider.type === 'user')).toBe(true);
  });
});

describe('a provider', () => {
  it('taken off, leaves the public list at once and stays in the console, last; listed again, it is back', async () => {
    const id = await newProviderStore(t, [5, 5, 5, 5]);
    const before = await publicList();
    expect(before.map(keyOf)).toContain(`store:${String(id)}`);

    const hidden = await choose('store', id, 'hidden', 'ar');
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('تمت إزالة مقدّم الخدمة من القائمة.');
    // The public list was kept (read above): the choice dropped it.
    expect((await publicList()).map(keyOf)).toEqual(
      before.map(keyOf).filter((key) => key !== `store:${String(id)}`),
    );
    const list = await curated();
    expect(list.at(-1)).toMatchObject({ type: 'store', id, state: 'hidden' });
    expect(list.filter((p) => p.state !== 'hidden').map(keyOf)).toEqual(
      (await publicList()).map(keyOf),
    );
    const [line] = await auditOf(t.database.db, 'service_provider', id);
    expect(line).toMatchObject({
      action: 'service_provider.hide',
      actorId: admin.id,
      before: { kind: 'store', id, state: 'listed' },
      after: { kind: 'store', id, state: 'hidden' },
    });

    const listed = await choose('store', id, 'listed');
    expect(listed.status).toBe(200);
    expect(listed.body.message).toBe('The provider is listed again, ranked by its ratings.');
    expect((await publicList()).map(keyOf)).toEqual(before.map(keyOf));
    expect(
      await t.database.db
        .select()
        .from(serviceProviderChoices)
        .where(eq(serviceProviderChoices.entityId, id)),
    ).toEqual([]);
    const [back] = await auditOf(t.database.db, 'service_provider', id);
    expect(back).toMatchObject({
      action: 'service_provider.list',
      before: { state: 'hidden' },
      after: { state: 'listed' },
    });
  });

  it('pinned, comes first on the public list; pinned ones keep their rank among themselves', async () => {
    const unrated = await newProviderStore(t);
    const rated = await newProviderStore(t, [5, 5, 4]);
    const before = await publicList();
    expect(before[0] && keyOf(before[0])).not.toBe(`store:${String(unrated)}`);

    expect((await choose('store', unrated, 'pinned')).status).toBe(200);
    const once = await publicList();
    expect(once[0]).toMatchObject({ type: 'store', id: unrated });
    expect(once.map(keyOf).sort()).toEqual(before.map(keyOf).sort());

    const pinned = await choose('store', rated, 'pinned');
    expect(pinned.body.message).toBe('The provider is pinned to the top of the list.');
    const twice = await publicList('ar');
    // The rated one ranks above the unrated one, pinned as they both are.
    expect(twice.slice(0, 2).map(keyOf)).toEqual([
      `store:${String(rated)}`,
      `store:${String(unrated)}`,
    ]);
    expect((await curated()).slice(0, 2).map((p) => p.state)).toEqual(['pinned', 'pinned']);
    const [line] = await auditOf(t.database.db, 'service_provider', rated);
    expect(line).toMatchObject({
      action: 'service_provider.pin',
      before: { state: 'listed' },
      after: { state: 'pinned' },
    });

    // A pinned provider taken off is off, not first.
    expect((await choose('store', unrated, 'hidden')).status).toBe(200);
    const after = await publicList();
    expect(after[0]).toMatchObject({ type: 'store', id: rated });
    expect(after.map(keyOf)).not.toContain(`store:${String(unrated)}`);
    expect((await auditOf(t.database.db, 'service_provider', unrated))[0]).toMatchObject({
      before: { state: 'pinned' },
      after: { state: 'hidden' },
    });
  });

  it('must be a provider: another store, an unknown one or a bad state is refused', async () => {
    const [otherStore] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.categoryId, CATEGORY_IDS.carsAndVehicles));
    expect((await choose('store', otherStore?.id ?? 0, 'hidden')).status).toBe(404);
    expect((await choose('store', 999_999, 'hidden')).status).toBe(404);
    expect((await choose('user', admin.id, 'pinned')).status).toBe(404);
    const id = await newProviderStore(t);
    const bad = await choose('store', id, 'deleted');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.state).toBeDefined();
    const badKind = await call(t, 'PUT', `/api/admin/service-providers/job/${String(id)}`, {
      headers: asAdmin(),
      payload: { state: 'hidden' },
    });
    expect(badKind.status).toBe(422);
    expect(await auditOf(t.database.db, 'service_provider', id)).toEqual([]);
  });
});
