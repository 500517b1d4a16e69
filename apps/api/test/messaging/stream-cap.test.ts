import { afterAll, beforeAll, expect, it } from 'vitest';
import { STREAMS_PER_USER } from '../../src/modules/messaging/chat-stream.routes.ts';
import { signIn } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { openStream } from './event-stream.ts';

let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Stream = Awaited<ReturnType<typeof openStream>>;

/** Opens a stream until one is let in, closing the refused ones (the server frees a place when it sees a close). */
async function openOnceFree(headers: Record<string, string>): Promise<Stream> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const stream = await openStream(base, headers);
    if (stream.status === 200) return stream;
    stream.close();
    expect(Date.now(), 'no place freed within 5 s').toBeLessThan(deadline);
  }
}

it('lets one user open a few live streams at once, then answers 429 until one closes', async () => {
  const user = await signIn(t);
  const open: Stream[] = [];
  try {
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const stream = await openStream(base, user.headers);
      open.push(stream);
      expect(stream.status).toBe(200);
      await stream.next('ready');
    }
    const refused = await openStream(base, user.headers);
    open.push(refused);
    expect(refused.status).toBe(429);
    const other = await signIn(t);
    const others = await openStream(base, other.headers);
    open.push(others);
    expect(others.status).toBe(200);

    open.shift()?.close();
    const again = await openOnceFree(user.headers);
    open.push(again);
    await again.next('ready');
  } finally {
    for (const stream of open) stream.close();
  }
});
