import type { ConversationDetail } from '@souq/contracts';
import { expect } from 'vitest';
import { createAd, request, signIn } from '../engagement/fixtures.ts';
import type { TestContext } from '../helpers/app.ts';

/**
 * Two new people and a conversation between them: the buyer's, started (201) about a new ad of
 * the seller's.
 */
export async function newConversation(t: TestContext) {
  const seller = await signIn(t);
  const buyer = await signIn(t);
  const adId = await createAd(t.database.db, seller.id);
  const started = await request<ConversationDetail>(t, 'POST', '/api/conversations', {
    payload: { ad_id: adId },
    headers: buyer.headers,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { seller, buyer, adId, id: started.body.data.id };
}
