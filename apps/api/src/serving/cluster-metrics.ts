import cluster from 'node:cluster';
import { ClusterRegistry, type Registry } from '@prometheus-io/client';
import type { Env } from '../config/env.ts';
import type { MetricsText } from '../plugins/metrics.ts';

/**
 * Where `GET /metrics` is answered: on a port of its own (METRICS_PORT), else on the site's port
 * behind METRICS_TOKEN, else on the site's port to anyone outside production; in production
 * without either, nowhere.
 */
export function metricsExposure(env: Env): {
  port: number | undefined;
  mainPort: boolean;
  token: string | undefined;
} {
  const token = env.METRICS_TOKEN;
  if (env.METRICS_PORT !== undefined) return { port: env.METRICS_PORT, mainPort: false, token };
  return { port: undefined, mainPort: token !== undefined || env.NODE_ENV !== 'production', token };
}

const ASK = 'souq:cluster-metrics';
const ANSWER = 'souq:cluster-metrics-answer';
/** How long a worker waits for the primary's figures (the primary waits 5 s for the workers). */
const ASK_TIMEOUT_MS = 8000;

type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number } & (MetricsText | { error: string });

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ASK;
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === ANSWER;

/**
 * The cluster's figures, gathered by its primary: each worker's registry (`offerToPrimary`),
 * added up by @prometheus-io/client's ClusterRegistry (formerly AggregatorRegistry) (counters and histograms summed, the
 * pool's connections too; each figure's `aggregator` says otherwise). A worker replaced after a
 * stop takes its counts with it: Prometheus reads the drop as a counter reset. Workers that answer
 * `/metrics` on the site's port ask for them here.
 */
export function gatherClusterMetrics(): () => Promise<MetricsText> {
  const aggregator = new ClusterRegistry();
  const collect = async (): Promise<MetricsText> => ({
    text: await aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  });
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    const answer = (reply: Answer) => {
      if (worker.isConnected()) worker.send(reply);
    };
    collect().then(
      (metrics) => {
        answer({ type: ANSWER, id: message.id, ...metrics });
      },
      (err: unknown) => {
        answer({ type: ANSWER, id: message.id, error: String(err) });
      },
    );
  });
  return collect;
}

/** In a worker: its registry joins the primary's sum. */
export function offerToPrimary(registry: Registry): void {
  ClusterRegistry.setRegistries([registry]);
  // Made in a worker, it answers the primary's requests and announces this worker.
  new ClusterRegistry();
}

let asked = 0;

/** In a worker: the cluster's figures, asked of the primary. */
export function askPrimary(): Promise<MetricsText> {
  const id = (asked += 1);
  return new Promise<MetricsText>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', listen);
    };
    const listen = (message: unknown) => {
      if (!isAnswer(message) || message.id !== id) return;
      done();
      if ('error' in message) reject(new Error(message.error));
      else resolve({ text: message.text, contentType: message.contentType });
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not send the metrics in time'));
    }, ASK_TIMEOUT_MS);
    process.on('message', listen);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}
