import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerMetrics, METRICS_PATH, type MetricsText } from '../plugins/metrics.ts';

export type MetricsServer = { port: number; close: () => Promise<void> };

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), for Prometheus alone: the site's port
 * never answers it. Behind `token` too when given (METRICS_TOKEN). Anything else is a 404.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  token: string | undefined;
  collect: () => Promise<MetricsText>;
  onError: (err: unknown) => void;
}): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    answerMetrics(request.headers.authorization, options).then(
      ({ status, headers, body }) => {
        response.writeHead(status, headers).end(body);
      },
      (err: unknown) => {
        options.onError(err);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
