import { monitorEventLoopDelay } from 'node:perf_hooks';
import { formatMessage } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '../../src/shared/messages.ts';
import { JSON_BODY_LIMITS } from '../../src/plugins/json-body.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { signIn } from '../engagement/fixtures.ts';

/**
 * Issue 41, item 3: a 1 MB JSON body nested 1,200 levels deep held the event loop for seconds
 * (the NUL check walked it and copied its path at each level), and 2,000 levels and more
 * overflowed the stack (a 500). Bodies are now checked once as text: too deep is a 422, too big
 * a 413, and the loop never waits long.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `levels` arrays nested in one another: `[[[…]]]`. */
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** A sign-in whose `userName` holds `copies` nestings of `levels` levels. */
function deepLoginBody(levels: number, copies: number): string {
  const userName = `[${Array.from({ length: copies }, () => nested(levels)).join(',')}]`;
  return `{"userName":${userName},"password":"secret-password"}`;
}

async function post(payload: string, lang: 'en' | 'ar' = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    headers: { 'content-type': 'application/json', lang },
  });
  return { status: res.statusCode, body: res.json<{ message: string }>() };
}

/** The longest the event loop waited while `work` ran, in milliseconds. */
async function longestLoopDelay(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await work();
  delay.disable();
  return delay.max / 1e6;
}

describe('a deeply nested or large JSON body', () => {
  it('answers 413 to 1 MB nested 1,200 levels deep, four at once, without holding the loop', async () => {
    const body = deepLoginBody(1200, 430);
    expect(body.length).toBeGreaterThan(1_000_000);
    const answers: { status: number }[] = [];
    const longest = await longestLoopDelay(async () => {
      answers.push(...(await Promise.all([1, 2, 3, 4].map(() => post(body)))));
    });
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    // It was 1.4 to 8 seconds.
    expect(longest).toBeLessThan(200);
  });

  it.each([64, 2_000, 20_000])(
    'answers 422 in the request language to a body nested %i levels deep',
    async (levels) => {
      for (const lang of ['en', 'ar'] as const) {
        expect(await post(deepLoginBody(levels, 1), lang)).toEqual({
          status: 422,
          body: { message: apiMessage('body_too_deep', lang) },
        });
      }
    },
  );

  it('answers 422 to many nestings that fit the size limit, without holding the loop', async () => {
    const body = deepLoginBody(1200, 25);
    const statuses: number[] = [];
    const longest = await longestLoopDelay(async () => {
      const answers = await Promise.all([1, 2, 3, 4].map(() => post(body)));
      statuses.push(...answers.map((answer) => answer.status));
    });
    expect(statuses).toEqual([422, 422, 422, 422]);
    expect(longest).toBeLessThan(200);
  });

  it('still takes ordinary bodies, and nesting within the limit reaches validation', async () => {
    const signingIn = await post(
      JSON.stringify({ userName: 'nobody-here', password: 'secret-pass' }),
    );
    expect([signingIn.status, signingIn.body.message]).toEqual([
      422,
      formatMessage('invalid_credentials', 'en'),
    ]);
    const wrongType = await post(JSON.stringify({ userName: nestedValue(6), password: 'secret' }));
    expect([wrongType.status, wrongType.body.message]).toEqual([
      422,
      formatMessage('invalid', 'en'),
    ]);
  });

  it('lets the post form send more than other forms: its limit is its route’s', async () => {
    const seller = await signIn(t);
    // 8,000 characters of Arabic written as `\uXXXX`: 48 KB each.
    const escaped = JSON.stringify('ب'.repeat(8_000)).replace(/ب/g, '\\u0628');
    const draft = `{"description":${escaped},"other_description":${escaped}}`;
    expect(draft.length).toBeGreaterThan(JSON_BODY_LIMITS.maxBytes);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/selling/draft',
      payload: draft,
      headers: { 'content-type': 'application/json', ...seller.headers },
    });
    expect(saved.statusCode).toBe(200);
    expect((await post(draft)).status).toBe(413);
  });

  it('answers 400 to JSON that does not parse, as before', async () => {
    expect((await post('{"name": [[[}')).status).toBe(400);
  });
});

/** A value nested `levels` deep, as a client could send. */
function nestedValue(levels: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level += 1) value = { inner: [value] };
  return value;
}
