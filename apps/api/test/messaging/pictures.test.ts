import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  formatMessage,
  IMAGE_WIDTHS,
  type ChatMessage,
  type ConversationSummary,
} from '@souq/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, reports } from '../../src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ARABIC, request, signIn, UNKNOWN_ID, type Session } from '../engagement/fixtures.ts';
import { photo } from '../selling/selling-client.ts';
import { newConversation } from './conversations-client.ts';

let t: TestContext;
let mediaDir: string;
let privateMediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-chat-pictures-'));
  privateMediaDir = await mkdtemp(path.join(os.tmpdir(), 'souq-chat-pictures-private-'));
  t = await createTestApp({
    mediaDir,
    privateMediaDir,
    messagingLimits: { messagesPerMinute: 4 },
  });
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(privateMediaDir, { recursive: true, force: true });
});

async function sendPicture(user: Session, id: number, bytes: Buffer, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/pictures`,
    headers: { ...user.headers, 'content-type': 'image/jpeg', lang },
    payload: bytes,
  });
  return {
    status: res.statusCode,
    body: res.json<{ data: ChatMessage; errors?: Record<string, string[]>; message?: string }>(),
  };
}

const fetchPicture = (user: Session | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

/** The files kept for a conversation's pictures. */
const chatFolder = (id: number) => path.join(privateMediaDir, 'chat', String(id));

describe('a picture in a message', () => {
  it('is handled as ad pictures are and shown to both people in every width', async () => {
    const { seller, buyer, id } = await newConversation(t);
    const sent = await sendPicture(buyer, id, await photo(301, 1600, 1200));
    expect(sent.status).toBe(201);
    const message = sent.body.data;
    expect(message).toMatchObject({ conversation_id: id, sender_id: buyer.id, body: '' });
    expect(message.picture).toMatchObject({ width: 1024, height: 768 });
    const urls = message.picture?.srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '');
    expect(urls).toHaveLength(IMAGE_WIDTHS.length);
    expect(message.picture?.src).toBe(urls?.at(-1));

    for (const [index, url] of (urls ?? []).entries()) {
      expect(url).toMatch(
        new RegExp(`^/api/conversations/${id}/pictures/[0-9a-f]{24}-\\d+\\.webp$`),
      );
      for (const person of [buyer, seller]) {
        const res = await fetchPicture(person, url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        // Kept by the signed-in browser only.
        expect(res.headers['cache-control']).toBe('private, max-age=604800, immutable');
        const { width } = await sharp(res.rawPayload).metadata();
        expect(width).toBe(IMAGE_WIDTHS[index]);
      }
    }

    const thread = await request<ChatMessage[]>(t, 'GET', `/api/conversations/${id}/messages`, {
      headers: seller.headers,
    });
    expect(thread.body.data).toEqual([message]);
    const list = await request<ConversationSummary[]>(t, 'GET', '/api/conversations', {
      headers: seller.headers,
    });
    expect(list.body.data[0]?.last_message).toEqual(message);
  });

  it('is for the two people only: 401 for a visitor, 403 for anyone else, 404 for no conversation, never at /media/', async () => {
    const { buyer, id } = await newConversation(t);
    const sent = await sendPicture(buyer, id, await photo(302));
    const url = sent.body.data.picture?.src ?? '';
    const stranger = await signIn(t);

    expect((await fetchPicture(null, url)).statusCode).toBe(401);
    expect((await fetchPicture(stranger, url)).statusCode).toBe(403);
    expect((await sendPicture(stranger, id, await photo(303))).status).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/pictures`,
      headers: { 'content-type': 'image/jpeg' },
      payload: await photo(309),
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = `/api/conversations/${UNKNOWN_ID}/pictures`;
    expect((await sendPicture(stranger, UNKNOWN_ID, await photo(310))).status).toBe(404);
    expect(
      (await fetchPicture(stranger, `${unknown}/${url.split('/').at(-1) ?? ''}`)).statusCode,
    ).toBe(404);

    const file = url.split('/').at(-1) ?? '';
    expect(existsSync(path.join(chatFolder(id), file))).toBe(true);
    for (const address of [
      `/media/private/chat/${id}/${file}`,
      `/media/%70rivate/chat/${id}/${file}`,
      `/media//private/chat/${id}/${file}`,
      `/media/./private/chat/${id}/${file}`,
      `/media/uploads/../private/chat/${id}/${file}`,
      `/media/uploads/%2e%2e/private/chat/${id}/${file}`,
    ]) {
      const direct = await t.app.inject({ method: 'GET', url: address });
      expect(direct.statusCode, address).toBe(404);
    }
  });

  it('answers 404 for a name that names no picture of the conversation', async () => {
    const { buyer, id } = await newConversation(t);
    const other = await newConversation(t);
    const sent = await sendPicture(other.buyer, other.id, await photo(304));
    const file = sent.body.data.picture?.src.split('/').at(-1) ?? '';
    for (const name of [
      file, // another conversation's
      'ffffffffffffffffffffffff-320.webp',
      `${file.replace(/-\d+\.webp$/, '')}-500.webp`,
      '..%2F..%2Fsecret',
    ]) {
      expect(
        (await fetchPicture(buyer, `/api/conversations/${id}/pictures/${name}`)).statusCode,
      ).toBe(404);
    }
  });

  it("refuses what is not a picture in the request's language and keeps nothing", async () => {
    const { buyer, id } = await newConversation(t);
    const text = await sendPicture(buyer, id, Buffer.from('not a picture'), 'ar');
    expect(text.status).toBe(422);
    expect(text.body.errors?.picture).toEqual([formatMessage('picture_type', 'ar')]);
    expect(text.body.errors?.picture?.[0]).toMatch(ARABIC);
    const small = await sendPicture(buyer, id, await photo(305, 200, 200));
    expect(small.status).toBe(422);

    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(stored).toEqual([]);
    expect(existsSync(chatFolder(id))).toBe(false);
  });

  it('keeps to the blocks and the sending limit, as text does', async () => {
    const { seller, buyer, id } = await newConversation(t);
    await request(t, 'POST', `/api/users/${seller.id}/block`, { headers: buyer.headers });
    expect((await sendPicture(seller, id, await photo(306))).status).toBe(403);
    await request(t, 'DELETE', `/api/users/${seller.id}/block`, { headers: buyer.headers });

    for (let i = 0; i < 4; i += 1) {
      const res = await request(t, 'POST', `/api/conversations/${id}/messages`, {
        payload: { body: `message ${i}` },
        headers: seller.headers,
      });
      expect(res.status).toBe(201);
    }
    const limited = await sendPicture(seller, id, await photo(307));
    expect(limited.status).toBe(429);
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(stored.filter((row) => row.picture !== null)).toEqual([]);
  });

  it('is kept with a report', async () => {
    const { seller, buyer, id } = await newConversation(t);
    const sent = await sendPicture(seller, id, await photo(308));
    const reported = await request(t, 'POST', `/api/conversations/${id}/report`, {
      payload: { reason: 'offensive', note: 'An offensive picture' },
      headers: buyer.headers,
    });
    expect(reported.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.target, 'conversation'), eq(reports.targetId, id)));
    const { id: messageId, created_at, picture } = sent.body.data;
    expect(row?.evidence).toEqual({
      kind: 'conversation',
      messages: [
        { id: messageId, sender_id: seller.id, body: '', picture: picture?.src, created_at },
      ],
    });
  });
});
