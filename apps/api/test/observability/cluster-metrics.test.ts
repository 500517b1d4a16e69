import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { gatherClusterMetrics, metricsExposure } from '../../src/serving/cluster-metrics.ts';
import { startMetricsServer, type MetricsServer } from '../../src/serving/metrics-server.ts';
import { sampleOf } from '../helpers/metrics.ts';

/**
 * Several HTTP processes (node:cluster): this test's process is the primary, as
 * serving/cluster-primary.ts is, and two real workers (fixtures/metrics-worker.ts) have figures
 * of their own.
 */

let server: MetricsServer;

/** The next message of `worker` that `wanted` picks (the client's own messages go by too). */
function messageOf<T>(worker: Worker, wanted: (message: unknown) => message is T): Promise<T> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      if (!wanted(message)) return;
      worker.off('message', listen);
      resolve(message);
    };
    worker.on('message', listen);
  });
}
const isReady = (message: unknown): message is 'ready' => message === 'ready';
const isRelayed = (message: unknown): message is { relayed: string } =>
  typeof message === 'object' && message !== null && 'relayed' in message;
const workers: Worker[] = [];

beforeAll(async () => {
  const collect = gatherClusterMetrics();
  server = await startMetricsServer({
    port: 0,
    host: '127.0.0.1',
    token: undefined,
    collect,
    onError: () => undefined,
  });
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('fixtures/metrics-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    silent: true,
  });
  const settings = [
    { SENT: '3', LOADED: '1', ADS: '1200' },
    { SENT: '4', LOADED: '0', ADS: '0' },
  ];
  for (const env of settings) {
    const worker = cluster.fork(env);
    workers.push(worker);
    await messageOf(worker, isReady);
  }
}, 60_000);
afterAll(async () => {
  for (const worker of workers) worker.kill();
  await server.close();
});

describe('the metrics of a cluster', () => {
  it("add up every worker's counts on the primary's port, each figure as it says", async () => {
    const answer = await fetch(`http://127.0.0.1:${String(server.port)}/metrics`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(sampleOf(text, 'souq_chat_messages_sent_total', { kind: 'text' })).toBe(7);
    // Ready only when every process has its index: the least of them; its ads, the most.
    expect(sampleOf(text, 'souq_search_index_loaded')).toBe(0);
    expect(sampleOf(text, 'souq_search_index_ads')).toBe(1200);
  });

  it('are what a worker answering /metrics on the main port gets from the primary', async () => {
    const [worker] = workers;
    if (!worker) throw new Error('no worker');
    const relayed = messageOf(worker, isRelayed);
    worker.send('relay');
    const message = await relayed;
    expect(sampleOf(message.relayed, 'souq_chat_messages_sent_total', { kind: 'text' })).toBe(7);
  });
});

describe('where the metrics are served', () => {
  it('on their port, else behind the token on the main port, else (production) nowhere', () => {
    expect(metricsExposure(loadEnv({ METRICS_PORT: '9464' }))).toEqual({
      port: 9464,
      mainPort: false,
      token: undefined,
    });
    const token = 'a-token-of-sixteen-or-more';
    expect(metricsExposure(loadEnv({ METRICS_TOKEN: token }))).toEqual({
      port: undefined,
      mainPort: true,
      token,
    });
    const demo = { NODE_ENV: 'production', SEED_DEMO: '1' };
    expect(metricsExposure(loadEnv(demo)).mainPort).toBe(false);
    expect(metricsExposure(loadEnv({ NODE_ENV: 'development' })).mainPort).toBe(true);
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
