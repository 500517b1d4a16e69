import { CATEGORY_IDS } from '@souq/contracts';
import { ratings, stores, users } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';

const unique = () => String(Math.random()).slice(2, 10);

/**
 * A store of the service category of its own, owned by a seeded account: a provider the public
 * list ranks by its ratings, `stars` given by as many seeded accounts as it has values.
 */
export async function newProviderStore(t: TestContext, stars: number[] = []): Promise<number> {
  const owners = await t.database.db
    .select({ id: users.id })
    .from(users)
    .orderBy(users.id)
    .limit(Math.max(stars.length, 1));
  const ownerId = owners[0]?.id;
  if (ownerId === undefined) throw new Error('no account to own the store');
  const [row] = await t.database.db
    .insert(stores)
    .values({
      ownerId,
      categoryId: CATEGORY_IDS.serviceProviders,
      storeName: `Plumbing ${unique()}`,
    })
    .returning({ id: stores.id });
  if (!row) throw new Error('store not inserted');
  for (const [index, rating] of stars.entries()) {
    const rater = owners[index];
    if (!rater) throw new Error('not enough accounts to rate the store');
    await t.database.db
      .insert(ratings)
      .values({ raterId: rater.id, entityType: 'store', entityId: row.id, rating });
  }
  // As the routes adding a store or a rating would: the public list is cached.
  t.app.contentChanges.emit('seller:any');
  return row.id;
}

type ProviderRule = { role: 'admin'; sample: () => Promise<{ url: string; payload?: object }> };

/** The authorization matrix's rules for `/api/admin/service-providers` (every route admin only). */
export function providerRules(t: TestContext): Record<string, ProviderRule> {
  const admin = (sample: ProviderRule['sample']): ProviderRule => ({ role: 'admin', sample });
  return {
    'GET /api/admin/service-providers': admin(async () => ({
      url: '/api/admin/service-providers',
    })),
    'PUT /api/admin/service-providers/{kind}/{id}': admin(async () => ({
      url: `/api/admin/service-providers/store/${String(await newProviderStore(t))}`,
      payload: { state: 'pinned' },
    })),
  };
}
