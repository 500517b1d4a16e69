import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { contentPages } from '../../src/db/schema/index.ts';
import { buildContentPages } from '../../src/db/seed/content/pages.ts';

/**
 * Migration 0024: the site's Arabic name is سوق, which the content pages seeded before it wrote
 * السوق. A site seeded then has its pages mended to what the seed writes now; a page a moderator
 * rewrote keeps their words.
 */
const migrations = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);
const BEFORE = 23;

let dir: string;
let database: DatabaseHandle;

/** The migrations up to `BEFORE`, as a database made before 0024 had them. */
async function migrateBefore(): Promise<void> {
  const folder = path.join(dir, 'migrations');
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= BEFORE);
  await writeFile(journalFile, JSON.stringify(journal));
  await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

/** What the seed wrote before: the site's name, every lone سوق of today's pages, as السوق. */
const asSeededBefore = (text: string) => text.replace(/(?<!\p{L})سوق(?!\p{L})/gu, 'السوق');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'souq-migration-'));
  database = await openEmbeddedDatabase({});
  await migrateBefore();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
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
