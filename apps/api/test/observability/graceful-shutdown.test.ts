import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../helpers/file-database.ts';
import { sampleOf } from '../helpers/metrics.ts';
import {
  freePort,
  startServerProcess,
  waitUntilAnswering,
  type ServerProcess,
} from '../helpers/server-process.ts';

/**
 * Issue 43, observable: the real server (`src/server.ts`, in its own process) as production runs
 * it (the demo, so that its accounts can sign in), on this run's kind of database: its request
 * ids, its metrics port, and a SIGTERM in the middle of 200 requests.
 */

const DRAIN_MS = 5000;

/** What became of a request: its status, or the error that cut it. */
type Outcome = { status: number } | { error: string };

/** `GET url` on the shared keep-alive agent (as a proxy would), answered or cut. */
function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0 });
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        resolve({ error: error.code ?? error.message });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      resolve({ error: error.code ?? error.message });
    });
  });
}

/** An event stream's raw text as it comes, and whether its server ended it. */
async function openRawStream(url: string, token: string) {
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
  });
  let text = '';
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += value;
    }
  })();
  return { status: response.status, text: () => text, ended };
}

let dataDir: string;
let server: ServerProcess;
let base: string;
let metricsPort: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'souq-shutdown-'));
  const port = await freePort();
  metricsPort = await freePort();
  const url = process.env.DATABASE_URL;
  server = startServerProcess({
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'info',
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    // No 503 for a late event loop on a busy machine: only the shutdown's.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(url ? { DATABASE_URL: await fileDatabaseUrl(url) } : {}),
  });
  base = `http://127.0.0.1:${String(port)}`;
  await waitUntilAnswering(base, server);
}, 240_000);
afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the real server', () => {
  it("answers each request's id, keeps a trusted proxy's, and writes it in the request's log line", async () => {
    const kept = await fetch(`${base}/api/categories`, {
      headers: { 'x-request-id': 'proxy-trace-4711' },
    });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-request-id')).toBe('proxy-trace-4711');
    const made = await fetch(`${base}/api/categories`);
    const id = made.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(
        () =>
          server
            .logLines()
            .filter((line) => line.msg === 'request')
            .map((line) => line.reqId),
        { timeout: 5000 },
      )
      .toEqual(expect.arrayContaining(['proxy-trace-4711', id]));
  });

  it('serves its metrics on their own port, not on the main one', async () => {
    const url = `http://127.0.0.1:${String(metricsPort)}/metrics`;
    const labels = { method: 'GET', route: '/api/categories', status_code: '200' };
    const before =
      sampleOf(await (await fetch(url)).text(), 'http_request_duration_seconds_count', labels) ?? 0;
    expect((await fetch(`${base}/api/categories`)).status).toBe(200);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(sampleOf(text, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(sampleOf(text, 'souq_search_index_loaded')).toBe(1);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });

  it('on SIGTERM finishes the requests in flight, refuses new ones with 503, sends its event streams elsewhere, and exits', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'demo', password: 'demo12345' }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const stream = await openRawStream(`${base}/api/conversations/events`, token);
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.text(), { timeout: 10_000 }).toContain('event: ready');

    // A request in flight across the whole drain: its body comes after the port has closed.
    const slowBody = JSON.stringify({ userName: 'demo2', password: 'demo12345' });
    const slow = new Promise<Outcome>((resolve) => {
      const request = http.request(
        `${base}/api/login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(slowBody)),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0 });
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        resolve({ error: error.code ?? error.message });
      });
      request.write(slowBody.slice(0, 10));
      setTimeout(() => request.end(slowBody.slice(10)), DRAIN_MS + 1500);
    });

    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const urls = ['/api/categories', '/api/ads?page=1', '/api/ads?page=2', '/api/countries'];
    const outcomes: Outcome[] = [];
    let next = 0;
    let signalled = false;
    let readyWhileDraining: Promise<Response> | undefined;
    const sendAll = async () => {
      for (let index = next++; index < 200; index = next++) {
        const outcome = await get(agent, `${base}${urls[index % urls.length] ?? '/'}`);
        outcomes.push(outcome);
        if (outcomes.length === 100 && !signalled) {
          signalled = true;
          server.child.kill('SIGTERM');
          readyWhileDraining = new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
            fetch(`${base}/api/ready`),
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, sendAll));
    agent.destroy();

    expect(outcomes).toHaveLength(200);
    const cut = outcomes.filter((outcome) => 'error' in outcome);
    expect(cut, 'requests cut (socket hang up, ECONNRESET, refused)').toEqual([]);
    const statuses = outcomes.map((outcome) => ('status' in outcome ? outcome.status : 0));
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);

    const ready = await readyWhileDraining;
    expect(ready?.status).toBe(503);
    expect(
      ((await ready?.json()) as { data: { checks: { shutting_down: boolean } } }).data.checks,
    ).toMatchObject({ shutting_down: true, database: 'ok' });

    // The event stream was told to reconnect (in 2 to 5 s) and ended by the server.
    await stream.ended;
    expect(stream.text()).toMatch(/event: reconnect\n(.*\n)*retry: [2-4]\d{3}\n/);

    expect(await slow).toEqual({ status: 200 });
    expect(await server.exited).toBe(0);
    expect(server.logLines().map((line) => line.msg)).toContain('closed');
  }, 60_000);
});
