import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { blocks } from '../helpers/pictures.ts';
import { call, carForm, newSeller, photo, publish, upload } from './selling-client.ts';

/** Issue 17: the same ad twice (same title, a picture that looks the same) is refused. */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TITLE = 'Kia Picanto 2019 with new tyres';
const SEED = 601;

/** An upload of the user's; answers its id. */
async function uploaded(token: string, bytes: Buffer): Promise<number> {
  const reply = await upload(t, token, bytes, 'image/jpeg');
  expect(reply.status).toBe(201);
  return reply.body.data.id;
}

describe('publishing an ad the seller has live already', () => {
  it('is 409 with the live ad, for the same pixels in another format and the title in another case', async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, SEED, { title: TITLE });
    const first = await publish(t, seller.token, form);
    expect(first.status).toBe(201);

    const again = [
      await blocks(SEED).png().toBuffer(),
      await blocks(SEED).webp({ quality: 70 }).toBuffer(),
      await blocks(SEED).resize(1000).jpeg({ quality: 60 }).toBuffer(),
    ];
    for (const bytes of again) {
      const picture = await uploaded(seller.token, bytes);
      const reply = await publish(t, seller.token, {
        ...form,
        title: '  kia PICANTO   2019 with new TYRES ',
        pictures: [picture],
      });
      expect(reply.status).toBe(409);
      expect(reply.body.data).toEqual({ existing_ad_id: first.body.data.id });
      expect(reply.body.message).toBe(apiMessage('duplicate_ad', 'en'));
    }
    const mine = await call<{ counts: { active: number } }>(
      t,
      'GET',
      '/api/selling/ads',
      seller.token,
    );
    expect(mine.body.data.counts.active).toBe(1);
  });

  it('publishes another picture under the same title, or the same picture under another title', async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, SEED, { title: TITLE });
    expect((await publish(t, seller.token, form)).status).toBe(201);

    const otherPicture = await uploaded(seller.token, await photo(SEED + 1));
    expect((await publish(t, seller.token, { ...form, pictures: [otherPicture] })).status).toBe(
      201,
    );
    const samePicture = await uploaded(seller.token, await photo(SEED));
    const otherTitle = { ...form, title: 'Kia Picanto 2019, second one', pictures: [samePicture] };
    expect((await publish(t, seller.token, otherTitle)).status).toBe(201);
  });

  it("is another seller's to publish", async () => {
    const first = await newSeller(t);
    const second = await newSeller(t);
    expect(
      (await publish(t, first.token, await carForm(t, first.token, SEED, { title: TITLE }))).status,
    ).toBe(201);
    expect(
      (await publish(t, second.token, await carForm(t, second.token, SEED, { title: TITLE })))
        .status,
    ).toBe(201);
  });

  it('may be posted again once the live one is sold or deleted', async () => {
    const seller = await newSeller(t);
    const form = await carForm(t, seller.token, SEED, { title: TITLE });
    const first = await publish(t, seller.token, form);
    const repost = async () =>
      publish(t, seller.token, {
        ...form,
        pictures: [await uploaded(seller.token, await photo(SEED))],
      });
    expect((await repost()).status).toBe(409);

    const sold = await call(t, 'POST', `/api/selling/ads/${first.body.data.id}/sold`, seller.token);
    expect(sold.status).toBe(200);
    const second = await repost();
    expect(second.status).toBe(201);
    expect((await repost()).body.data).toEqual({ existing_ad_id: second.body.data.id });

    const deleted = await call(
      t,
      'DELETE',
      `/api/selling/ads/${second.body.data.id}`,
      seller.token,
    );
    expect(deleted.status).toBe(200);
    expect((await repost()).status).toBe(201);
  });
});
