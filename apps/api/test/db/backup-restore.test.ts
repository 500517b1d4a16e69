import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@souq/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, openEmbeddedDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createBackup, type SiteData } from '../../src/db/backup/backup.ts';
import { BackupError } from '../../src/db/backup/backup-error.ts';
import { restoreBackup } from '../../src/db/backup/restore.ts';
import { lockDataDir } from '../../src/db/embedded/data-dir-lock.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { adImages, ads, conversations, messages, users } from '../../src/db/schema/index.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import {
  readModerationSettings,
  writeModerationSettings,
} from '../../src/modules/moderation/moderation-settings.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { emptyFileDatabase, fileDatabaseUrl } from '../helpers/file-database.ts';
import { request, signIn } from '../engagement/fixtures.ts';
import { adPage, newSeller, photo, publishCar } from '../selling/selling-client.ts';

/**
 * Issue 43: npm run db:backup and db:restore (src/db/backup/). A seeded site gains an ad with an
 * uploaded picture and a conversation with a message and a picture; its backup, restored into
 * a fresh database and data folder, has every ad, message and picture, which the site serves
 * again to the same people.
 */

const quiet = () => undefined;

/** Every picture file under a data folder, by its path there, with its SHA-256. */
async function picturesOf(dataDir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const folder of ['media', 'media-private']) {
    const root = path.join(dataDir, folder);
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((each) => each.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      const bytes = await readFile(file);
      found.set(path.relative(dataDir, file), createHash('sha256').update(bytes).digest('hex'));
    }
  }
  return found;
}

async function counts(database: DatabaseHandle) {
  const rows = async (table: typeof ads | typeof messages | typeof users | typeof adImages) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    ads: await rows(ads),
    messages: await rows(messages),
    users: await rows(users),
    adImages: await rows(adImages),
  };
}

/** What the site was seen to hold before its backup, to be found after the restore. */
type Before = {
  counts: Awaited<ReturnType<typeof counts>>;
  pictures: Map<string, string>;
  adId: number;
  adPictureSrc: string;
  conversationId: number;
  buyer: { headers: { authorization: string } };
  thread: ChatMessage[];
  chatPicture: Buffer;
};

