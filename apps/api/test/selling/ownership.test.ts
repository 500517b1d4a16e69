import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EditableAd } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  adPage,
  call,
  carForm,
  myAds,
  newSeller,
  photo,
  publish,
  upload,
} from './selling-client.ts';

/** Issue 17: only the owner writes to an ad or an upload; a refused write changes nothing. */
let t: TestContext;
let mediaDir: string;
let owner: { token: string; id: number };
let stranger: { token: string; id: number };
let adId: number;

const UNKNOWN_ID = 987_654_321;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-ownership-'));
  t = await createTestApp({ mediaDir });
  owner = await newSeller(t);
  stranger = await newSeller(t);
  const published = await publish(
    t,
    owner.token,
    await carForm(t, owner.token, 201, { title: 'Kia Picanto owned by one seller', price: 5_000 }),
  );
  expect(published.status).toBe(201);
  adId = published.body.data.id;
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** What a write to the ad could have changed, as the owner and visitors see it. */
async function adState() {
  const page = await adPage(t, adId);
  const mine = await myAds(t, owner.token);
  const editable = await call<EditableAd>(t, 'GET', `/api/selling/ads/${adId}`, owner.token);
  return {
    status: page.status,
    title: page.body.data.title,
    price: page.body.data.price,
    adStatus: page.body.data.status,
    images: page.body.data.images.map((image) => image.src),
    counts: mine.counts,
    expiresAt: mine.ads.find((ad) => ad.id === adId)?.expires_at,
    values: editable.body.data.values,
  };
}

describe("writes to an ad's", () => {
  type Write = { name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };
  const writes = (id: number): Write[] => [
    { name: 'edit', method: 'PUT', path: `/api/selling/ads/${id}` },
    { name: 'sold', method: 'POST', path: `/api/selling/ads/${id}/sold` },
    { name: 'renew', method: 'POST', path: `/api/selling/ads/${id}/renew` },
    { name: 'delete', method: 'DELETE', path: `/api/selling/ads/${id}` },
    { name: 'edit form', method: 'GET', path: `/api/selling/ads/${id}` },
  ];

  it('are 401 without a session, 403 for another user, 404 for no such ad, and change nothing', async () => {
    const before = await adState();
    expect(before).toMatchObject({
      status: 200,
      adStatus: 'active',
      title: 'Kia Picanto owned by one seller',
    });
    // Each body is valid for who sends it: the refusal is about the ad, not the form.
    const strangerForm = await carForm(t, stranger.token, 202, { title: 'Taken over by another' });
    const ownerForm = await carForm(t, owner.token, 203, { title: 'An edit of no ad at all' });

    for (const write of writes(adId)) {
      const body = write.method === 'PUT' ? ownerForm : undefined;
      const signedOut = await call(t, write.method, write.path, null, body);
      expect(signedOut.status, write.name).toBe(401);
      const theirs = write.method === 'PUT' ? strangerForm : undefined;
      const refused = await call(t, write.method, write.path, stranger.token, theirs);
      expect(refused.status, write.name).toBe(403);
    }
    for (const write of writes(UNKNOWN_ID)) {
      const body = write.method === 'PUT' ? ownerForm : undefined;
      const unknown = await call(t, write.method, write.path, owner.token, body);
      expect(unknown.status, write.name).toBe(404);
    }

    expect(await adState()).toEqual(before);
    // The stranger's picture was not taken onto the ad: it is still theirs to publish.
    expect((await publish(t, stranger.token, strangerForm)).status).toBe(201);
  });

  it("are the owner's: the same writes by the owner succeed", async () => {
    const form = await carForm(t, owner.token, 204, { title: 'Kia Picanto edited by its owner' });
    expect((await call(t, 'PUT', `/api/selling/ads/${adId}`, owner.token, form)).status).toBe(200);
    expect((await adPage(t, adId)).body.data.title).toBe('Kia Picanto edited by its owner');
    expect((await call(t, 'POST', `/api/selling/ads/${adId}/renew`, owner.token)).status).toBe(200);
    expect((await call(t, 'POST', `/api/selling/ads/${adId}/sold`, owner.token)).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/selling/ads/${adId}`, owner.token)).status).toBe(200);
    // Deleted: as if there were no such ad, for the owner and for others.
    for (const write of writes(adId)) {
      const body = write.method === 'PUT' ? form : undefined;
      expect((await call(t, write.method, write.path, owner.token, body)).status, write.name).toBe(
        404,
      );
      expect(
        (await call(t, write.method, write.path, stranger.token, body)).status,
        write.name,
      ).toBe(404);
    }
  });
});

describe('DELETE /api/selling/pictures/{id}', () => {
  it("removes only one's own picture that no ad holds: 401, else 404, and the picture stays", async () => {
    const picture = await upload(t, owner.token, await photo(205));
    expect(picture.status).toBe(201);
    const { id, src } = picture.body.data;
    const served = async () => (await t.app.inject({ url: src })).statusCode;
    expect(await served()).toBe(200);

    const url = (pictureId: number) => `/api/selling/pictures/${pictureId}`;
    expect((await call(t, 'DELETE', url(id), null)).status).toBe(401);
    expect((await call(t, 'DELETE', url(id), stranger.token)).status).toBe(404);
    expect((await call(t, 'DELETE', url(UNKNOWN_ID), owner.token)).status).toBe(404);
    expect(await served()).toBe(200);

    // A picture on an ad is the ad's now: not removed by this route, even by its owner.
    const form = await carForm(t, owner.token, 206, { title: 'Kia Picanto with a held picture' });
    const published = await publish(t, owner.token, form);
    const [held = 0] = form.pictures as number[];
    expect((await call(t, 'DELETE', url(held), owner.token)).status).toBe(404);
    const cover = (await adPage(t, published.body.data.id)).body.data.images[0]?.src ?? '';
    expect((await t.app.inject({ url: cover })).statusCode).toBe(200);

    expect((await call(t, 'DELETE', url(id), owner.token)).status).toBe(204);
    expect(await served()).toBe(404);
    expect((await call(t, 'DELETE', url(id), owner.token)).status).toBe(404);
  });
});
