import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { contentPages } from '../../src/db/schema/index.ts';
import { buildContentPages } from '../../src/db/seed/content/pages.ts';
import { openDatabaseBefore } from '../helpers/database-before.ts';

/**
 * Migration 0024: the site's Arabic name is سوق, which the content pages seeded before it wrote
 * السوق. A site seeded then has its pages mended to what the seed writes now; a page a moderator
 * rewrote keeps their words.
 */
let database: DatabaseHandle;

/** What the seed wrote before: the site's name, every lone سوق of today's pages, as السوق. */
const asSeededBefore = (text: string) => text.replace(/(?<!\p{L})سوق(?!\p{L})/gu, 'السوق');

beforeAll(async () => {
  // As a database made before 0024 had it.
  database = await openDatabaseBefore(23);
});
afterAll(async () => {
  await database.close();
});

it('names the site سوق in the seeded pages, leaving a moderator’s own page as it is', async () => {
  const today = buildContentPages();
  const before = today.map((page) => ({
    ...page,
    titleAr: asSeededBefore(page.titleAr),
    bodyAr: asSeededBefore(page.bodyAr),
  }));
  const moderatorsOwn = '<p>تسوّق بأمان: لا تدفع في السوق قبل أن ترى ما تشتريه.</p>';
  await database.db
    .insert(contentPages)
    .values(
      before.map((page) =>
        page.slug === 'safety-tips' ? { ...page, bodyAr: moderatorsOwn } : page,
      ),
    );
  expect(before.find((page) => page.slug === 'safety')?.titleAr).toBe('ابقَ آمناً على السوق');

  await runMigrations(database);

  const rows = await database.db
    .select({ slug: contentPages.slug, titleAr: contentPages.titleAr, bodyAr: contentPages.bodyAr })
    .from(contentPages)
    .orderBy(asc(contentPages.slug));
  expect(rows).toEqual(
    today
      .map(({ slug, titleAr, bodyAr }) => ({
        slug,
        titleAr,
        bodyAr: slug === 'safety-tips' ? moderatorsOwn : bodyAr,
      }))
      .sort((a, b) => (a.slug < b.slug ? -1 : 1)),
  );
  const [safety] = await database.db
    .select({ titleAr: contentPages.titleAr, bodyAr: contentPages.bodyAr })
    .from(contentPages)
    .where(eq(contentPages.slug, 'safety'));
  expect(safety?.titleAr).toBe('ابقَ آمناً على سوق');
  // The market price is the word, not the name.
  expect(safety?.bodyAr).toContain('سعر السوق');
});

it('leaves no السوق in the seeded pages but the market price', () => {
  // Each السوق with the word before it.
  const uses = buildContentPages().flatMap((page) =>
    [page.titleAr, page.bodyAr].flatMap((text) => text.match(/(?:\S+ )?\S*السوق/gu) ?? []),
  );
  expect(uses).toEqual(['سعر السوق']);
});