/** An ad with a picture and a conversation about it with a text and a picture. */
async function writeSite(t: TestContext, dataDir: string, database: DatabaseHandle) {
  const seller = await newSeller(t);
  const adId = await publishCar(t, seller.token, 4301);
  const ad = await adPage(t, adId, seller.token);
  const adPictureSrc = ad.body.data.images[0]?.src ?? '';
  const buyer = await signIn(t);
  const started = await request<{ id: number }>(t, 'POST', '/api/conversations', {
    payload: { ad_id: adId },
    headers: buyer.headers,
  });
  const conversationId = started.body.data.id;
  const sent = await request(t, 'POST', `/api/conversations/${String(conversationId)}/messages`, {
    payload: { body: 'Is it still for sale? نعم' },
    headers: buyer.headers,
  });
  expect(sent.status).toBe(201);
  const picture = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${String(conversationId)}/pictures`,
    headers: { ...buyer.headers, 'content-type': 'image/jpeg' },
    payload: await photo(4302),
  });
  expect(picture.statusCode).toBe(201);
  const thread = await request<ChatMessage[]>(
    t,
    'GET',
    `/api/conversations/${String(conversationId)}/messages`,
    { headers: buyer.headers },
  );
  const pictureSrc = thread.body.data.find((message) => message.picture)?.picture?.src ?? '';
  const chatPicture = await t.app.inject({
    method: 'GET',
    url: pictureSrc,
    headers: buyer.headers,
  });
  expect(chatPicture.statusCode).toBe(200);
  return {
    counts: await counts(database),
    pictures: await picturesOf(dataDir),
    adId,
    adPictureSrc,
    conversationId,
    buyer,
    thread: thread.body.data,
    chatPicture: chatPicture.rawPayload,
  } satisfies Before;
}

/** The restored site answers as the old one did, to the same people. */
async function expectRestored(before: Before, dataDir: string, database: DatabaseHandle) {
  expect(await counts(database)).toEqual(before.counts);
  expect(before.counts.messages).toBeGreaterThan(0);
  const restoredPictures = await picturesOf(dataDir);
  expect(restoredPictures.size).toBe(before.pictures.size);
  expect(restoredPictures).toEqual(before.pictures);
  const [conversation] = await database.db
    .select({ adId: conversations.adId })
    .from(conversations)
    .where(eq(conversations.id, before.conversationId));
  expect(conversation?.adId).toBe(before.adId);

  const t = await createTestApp(
    { mediaDir: path.join(dataDir, 'media'), privateMediaDir: path.join(dataDir, 'media-private') },
    database,
  );
  try {
    const ad = await adPage(t, before.adId);
    expect(ad.status).toBe(200);
    expect(ad.body.data.images[0]?.src).toBe(before.adPictureSrc);
    const adPicture = await t.app.inject({ method: 'GET', url: before.adPictureSrc });
    expect(adPicture.statusCode).toBe(200);
    // The buyer's session was restored with the rest: the thread and its picture are theirs.
    const thread = await request<ChatMessage[]>(
      t,
      'GET',
      `/api/conversations/${String(before.conversationId)}/messages`,
      { headers: before.buyer.headers },
    );
    expect(thread.body.data).toEqual(before.thread);
    const src = thread.body.data.find((message) => message.picture)?.picture?.src ?? '';
    const picture = await t.app.inject({ method: 'GET', url: src, headers: before.buyer.headers });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(before.chatPicture)).toBe(true);
  } finally {
    await t.close();
  }
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'souq-backup-test-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('a backup of the embedded database', () => {
  let before: Before;
  const source = (): SiteData => ({
    databaseUrl: undefined,
    dataDir: path.join(work, 'embedded'),
    log: quiet,
  });
  const target = () => ({ ...source(), dataDir: path.join(work, 'embedded-restored') });

  beforeAll(async () => {
    const { dataDir } = source();
    // The run's seeded database in a data folder (one seeded here when the run is on PostgreSQL).
    const snapshot = inject('pgliteSnapshot');
    const database = await openEmbeddedDatabase({
      dataDir: path.join(dataDir, 'pglite'),
      snapshotFile: snapshot || undefined,
    });
    if (!snapshot) {
      await runMigrations(database);
      // The reference data is enough to post and chat (the demo's would take seconds more).
      await seedDatabase(database.db, { mediaDir: '', images: false, demo: false });
      // As global-setup.ts does: a new seller's first ad is not held for review.
      const settings = await readModerationSettings(database.db);
      await writeModerationSettings(database.db, { ...settings, new_seller_ads: 0 });
    }
    const t = await createTestApp(
      {
        mediaDir: path.join(dataDir, 'media'),
        privateMediaDir: path.join(dataDir, 'media-private'),
      },
      database,
    );
    try {
      before = await writeSite(t, dataDir, database);
    } finally {
      await t.close();
      await database.close();
    }
  }, 120_000);

  it('is refused while the server holds the database', async () => {
    // What the server does on opening it (src/db/embedded/data-dir-lock.ts).
    const release = await lockDataDir(path.join(source().dataDir, 'pglite'));
    try {
      await expect(
        createBackup({ ...source(), objectStorage: null }, path.join(work, 'refused')),
      ).rejects.toThrow(/open in this process.*stop the server/);
    } finally {
      await release();
    }
  });

  it('restores into a fresh data folder with every ad, message and picture', async () => {
    const out = path.join(work, 'embedded-backup');
    const manifest = await createBackup({ ...source(), objectStorage: null }, out);
    expect(manifest.database).toMatchObject({ kind: 'pglite', file: 'database.tar.gz' });
    expect(manifest.pictures.files).toBe(before.pictures.size);
    expect(manifest.database.rows.messages).toBe(before.counts.messages);

    await restoreBackup(out, { ...target(), force: false });
    const restored = await openEmbeddedDatabase({
      dataDir: path.join(target().dataDir, 'pglite'),
    });
    try {
      await expectRestored(before, target().dataDir, restored);
    } finally {
      await restored.close();
    }
    // A second restore would overwrite it: refused without --force, naming what is there.
    const refusal = restoreBackup(out, { ...target(), force: false });
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(
      /holds an embedded database[\s\S]*holds \d+ files[\s\S]*--force/,
    );
  });
});

/** On the run's PostgreSQL server, when the run is on PostgreSQL (as CI's is). */
const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl)
  describe('a backup of PostgreSQL', () => {
    let before: Before;
    let source: SiteData;
    let restored: { url: string; drop: () => Promise<void> };

    beforeAll(async () => {
      const url = await fileDatabaseUrl(postgresUrl);
      source = { databaseUrl: url, dataDir: path.join(work, 'postgres'), log: quiet };
      restored = await emptyFileDatabase(postgresUrl, 'restore');
      const database = await openDatabase({ url });
      const t = await createTestApp(
        {
          mediaDir: path.join(source.dataDir, 'media'),
          privateMediaDir: path.join(source.dataDir, 'media-private'),
        },
        database,
      );
      try {
        before = await writeSite(t, source.dataDir, database);
      } finally {
        await t.close();
        await database.close();
      }
    }, 120_000);
    afterAll(() => restored.drop());

    it('restores into a fresh database with every ad, message and picture, again with --force', async () => {
      const out = path.join(work, 'postgres-backup');
      const manifest = await createBackup({ ...source, objectStorage: null }, out);
      expect(manifest.database).toMatchObject({ kind: 'postgres', file: 'database.pgdump' });
      expect(manifest.database.rows.ads).toBe(before.counts.ads);

      const target = { databaseUrl: restored.url, dataDir: path.join(work, 'postgres-restored') };
      await restoreBackup(out, { ...target, log: quiet, force: false });
      const check = async () => {
        const database = await openDatabase({ url: restored.url });
        try {
          await expectRestored(before, target.dataDir, database);
        } finally {
          await database.close();
        }
      };
      await check();

      await expect(restoreBackup(out, { ...target, log: quiet, force: false })).rejects.toThrow(
        /the PostgreSQL database holds \d+ tables[\s\S]*--force/,
      );
      // --force empties the database and the folder first: the restore is the backup again.
      await restoreBackup(out, { ...target, log: quiet, force: true });
      await check();
    });

    it('is refused into the embedded database, or over another backup', async () => {
      const out = path.join(work, 'postgres-backup');
      await expect(
        restoreBackup(out, {
          databaseUrl: undefined,
          dataDir: path.join(work, 'x'),
          log: quiet,
          force: false,
        }),
      ).rejects.toThrow(/backup is of PostgreSQL/);
      await expect(createBackup({ ...source, objectStorage: null }, out)).rejects.toThrow(
        /already exists and is not empty/,
      );
    });
  });
