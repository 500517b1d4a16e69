import type { AdDraft } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { CARS, call, carForm, newSeller, photo, publish, upload } from './selling-client.ts';

/** Issue 17: the post form is kept as a draft while the seller works on it. */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const draftOf = async (token: string) => {
  const reply = await call<AdDraft | null>(t, 'GET', '/api/selling/draft', token);
  expect(reply.status).toBe(200);
  return reply.body.data;
};
const save = (token: string | null, values: unknown) =>
  call(t, 'PUT', '/api/selling/draft', token, values);

describe('/api/selling/draft', () => {
  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/selling/draft', null)).status).toBe(401);
    expect((await save(null, { title: 'Kia' })).status).toBe(401);
    expect((await call(t, 'DELETE', '/api/selling/draft', null)).status).toBe(401);
  });

  it('keeps values that could not be published yet, with the pictures listed that are still the seller’s', async () => {
    const seller = await newSeller(t);
    const stranger = await newSeller(t);
    expect(await draftOf(seller.token)).toBeNull();
    const mine = (await upload(t, seller.token, await photo(701))).body.data;
    const theirs = (await upload(t, stranger.token, await photo(702))).body.data;

    const values = {
      category_id: CARS,
      lang: 'en',
      title: 'Kia 5',
      price: 1_500,
      price_kind: 'fixed',
      attributes: { '1': 'Not an option' },
      pictures: [theirs.id, mine.id],
    };
    const saved = await save(seller.token, values);
    expect(saved.status).toBe(200);
    const draft = await draftOf(seller.token);
    expect(draft?.values).toEqual({ ...values, pictures: [mine.id] });
    expect(draft?.pictures).toEqual([mine]);
    expect(Date.now() - Date.parse(draft?.updated_at ?? '')).toBeLessThan(60_000);

    // Saved again: the new values replace the old ones.
    expect((await save(seller.token, { title: 'Kia Picanto' })).status).toBe(200);
    expect(await draftOf(seller.token)).toMatchObject({
      values: { title: 'Kia Picanto', pictures: [] },
      pictures: [],
    });
    // Nobody else's draft moved.
    expect(await draftOf(stranger.token)).toBeNull();
  });

  it('answers 422 for a value of the wrong type and keeps the draft it had', async () => {
    const seller = await newSeller(t);
    expect((await save(seller.token, { title: 'Kia 5', price: 10 })).status).toBe(200);
    const refused = await save(seller.token, { title: 'Kia 6', price: 'abc' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['price']);
    expect((await draftOf(seller.token))?.values).toEqual({
      title: 'Kia 5',
      price: 10,
      pictures: [],
    });
  });

  it('is dropped by publishing, and by DELETE', async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, 703);
    expect((await save(seller.token, form)).status).toBe(200);
    expect((await draftOf(seller.token))?.pictures.map((p) => p.id)).toEqual(form.pictures);
    expect((await publish(t, seller.token, form)).status).toBe(201);
    expect(await draftOf(seller.token)).toBeNull();

    // A picture now on an ad is no longer the draft's.
    expect(
      (await save(seller.token, { title: 'Kia Picanto again', pictures: form.pictures })).status,
    ).toBe(200);
    expect(await draftOf(seller.token)).toMatchObject({ values: { pictures: [] }, pictures: [] });

    const deleted = await call(t, 'DELETE', '/api/selling/draft', seller.token);
    expect(deleted.status).toBe(204);
    expect(await draftOf(seller.token)).toBeNull();
  });
});
