import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@souq/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, users } from '../../src/db/schema/index.ts';
import { SWEEP_REGISTRATIONS_TASK } from '../../src/modules/auth/expired-registrations.ts';
import { SWEEP_UPLOADS_TASK } from '../../src/modules/selling/uploads-sweep.ts';
import { imageUrl } from '../../src/shared/media.ts';
import { uploadKeyOf } from '../../src/shared/storage/media-storage.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createVerifiedUser, newIdentity, post } from '../helpers/auth.ts';
import { call, newSeller, photo, publishCar, upload } from '../selling/selling-client.ts';
import { QUICK_QUEUE } from './task-runs.ts';

/** Issue 48: the hourly sweeps, run as tasks of the queue. */
describe('the sweeps on the queue', () => {
  let t: TestContext;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-sweep-'));
    t = await createTestApp({ mediaDir, queue: QUICK_QUEUE });
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** Makes rows look uploaded (or registered) two days ago. */
  const twoDaysAgo = sql`now() - interval '2 days'`;

  /** The path kept for a picture, or undefined once its row is gone. */
  async function pathOf(id: number): Promise<string | undefined> {
    const [row] = await t.database.db
      .select({ path: adImages.path })
      .from(adImages)
      .where(eq(adImages.id, id));
    return row?.path;
  }

  /** How many widths of the picture at `picturePath` are stored. */
  async function storedWidths(picturePath: string): Promise<number> {
    const key = uploadKeyOf(picturePath);
    if (key === undefined) throw new Error(`${picturePath} is no upload`);
    let stored = 0;
    for (const width of IMAGE_WIDTHS) {
      const file = await t.app.media.get(imageUrl(key, width));
      file?.body.destroy();
      if (file) stored += 1;
    }
    return stored;
  }

  it('deletes the pictures uploaded a day ago for no ad, with their files, and no other', async () => {
    const { token } = await newSeller(t);
    const uploaded = async (seed: number) => {
      const reply = await upload(t, token, await photo(seed));
      if (reply.status !== 201) throw new Error(`upload failed: ${JSON.stringify(reply.body)}`);
      return reply.body.data.id;
    };
    const abandoned = await uploaded(4801);
    const fresh = await uploaded(4802);
    const drafted = await uploaded(4803);
    // Publishing drops the seller's draft: this one is saved after.
    const adId = await publishCar(t, token, 4804);
    expect(
      (await call(t, 'PUT', '/api/selling/draft', token, { pictures: [drafted] })).status,
    ).toBe(200);
    const [published] = await t.database.db
      .select({ id: adImages.id })
      .from(adImages)
      .where(eq(adImages.adId, adId));
    if (!published) throw new Error('the ad has no picture');
    await t.database.db
      .update(adImages)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(adImages.id, [abandoned, drafted, published.id]));
    const kept = [fresh, drafted, published.id];
    const paths = new Map<number, string>();
    for (const id of [abandoned, ...kept]) {
      const picturePath = await pathOf(id);
      if (picturePath === undefined) throw new Error(`picture ${String(id)} has no row`);
      expect(await storedWidths(picturePath)).toBe(IMAGE_WIDTHS.length);
      paths.set(id, picturePath);
    }

    await t.app.queue.send(SWEEP_UPLOADS_TASK, {});
    await expect.poll(() => pathOf(abandoned), { timeout: 10_000 }).toBeUndefined();
    expect(await storedWidths(paths.get(abandoned) ?? '')).toBe(0);
    for (const id of kept) {
      expect(await pathOf(id)).toBe(paths.get(id));
      expect(await storedWidths(paths.get(id) ?? '')).toBe(IMAGE_WIDTHS.length);
    }
  });

  it('deletes the registrations a day old and still unverified, and no verified account', async () => {
    const unverified = newIdentity();
    expect((await post(t.app, '/api/register', unverified)).status).toBe(201);
    const { identity: verified } = await createVerifiedUser(t.app);
    const names = [unverified.userName, verified.userName];
    await t.database.db
      .update(users)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(users.userName, names));
    const remaining = async () =>
      (
        await t.database.db
          .select({ userName: users.userName })
          .from(users)
          .where(inArray(users.userName, names))
      ).map((user) => user.userName);

    await t.app.queue.send(SWEEP_REGISTRATIONS_TASK, {});
    await expect.poll(remaining, { timeout: 10_000 }).toEqual([verified.userName]);
  });
});
