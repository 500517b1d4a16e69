import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const PROXY = '192.0.2.4';

let t: TestContext;
/** The log's lines, as written. */
const raw: string[] = [];
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() === '') continue;
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  t = await createTestApp(
    { logger: { level: 'info', stream }, trustProxy: loadEnv({ TRUST_PROXY: PROXY }).TRUST_PROXY },
    undefined,
    (app) => {
      // A line the app's own logger writes while a request is worked on (as a service's
      // failure is), and one of the request's logger.
      app.get('/api/test-log-line', async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        app.log.warn('a line of the app logger');
        request.log.info('a line of the request logger');
        return { data: 'ok' };
      });
      // A page's calls are `app.inject` requests made while the page's request is worked on.
      app.get('/api/test-inner', async () => {
        const inner = await app.inject({ method: 'GET', url: '/api/test-log-line' });
        return { data: inner.headers['x-request-id'] };
      });
    },
  );
});
afterAll(() => t.close());

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

describe('the request id', () => {
  it('is made for each request, answered in X-Request-Id and in every log line of the request', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test-log-line' });
    expect(reply.statusCode).toBe(200);
    const id = String(reply.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const messages = linesOf(id).map((line) => line.msg);
    expect(messages).toEqual([
      'a line of the app logger',
      'a line of the request logger',
      'request',
    ]);
    // Each key once: the request logger's lines are not given the id a second time.
    const written = raw.filter((line) => line.includes(id));
    expect(written).toHaveLength(3);
    for (const line of written) expect(line.split('"reqId"')).toHaveLength(2);
    const other = await t.app.inject({ method: 'GET', url: '/api/test-log-line' });
    expect(other.headers['x-request-id']).not.toBe(id);
    // Lines written outside any request carry none.
    t.app.log.info('between requests');
    expect(lines.find((line) => line.msg === 'between requests')?.reqId).toBeUndefined();
  });

  it('is kept from a trusted proxy, when well-formed', async () => {
    const id = 'Root=1-67891233-abcdef012345678912345678';
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/test-log-line',
      headers: { 'x-request-id': id },
      remoteAddress: PROXY,
    });
    expect(reply.headers['x-request-id']).toBe(id);
    expect(linesOf(id).map((line) => line.msg)).toContain('request');
  });

  it('is made anew when it comes from anyone else, or is not well-formed', async () => {
    const fromClient = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-the-client' },
      remoteAddress: '198.51.100.9',
    });
    expect(fromClient.headers['x-request-id']).not.toBe('chosen-by-the-client');
    expect(linesOf('chosen-by-the-client')).toHaveLength(0);
    for (const forged of ['a b', 'x'.repeat(129), 'line\\nbreak', '"quoted"', '']) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': forged },
        remoteAddress: PROXY,
      });
      expect(reply.headers['x-request-id'], forged).not.toBe(forged);
      expect(String(reply.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("is shared by the calls a page makes inside the server, as one request's work", async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test-inner' });
    const id = String(reply.headers['x-request-id']);
    expect(reply.json<{ data: string }>().data).toBe(id);
    expect(linesOf(id).map((line) => line.msg)).toEqual([
      'a line of the app logger',
      'a line of the request logger',
      'request',
      'request',
    ]);
  });
});
