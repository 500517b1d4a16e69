import { CATEGORY_IDS } from '@souq/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { moderationApp } from '../moderation/fixtures.ts';
import { bearer, carForm, newSeller, publish } from '../selling/selling-client.ts';
import {
  addFilter,
  extras,
  listedWith,
  postingAttributes,
  publicFilters,
} from './filters-client.ts';

/**
 * Issue 47: two instances of the site on one database see a new filter at once, each keeping
 * its answers and its memory engine's copy. What carries the change between them: PostgreSQL's
 * LISTEN/NOTIFY with DATABASE_URL, else Redis pub/sub with REDIS_URL (the embedded database
 * serves one process).
 */

const CARS = CATEGORY_IDS.carsAndVehicles;
const redisUrl = process.env.REDIS_URL;
const bus = process.env.DATABASE_URL ? {} : redisUrl ? { redisUrl } : undefined;
// A channel of this run's own: other runs and test files may share the server.
const changesChannel = `souq_changes_filters_${String(process.pid)}_${String(Date.now())}`;
const options = { ...bus, changesChannel, searchEngine: 'memory' as const };

describe.runIf(bus)('two instances of the site', () => {
  const { t: a, admin } = moderationApp({ admin: 'admin' }, options);
  // Made after A and closed before it.
  const { t: b } = moderationApp({}, options, a);

  beforeAll(async () => {
    await Promise.all([a.app.contentChanges.listening(), b.app.contentChanges.listening()]);
    await vi.waitFor(
      () => {
        if (!b.app.searchEngine.ready) throw new Error('the memory engine of B is not ready');
      },
      { timeout: 10_000 },
    );
  });

  it('a filter added on A shows on B at once, and an ad answering it is found there', async () => {
    const seller = await newSeller(b);
    // B keeps these answers until the catalogue changes.
    await publicFilters(b, CARS);
    await postingAttributes(b, { headers: bearer(seller.token) }, CARS);

    const filter = await addFilter(a, admin, CARS, extras({ name_en: 'Shared extras' }));
    await vi.waitFor(
      async () => {
        expect((await publicFilters(b, CARS)).map((f) => f.id)).toContain(filter.id);
        const asked = await postingAttributes(b, { headers: bearer(seller.token) }, CARS);
        expect(asked.map((attribute) => attribute.id)).toContain(filter.id);
      },
      { timeout: 1000, interval: 20 },
    );

    const form = await carForm(b, seller.token, 4711);
    const published = await publish(b, seller.token, {
      ...form,
      attributes: { ...form.attributes, [String(filter.id)]: ['Tow bar'] },
    });
    expect(published.status).toBe(201);
    expect(await listedWith(a, CARS, filter.id, 'Tow bar')).toEqual([published.body.data.id]);
    expect(await listedWith(b, CARS, filter.id, 'Tow bar')).toEqual([published.body.data.id]);
  });
});
